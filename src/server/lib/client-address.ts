import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address a request came from, as the shop's limits count it. With no proxy in front of the
 * shop it is the socket's and X-Forwarded-For is ignored: anyone can write that header. With
 * `trustProxy` proxies in front, each appending whom it heard from, the client is that many
 * entries from the right of the header: what a caller wrote further left is never believed.
 */
export function clientAddressOf(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (entry) return entry.slice(0, 64);
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'local';
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6; `local` is an in-process request. */
export function isLoopback(address: string): boolean {
  return (
    address === 'local' ||
    address === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
  );
}

/** Answers 404 to any caller whose socket is not on this machine, whatever headers it sends. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopback(socketAddress(c))) return c.text('Not found', 404);
  await next();
};
