import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (shadcn/ui's `cn`, without tailwind-merge's 8 kB and its table building on the
 * first render). Nothing is merged, so a component and its caller never set the same property: a
 * component offers a variant or a prop instead (`Button`'s `justify`, `Spinner`'s `align`). The
 * web tests check every joined list for two classes that set one property (test/web-setup.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  classListCheck?.(joined);
  return joined;
}

let classListCheck: ((classes: string) => void) | undefined;

/** Has every class list `cn` joins passed to `check` (the web tests' conflict check). */
export function checkClassLists(check: (classes: string) => void): void {
  classListCheck = check;
}
