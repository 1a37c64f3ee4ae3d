import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody as ContractErrorBody, ErrorKind } from '../contract/errors.ts';

/** The kinds of failure a service may report (src/contract/errors.ts); each maps to one HTTP status. */
export type AppErrorKind = ErrorKind;

export const STATUS_BY_KIND: Record<AppErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** An expected failure with a message meant for the customer. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The JSON body of every error answer. */
export type ErrorBody = ContractErrorBody;
