import { ADDRESS_VALIDATION_PATH } from '../src/server/integrations/fedex/address-validation.ts';
import {
  createFedexSandbox,
  type SandboxCredentials,
} from '../src/server/integrations/fedex/sandbox.ts';
import type { Clock } from '../src/server/lib/clock.ts';
import { documentedErrorExample } from './fedex-contract.ts';
import { LoopbackServer } from './loopback-server.ts';

/**
 * The FedEx-compatible sandbox served over real HTTP on loopback, as a stand-in for FedEx at the
 * network edge (tokens, rates and address validation). It records what reaches it, can answer 503 as FedEx does in an outage, or stop
 * listening altogether and come back on the same port. Its "today" and its tokens' lives are read
 * from the test's clock.
 */
export class LoopbackFedex {
  readonly tokenRequests: string[] = [];
  readonly rateRequests: unknown[] = [];
  readonly addressRequests: unknown[] = [];
  /** Answer every call with FedEx's 503 body. */
  unavailable = false;
  /** Answer address validation alone with FedEx's 503 body: rates still answer. */
  addressValidationUnavailable = false;
  /** Answer rate requests for these packaging types with a 400 (a packaging FedEx refuses). */
  readonly refusedPackaging = new Set<string>();
  private readonly http = new LoopbackServer((request) => this.handle(request));
  private readonly sandbox;

  constructor(
    readonly credentials: SandboxCredentials & { account: string },
    now: Clock,
  ) {
    this.sandbox = createFedexSandbox({ clients: [credentials], now });
  }

  get baseUrl(): string {
    return this.http.baseUrl;
  }

  private async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (this.unavailable) {
      return Response.json(documentedErrorExample(503), { status: 503 });
    }
    if (path === '/oauth/token') this.tokenRequests.push(await request.clone().text());
    if (path === ADDRESS_VALIDATION_PATH) {
      this.addressRequests.push(await request.clone().json());
      if (this.addressValidationUnavailable) {
        return Response.json(documentedErrorExample(503), { status: 503 });
      }
    }
    if (path === '/rate/v1/rates/quotes') {
      const body = (await request.clone().json()) as {
        requestedShipment?: { packagingType?: string };
      };
      this.rateRequests.push(body);
      const packaging = body.requestedShipment?.packagingType ?? '';
      if (this.refusedPackaging.has(packaging)) {
        return Response.json(
          {
            transactionId: 'refused-packaging',
            errors: [
              {
                code: 'PACKAGING.NOT.ALLOWED',
                message: `${packaging} cannot carry this shipment.`,
              },
            ],
          },
          { status: 400 },
        );
      }
    }
    return this.sandbox.fetch(request);
  }

  /** Starts listening (on the port it had before, after a stop). */
  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  /** Stops listening: calls are refused until start() again. */
  async stop(): Promise<void> {
    await this.http.stop();
  }
}
