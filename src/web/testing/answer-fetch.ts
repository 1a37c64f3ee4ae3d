type Answer = { status: number; body: unknown } | Error;

/** What the shell reads on every page, answered unless a test answers it: no banner runs. */
const SHELL_ANSWERS: Record<string, Answer> = {
  '/api/banner': { status: 200, body: { rotationIntervalMs: 5000, banners: [] } },
};

/**
 * Replaces the network at its edge (`globalThis.fetch`) with answers by path (an answer may be
 * worked out from the request and its address); returns a restore function. Unknown paths answer 404, as our API
 * would.
 */
export function answerFetch(
  answers: Record<string, Answer | ((init: RequestInit | undefined, url: URL) => Answer)>,
): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const entry =
      answers[`${url.pathname}${url.search}`] ??
      answers[url.pathname] ??
      SHELL_ANSWERS[url.pathname];
    const answer = typeof entry === 'function' ? entry(init, url) : entry;
    if (answer instanceof Error) return Promise.reject(answer);
    const { status, body } = answer ?? { status: 404, body: { error: { kind: 'not_found' } } };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
