import * as z from 'zod/mini';

/**
 * Content the server wrote into the page as an inline JSON script (src/server/catalog/page-head.ts),
 * read with the same schema as its API answer, and when it was read, for the query's freshness.
 * Absent or unreadable: undefined, and the page asks the API instead.
 */
export function dataInPage<T>(
  id: string,
  schema: z.ZodMiniType<T>,
): { data: T; at: number } | undefined {
  const text = globalThis.document?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? { data: parsed.data, at: Date.now() } : undefined;
  } catch {
    return undefined;
  }
}
