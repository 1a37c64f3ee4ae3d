import * as z from 'zod/mini';
import { errorBodySchema, type ErrorBodyKind } from '../../contract/errors.ts';

/**
 * An answer from our API that was not a success: the server's error kind (src/contract/errors.ts),
 * its message for the customer and, for a refused form, a message per field. An answer that is not
 * our error body (a proxy's page, a network failure) has no kind.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ErrorBodyKind | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message: string,
    kind?: ErrorBodyKind,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.fields = fields;
  }
}

/**
 * The server's message for each field of a form that it refused: `form` holds the form's field
 * names, `prefix` where the server names them (`address.` for `address.postalCode`). None for any
 * other error.
 */
export function refusedFields<Form extends object>(
  error: unknown,
  form: Form,
  prefix = '',
): [keyof Form & string, string][] {
  if (!(error instanceof ApiError)) return [];
  const refused: [keyof Form & string, string][] = [];
  for (const [key, message] of Object.entries(error.fields)) {
    const name = key.slice(prefix.length);
    if (key.startsWith(prefix) && name in form)
      refused.push([name as keyof Form & string, message]);
  }
  return refused;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = `Request failed (${response.status})`;
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (!parsed.success) return new ApiError(response.status, fallback);
    const { kind, message, fields } = parsed.data.error;
    return new ApiError(response.status, message || fallback, kind, fields);
  } catch {
    // Not JSON: keep the status line.
    return new ApiError(response.status, fallback);
  }
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where there is no browser: the server writing a page's first screen (src/web/first-screen.tsx)
 * answers the page's reads of public content itself, in process.
 */
export function provideApiTransport(next: Transport): void {
  transport = next;
}

/**
 * One call to the shop's own server, whatever its answer: with the customer's cookies, asking for
 * JSON and sending a body as JSON, through the one transport. For the calls whose refusals are not
 * our error body (better-auth's, a static file's), which read the answer themselves; everything
 * else uses `requestJson`.
 */
export function requestShop(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return transport(path, { ...init, headers, credentials: 'same-origin' });
}

/**
 * Calls our JSON API and reads the answer with the endpoint's contract schema (src/contract), so
 * the browser and the server agree on every field; non-2xx answers throw `ApiError`.
 */
export async function requestJson<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  init: RequestInit = {},
): Promise<{ status: number; data: T }> {
  const response = await requestShop(path, init);
  if (!response.ok) throw await errorFromResponse(response);
  const data = z.parse(schema, await response.json());
  return { status: response.status, data };
}

/** Calls our API for an answer without a body (a DELETE's 204); non-2xx answers throw `ApiError`. */
export async function requestNoContent(path: string, init: RequestInit = {}): Promise<void> {
  const response = await requestShop(path, init);
  if (!response.ok) throw await errorFromResponse(response);
}

/** Sends `input` (typed by the endpoint's contract) as JSON and reads the answer. */
export async function sendJson<I, T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  input: I,
  schema: z.core.$ZodType<T>,
): Promise<T> {
  return (await requestJson(path, schema, { method, body: JSON.stringify(input) })).data;
}

export async function getJson<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  return (await requestJson(path, schema, signal ? { signal } : {})).data;
}
