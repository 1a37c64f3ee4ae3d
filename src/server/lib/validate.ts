import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * Reads and validates a JSON body. A body that is not JSON, or that breaks the schema, becomes an
 * `invalid` AppError whose fields say which field is wrong and why.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid', 'The request body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'body';
      fields[key] ??= issue.message;
    }
    const first = parsed.error.issues[0]?.message ?? 'The request is not valid.';
    throw new AppError('invalid', first, fields);
  }
  return parsed.data;
}
