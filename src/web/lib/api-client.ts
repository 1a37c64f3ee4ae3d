import * as z from 'zod/mini';

/** An answer from our API that was not a success; `kind` and `message` come from its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: string | undefined;

  constructor(status: number, message: string, kind?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let kind: string | undefined;
  let message = `Request failed (${response.status})`;
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { kind?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.kind === 'string') kind = error.kind;
    if (typeof error?.message === 'string' && error.message !== '') message = error.message;
  } catch {
    // Not JSON: keep the status line.
  }
  return new ApiError(response.status, message, kind);
}

/** Calls our JSON API and checks the answer's shape; non-2xx answers throw `ApiError`. */
export async function requestJson<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  init: RequestInit = {},
): Promise<{ status: number; data: T }> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (!response.ok) throw await errorFromResponse(response);
  const data = z.parse(schema, await response.json());
  return { status: response.status, data };
}

export async function getJson<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  return (await requestJson(path, schema, signal ? { signal } : {})).data;
}
