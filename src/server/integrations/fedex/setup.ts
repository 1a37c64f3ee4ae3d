import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../logger.ts';
import { FedexClient } from './client.ts';
import type { FetchLike } from './client.ts';
import { DEFAULT_SHIPPER } from './rate-request.ts';
import { createFedexSandbox, SANDBOX_CREDENTIALS } from './sandbox.ts';
import type { FedexSandbox } from './sandbox.ts';

/** Where the shop serves its FedEx-compatible sandbox when no FedEx credentials are set. */
export const FEDEX_SANDBOX_PATH = '/sandbox/fedex';

export type FedexIntegration = {
  readonly client: FedexClient;
  /** The sandbox to mount at FEDEX_SANDBOX_PATH, or null when the shop quotes from FedEx. */
  readonly sandbox: FedexSandbox | null;
};

/**
 * The FedEx client the configuration asks for: FedEx (or any FedEx-compatible API at
 * FEDEX_BASE_URL) with the configured credentials, or else the built-in sandbox. The shop talks to
 * its own sandbox in-process, through the same requests and answers it would send over HTTP, so
 * it needs no address of its own to reach it; others reach it over HTTP at FEDEX_SANDBOX_PATH.
 * Ship dates, token lives and the sandbox's own "today" all come from `clock`.
 */
export function fedexIntegration(config: Config, logger: Logger, clock: Clock): FedexIntegration {
  const shipper = config.shipping.shipFrom ?? DEFAULT_SHIPPER;
  const log = logger.child({ integration: 'fedex' });
  if (config.fedex) {
    return {
      client: new FedexClient({
        ...config.fedex,
        shipper,
        source: 'fedex',
        logger: log,
        now: clock,
      }),
      sandbox: null,
    };
  }
  const sandbox = createFedexSandbox({ clients: [SANDBOX_CREDENTIALS], now: clock });
  const baseUrl = `${config.publicUrl}${FEDEX_SANDBOX_PATH}`;
  const inProcess: FetchLike = async (url, init) =>
    sandbox.request(url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url, init);
  return {
    client: new FedexClient({
      baseUrl,
      ...SANDBOX_CREDENTIALS,
      shipper,
      source: 'sandbox',
      fetch: inProcess,
      logger: log,
      now: clock,
    }),
    sandbox,
  };
}
