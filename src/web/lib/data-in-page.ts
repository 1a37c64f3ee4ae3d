import * as z from 'zod/mini';
import { systemClock } from './sync/clock.ts';

/** The JSON of an inline script the server wrote into the page, or undefined if none or unreadable. */
export function jsonInPage(id: string): unknown {
  const text = globalThis.document?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Content the server wrote into the page as an inline JSON script (src/server/catalog/page-head.ts),
 * read with the same schema as its API answer, and when it was read, for the query's freshness.
 * Absent or unreadable: undefined, and the page asks the API instead.
 */
export function dataInPage<T>(
  id: string,
  schema: z.ZodMiniType<T>,
): { data: T; at: number } | undefined {
  const json = jsonInPage(id);
  if (json === undefined) return undefined;
  const parsed = z.safeParse(schema, json);
  return parsed.success ? { data: parsed.data, at: systemClock.now() } : undefined;
}
