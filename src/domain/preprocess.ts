import * as z from 'zod/mini';

/**
 * A schema that reads what `prepare` makes of the value: zod's `preprocess`, which zod/mini (the
 * schemas the browser loads as every page starts) does not have. The same pipe zod builds for it.
 */
export function preprocess<S extends z.ZodMiniType>(
  prepare: (value: unknown) => unknown,
  schema: S,
) {
  return z.pipe(z.transform<unknown, unknown>(prepare), schema);
}
