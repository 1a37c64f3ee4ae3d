// Compile-time checks that keep the browser's zod/mini schemas equal to the contract's types: a
// field renamed or added on one side only fails to compile.

/** `true` when A and B are the same type, else `false`. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when its argument is `true`. */
export type Holds<T extends true> = T;
