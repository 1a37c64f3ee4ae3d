/**
 * Why a quote could not be had:
 * - `missing_input`: the shop's own check found an address or the parcels missing;
 * - `rejected`: FedEx refused the shipment as asked (a postal code it does not know, a parcel
 *   too heavy for the packaging): the customer can change something;
 * - `unavailable`: FedEx could not be reached, failed, or refused the shop's credentials: nothing
 *   the customer can do but try again later.
 */
export type FedexErrorKind = 'missing_input' | 'rejected' | 'unavailable';

/** A failed quote, with the shop's message for it (`FedEx rate API error: …` and the like). */
export class FedexError extends Error {
  constructor(
    readonly kind: FedexErrorKind,
    message: string,
    /** The HTTP status FedEx answered with, when it answered. */
    readonly status?: number | undefined,
  ) {
    super(message);
    this.name = 'FedexError';
  }
}

/** Words for a failed connection that a person can read in a log or an error line. */
export function networkFailureDetail(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset';
    case 'UND_ERR_SOCKET':
      return 'connection closed';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connection timed out';
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}
