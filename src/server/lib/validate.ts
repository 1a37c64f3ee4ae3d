import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import './zod-english.ts';

/** Deeper than any body the shop takes; a hostile one could exhaust the stack of what reads it. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no field of the shop may hold, found in a parsed JSON body: a NUL character (PostgreSQL
 * text cannot store it), half of a surrogate pair (not text at all) or nesting deeper than
 * MAX_JSON_DEPTH. Walks without recursion, so no body can exhaust the stack. Null when clean.
 */
export function jsonProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'Text may not contain NUL characters.';
      if (LONE_SURROGATE.test(item)) return 'Text must be valid Unicode.';
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_JSON_DEPTH) return 'The request is nested too deeply.';
      for (const [key, child] of Object.entries(item)) {
        stack.push([key, depth], [child, depth + 1]);
      }
    }
  }
  return null;
}

/** A JSON body parsed and checked by `jsonProblem`; an `invalid` AppError when it is not clean. */
export function parseJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid', 'The request body must be JSON.');
  }
  const problem = jsonProblem(body);
  if (problem) throw new AppError('invalid', problem);
  return body;
}

/**
 * Reads and validates a JSON body. A body that is not JSON, holds what no field may hold, or breaks
 * the schema, becomes an `invalid` AppError whose fields say which field is wrong and why.
 */
export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  return checked(schema, parseJsonBody(await c.req.text()));
}

/**
 * Reads and validates the query string (each parameter's first value): a wrong parameter becomes
 * an `invalid` AppError naming it, as a wrong field of a body does.
 */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return checked(schema, c.req.query());
}

function checked<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  // Contract schemas are zod or zod/mini (what the browser loads first): both read the same way.
  const parsed = z.safeParse(schema, value);
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
