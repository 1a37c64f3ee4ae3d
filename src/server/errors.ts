import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The kinds of failure a service may report; each maps to one HTTP status. */
export type AppErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable';

export const STATUS_BY_KIND: Record<AppErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
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
export interface ErrorBody {
  error: {
    kind: AppErrorKind | 'internal';
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
  };
}
