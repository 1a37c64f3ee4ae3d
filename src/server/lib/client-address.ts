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

/** Headers a proxy writes to say whom it heard from; the shop reads only X-Forwarded-For. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Answers 404 to any caller not on this machine. The socket must be this machine's, and so must
 * the client behind `trustProxy` proxies, read from X-Forwarded-For as the limits read it. A
 * forwarded header the shop does not trust (X-Forwarded-For with no proxy configured, Forwarded or
 * X-Real-IP at any time) refuses the request outright: it says a proxy may stand in front, and a
 * proxy on this machine makes every stranger's request come from this machine's own address.
 */
export function loopbackOnly(trustProxy: number): MiddlewareHandler {
  const untrusted = FORWARDED_HEADERS.filter(
    (name) => trustProxy === 0 || name !== 'x-forwarded-for',
  );
  return async (c, next) => {
    const notFound = () => c.text('Not found', 404);
    if (untrusted.some((name) => c.req.header(name) !== undefined)) return notFound();
    if (!isLoopback(socketAddress(c))) return notFound();
    if (trustProxy > 0 && !isLoopback(clientAddressOf(c, trustProxy))) return notFound();
    await next();
  };
}
