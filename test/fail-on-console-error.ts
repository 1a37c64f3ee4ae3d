import { afterEach, vi } from 'vitest';

// A test that logs console.error fails: an error printed and ignored is a bug hidden.
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const logged = errors;
  errors = [];
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((a) => a.join(' ')).join('\n')}`);
  }
});
