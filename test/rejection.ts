/**
 * The error a promise rejects with, checked to be of the class given, so that a test can read its
 * fields; a promise that resolves, or rejects with anything else, fails the test.
 */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof kind)) throw new Error(`expected a ${kind.name}, got ${String(error)}`);
  return error;
}
