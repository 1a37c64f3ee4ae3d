import * as z from 'zod/mini';

// How the API says no. Every error answer has the body `{ error: { kind, message, fields? } }`; the
// server throws these kinds (src/server/errors.ts) and the browser reads them back (ApiError).

export const ERROR_KINDS = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
] as const;

/** The kinds of failure a service may report; each maps to one HTTP status. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** An error the server did not expect; its message says nothing of the cause. */
export type ErrorBodyKind = ErrorKind | 'internal';

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: {
    kind: ErrorBodyKind;
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
  };
}

/** Built when first parsed: most pages never read an error. */
export const errorBodySchema = z.lazy(() =>
  z.object({
    error: z.object({
      kind: z.enum([...ERROR_KINDS, 'internal']),
      message: z.string(),
      fields: z.optional(z.record(z.string(), z.string())),
      requestId: z.optional(z.string()),
    }),
  }),
);
