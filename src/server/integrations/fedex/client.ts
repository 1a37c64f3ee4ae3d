import { localDate, SHOP_TIME_ZONE } from '../../../domain/shipping/delivery-estimate.ts';
import { oneRatePackagingOptions } from '../../../domain/shipping/one-rate.ts';
import type { Package } from '../../../domain/shipping/packing.ts';
import { packagingOptionsOf, sortQuotesByPrice } from '../../../domain/shipping/rate-quote.ts';
import type { PackagingOption, RateQuote } from '../../../domain/shipping/rate-quote.ts';
import {
  checkComprehensiveRateRequest,
  checkRateRequest,
} from '../../../domain/shipping/rate-request.ts';
import type { RecipientAddress } from '../../../domain/shipping/rate-request.ts';
import { nextBusinessDay } from '../../../domain/shipping/ship-date.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { AddressClassification } from '../../../domain/shipping/delivery-kind.ts';
import {
  ADDRESS_VALIDATION_PATH,
  addressValidationRequest,
  classificationOf,
} from './address-validation.ts';
import type { FedexAddressToValidate } from './address-validation.ts';
import { FedexError, networkFailureDetail } from './errors.ts';
import { buildRateRequest } from './rate-request.ts';
import type { RatePackaging, ShipperAddress } from './rate-request.ts';
import { errorMessagesOf, parseRateReply } from './rate-reply.ts';

/** A token is used until fewer than five minutes of its life remain. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** FedEx tokens last an hour; the shop counts on 59 minutes, or less if FedEx says less. */
export const ASSUMED_TOKEN_LIFE_MS = 59 * 60 * 1000;
export const DEFAULT_TIMEOUT_MS = 10_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface FedexClientOptions {
  /** FedEx's address (https://apis.fedex.com), the sandbox's, or any FedEx-compatible one. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  account: string;
  shipper: ShipperAddress;
  /** Where the quotes come from; sandbox quotes are labelled as such to customers. */
  source: RateQuote['source'];
  fetch?: FetchLike | undefined;
  /** The shop's clock (lib/clock.ts): ship dates and the token's life; the machine's if not given. */
  now?: Clock | undefined;
  timeoutMs?: number | undefined;
  /** Told of skipped ONE Rate options and replies without usable quotes. */
  logger?: { warn(details: object, message: string): void } | undefined;
}

export type RateShipment = {
  readonly recipient: RecipientAddress | null | undefined;
  readonly packages: readonly Package[] | null | undefined;
  /** YYYY-MM-DD; by default the next weekday after today where the parcels leave. */
  readonly shipDate?: string | undefined;
};

/** The quotes of one fetch, cheapest first, with the packaging types they come in. */
export type RateShop = {
  readonly source: RateQuote['source'];
  readonly shipDate: string;
  readonly quotes: readonly RateQuote[];
  readonly packagingOptions: readonly PackagingOption[];
};

type CachedToken = { readonly accessToken: string; readonly expiresAt: number };

/**
 * The shop's FedEx client: OAuth client-credentials token, cached and shared by concurrent calls
 * and refreshed when under five minutes remain; rate quotes with transit times for the shop's
 * own boxes, and (comprehensive) for each FedEx ONE Rate packaging the parcels qualify for.
 */
/** FedEx's Rate API: rates and transit times for a shipment. */
const RATES_PATH = '/rate/v1/rates/quotes';

export class FedexClient {
  readonly source: RateQuote['source'];
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;
  private readonly now: Clock;
  private readonly timeoutMs: number;
  private cached: CachedToken | null = null;
  private pending: Promise<CachedToken> | null = null;

  constructor(private readonly options: FedexClientOptions) {
    this.source = options.source;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The default ship date: the next working day after today on the shop's calendar. */
  defaultShipDate(): string {
    return nextBusinessDay(localDate(this.now(), SHOP_TIME_ZONE));
  }

  /** Quotes for the shop's own boxes, cheapest first. */
  async rates(shipment: RateShipment): Promise<RateShop> {
    const { recipient, packages } = this.checked(checkRateRequest, shipment);
    const shipDate = shipment.shipDate ?? this.defaultShipDate();
    const quotes = await this.quote(recipient, packages, shipDate, { kind: 'own' });
    return this.shop(shipDate, quotes);
  }

  /**
   * Quotes for the shop's own boxes plus one ONE Rate option for each FedEx packaging the
   * heaviest parcel fits by weight. A ONE Rate option that fails is left out (and logged); the
   * fetch fails only when the quotes for the shop's own boxes do.
   */
  async comprehensiveRates(shipment: RateShipment): Promise<RateShop> {
    const { recipient, packages } = this.checked(checkComprehensiveRateRequest, shipment);
    this.checked(checkRateRequest, shipment);
    const shipDate = shipment.shipDate ?? this.defaultShipDate();
    const oneRate = oneRatePackagingOptions(packages);
    const [own, ...options] = await Promise.allSettled([
      this.quote(recipient, packages, shipDate, { kind: 'own' }),
      ...oneRate.map((packaging) =>
        this.quote(recipient, packages, shipDate, { kind: 'one-rate', packaging }),
      ),
    ]);
    if (own?.status !== 'fulfilled') throw own?.reason;
    const quotes = [...own.value];
    options.forEach((option, index) => {
      if (option.status === 'fulfilled') quotes.push(...option.value);
      else {
        this.options.logger?.warn(
          { packagingType: oneRate[index]?.packagingType, err: option.reason },
          'FedEx ONE Rate option skipped',
        );
      }
    });
    return this.shop(shipDate, quotes);
  }

  /**
   * FedEx's classification of an address as a home or a business (address-validation.ts). A
   * failure throws a FedexError; the caller decides what a missing answer means.
   */
  async classifyAddress(address: FedexAddressToValidate): Promise<AddressClassification> {
    const request = addressValidationRequest(address);
    let token = await this.token();
    let answer = await this.post(
      ADDRESS_VALIDATION_PATH,
      request,
      token.accessToken,
      'FedEx address validation',
    );
    if (answer.status === 401) {
      this.forget(token);
      token = await this.token();
      answer = await this.post(
        ADDRESS_VALIDATION_PATH,
        request,
        token.accessToken,
        'FedEx address validation',
      );
    }
    const body = await readJson(answer);
    const messages = errorMessagesOf(body);
    if (!answer.ok || messages.length > 0 || body === undefined) {
      const detail =
        messages.length > 0 ? `${answer.status} ${messages.join('; ')}` : answer.status;
      throw new FedexError(
        'unavailable',
        `FedEx address validation failed: ${detail}`,
        answer.status,
      );
    }
    return classificationOf(body);
  }

  private shop(shipDate: string, quotes: readonly RateQuote[]): RateShop {
    const sorted = sortQuotesByPrice(quotes);
    return {
      source: this.source,
      shipDate,
      quotes: sorted,
      packagingOptions: packagingOptionsOf(sorted),
    };
  }

  private checked(
    check: typeof checkRateRequest,
    shipment: RateShipment,
  ): { recipient: RecipientAddress; packages: readonly Package[] } {
    const result = check(shipment.recipient, shipment.packages);
    if (!result.ok) throw new FedexError('missing_input', result.message);
    return { recipient: shipment.recipient!, packages: shipment.packages! };
  }

  private async quote(
    recipient: RecipientAddress,
    packages: readonly Package[],
    shipDate: string,
    packaging: RatePackaging,
  ): Promise<RateQuote[]> {
    const request = buildRateRequest({
      account: this.options.account,
      shipper: this.options.shipper,
      recipient,
      packages,
      shipDate,
      packaging,
    });
    let token = await this.token();
    let answer = await this.post(RATES_PATH, request, token.accessToken, 'FedEx rate request');
    if (answer.status === 401) {
      // A token can be revoked before its time: forget it, and try once with a new one.
      this.forget(token);
      token = await this.token();
      answer = await this.post(RATES_PATH, request, token.accessToken, 'FedEx rate request');
    }
    const body = await readJson(answer);
    const messages = errorMessagesOf(body);
    if (answer.status >= 500) {
      const detail =
        messages.length > 0 ? `${answer.status} ${messages.join('; ')}` : answer.status;
      throw new FedexError('unavailable', `FedEx rate request failed: ${detail}`, answer.status);
    }
    if (!answer.ok || messages.length > 0) {
      if (messages.length === 0) {
        throw new FedexError(
          'unavailable',
          `FedEx rate request failed: ${answer.status}`,
          answer.status,
        );
      }
      // 401 and 403 after a fresh token are the shop's credentials, not the customer's input.
      const kind = answer.status === 401 || answer.status === 403 ? 'unavailable' : 'rejected';
      throw new FedexError(kind, `FedEx rate API error: ${messages.join('; ')}`, answer.status);
    }
    if (body === undefined) {
      throw new FedexError('unavailable', 'FedEx rate request failed: the reply was not JSON', 200);
    }
    const quotes = parseRateReply(body, { shipDate, source: this.source });
    if (quotes.length === 0) {
      this.options.logger?.warn(
        { packagingType: request.requestedShipment.packagingType },
        'FedEx rate reply held no quotes the shop can use',
      );
    }
    return quotes;
  }

  /** A JSON request to one of FedEx's APIs; a network failure names the call (`what`). */
  private async post(
    path: string,
    request: unknown,
    accessToken: string,
    what: string,
  ): Promise<Response> {
    try {
      return await this.send(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'x-locale': 'en_US',
        },
        body: JSON.stringify(request),
      });
    } catch (error) {
      throw new FedexError(
        'unavailable',
        `${what} failed: ${networkFailureDetail(error, this.timeoutMs)}`,
      );
    }
  }

  /**
   * One call with its own time limit. A kept-alive connection the other side has closed fails
   * before anything was sent or answered; the call then goes once more on a new connection (a
   * quote or a token can be asked for twice without harm).
   */
  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      if (!isStaleConnection(error)) throw error;
      return this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    }
  }

  /** The cached token, or a new one; concurrent callers share one request for it. */
  private async token(): Promise<CachedToken> {
    const cached = this.cached;
    if (cached && cached.expiresAt - this.now().getTime() > TOKEN_REFRESH_MARGIN_MS) return cached;
    this.pending ??= this.requestToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private forget(token: CachedToken): void {
    if (this.cached === token) this.cached = null;
  }

  private async requestToken(): Promise<CachedToken> {
    const requestedAt = this.now().getTime();
    let answer: Response;
    try {
      answer = await this.send(`${this.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }).toString(),
      });
    } catch (error) {
      throw new FedexError(
        'unavailable',
        `Failed to get FedEx token: ${networkFailureDetail(error, this.timeoutMs)}`,
      );
    }
    const body = await readJson(answer);
    if (!answer.ok) {
      throw new FedexError(
        'unavailable',
        `Failed to get FedEx token: ${answer.status}`,
        answer.status,
      );
    }
    const reply = body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (typeof reply?.access_token !== 'string' || reply.access_token === '') {
      throw new FedexError(
        'unavailable',
        'Failed to get FedEx token: the reply held no token',
        200,
      );
    }
    const statedLifeMs =
      typeof reply.expires_in === 'number' && reply.expires_in > 0
        ? reply.expires_in * 1000
        : ASSUMED_TOKEN_LIFE_MS;
    const token = {
      accessToken: reply.access_token,
      expiresAt: requestedAt + Math.min(statedLifeMs, ASSUMED_TOKEN_LIFE_MS),
    };
    this.cached = token;
    return token;
  }
}

function isStaleConnection(error: unknown): boolean {
  const code =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : null;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/** The answer's JSON, or undefined when it has none (an HTML error page from a proxy, say). */
async function readJson(answer: Response): Promise<unknown> {
  const text = await answer.text().catch(() => '');
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
