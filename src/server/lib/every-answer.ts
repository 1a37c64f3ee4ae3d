import type { Context } from 'hono';

/** What of Node's own response a header needs (`@hono/node-server` passes it as `env.outgoing`). */
interface NodeAnswer {
  setHeader(name: string, value: string): unknown;
}

function nodeAnswer(c: Context): NodeAnswer | null {
  const outgoing = (c.env as { outgoing?: Partial<NodeAnswer> } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' ? (outgoing as NodeAnswer) : null;
}

/**
 * Puts headers on whatever the route answers; a header the answer sets itself keeps its own value.
 * Served by the Node server, they go on Node's response before the route runs, which Node merges
 * under the answer's own: none is written through the answer's `Headers` object, which the Node
 * server's lightweight answer otherwise has to build (decision 017). Answered another way
 * (`app.request`, as the tests and the page writer's in-process reads do), they go on the answer
 * once it is made.
 * Returns after the route has answered.
 */
export async function onEveryAnswer(
  c: Context,
  next: () => Promise<void>,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  const node = nodeAnswer(c);
  if (node) {
    for (const name in headers) node.setHeader(name, headers[name]!);
    await next();
    return;
  }
  await next();
  const answer = c.res.headers;
  for (const name in headers) if (!answer.has(name)) answer.set(name, headers[name]!);
}
