/** Guards a state the code makes impossible; a failure here is a bug, never a user error. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) {
    throw new Error(`Assertion failed: ${message}`);
  }
}

/** Ends a switch over a union so that a new member fails to compile until it is handled. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
