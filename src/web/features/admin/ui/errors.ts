import { ApiError } from '../../../lib/api-client.ts';

/** The server's message for one field of a refused form (`consignment.trackingNumbers.0`). */
export function refusedField(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined;
}

/**
 * What to tell the owner of a failed action: the server's own words (an order that changed
 * meanwhile, a move the status graph refuses), else `fallback` — unless every word it had was for
 * a field, which says it beside that field instead.
 */
export function actionProblem(
  error: unknown,
  fallback: string,
  shownBesideFields: readonly string[] = [],
): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || !error.kind) return fallback;
  const fields = Object.keys(error.fields);
  if (fields.length > 0 && fields.every((field) => shownBesideFields.includes(field))) return null;
  return error.message;
}

/** Whether the order changed between being read and the owner's action (409). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The names of the fields a refusal gave messages for. */
export function refusedFieldNames(error: unknown): string[] {
  return error instanceof ApiError ? Object.keys(error.fields) : [];
}
