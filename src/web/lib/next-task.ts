/** Resolves in a task of its own, after what the browser has waiting (input, a frame) has run. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
