import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { millisecondsOf, systemClock } from '../lib/clock.ts';

/**
 * Who is signed in, read straight from the session cookie better-auth sets: the signed token is
 * checked against the auth secret, then one prepared query finds the live session and its
 * customer. Every API call of a signed-in customer starts here, so the answer is kept for a few
 * seconds per token. When a session or its customer ends or changes on this server (better-auth's
 * database hooks: sign-out, password reset or change, revoking sessions, confirming the address;
 * and profile edits), that customer's kept answers go at once; another server process notices
 * within `ttlMs`. better-auth itself still answers /api/auth (sign-in, sign-out, refreshing the
 * cookie on page load). The cookie's format is pinned by tests against the cookies better-auth
 * really sets (session-reader.test.ts).
 */
export interface SessionReader {
  /** The customer behind the request's cookies, or null. */
  read(cookieHeader: string | undefined): Promise<SessionUser | null>;
  /** Drops one customer's kept answers: the next read of each of their sessions asks the database. */
  forgetUser(userId: string): void;
}

export interface SessionCookie {
  /** The session cookie's name, with its `__Secure-` prefix in production. */
  name: string;
  /** The secret better-auth signs the cookie with. */
  secret: string;
}

export interface SessionReaderOptions {
  /** How long one database answer is trusted. */
  ttlMs?: number;
  /** At most this many sessions are kept; the oldest go first. */
  maxEntries?: number;
  /** Milliseconds since the epoch by the shop's clock (the machine's if not given); tests move it. */
  now?: () => number;
}

/** better-auth signs `token` as `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
const SIGNATURE_LENGTH = 44;

/** The session token from a Cookie header, when its signature is right; else null. */
export function verifiedSessionToken(
  cookieHeader: string | undefined,
  { name, secret }: SessionCookie,
): string | null {
  const raw = cookieValue(cookieHeader, name);
  return raw ? verifiedToken(raw, secret) : null;
}

/** The token of a raw (URI-encoded, signed) cookie value, when its signature is right. */
function verifiedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'utf8');
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'), 'utf8');
  return timingSafeEqual(signature, expected) ? token : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return null;
}

interface Kept {
  user: SessionUser;
  sessionExpiresAt: number;
  keptUntil: number;
}

export function createSessionReader(
  db: Database,
  cookie: SessionCookie,
  {
    ttlMs = 5_000,
    maxEntries = 10_000,
    now = millisecondsOf(systemClock),
  }: SessionReaderOptions = {},
): SessionReader {
  const findSession = db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_of_cookie');
  const kept = new Map<string, Kept>();
  /** Counts forgetUser() calls: an answer read across one is not kept, it may be from before. */
  let generation = 0;

  return {
    async read(cookieHeader) {
      // Kept answers are found by the signed cookie value itself: only a value whose signature
      // was checked is ever kept, so a hit needs no second check.
      const raw = cookieValue(cookieHeader, cookie.name);
      if (!raw) return null;
      const at = now();
      const known = kept.get(raw);
      if (known && known.keptUntil > at && known.sessionExpiresAt > at) return known.user;
      if (known) kept.delete(raw);
      const token = verifiedToken(raw, cookie.secret);
      if (!token) return null;
      const readIn = generation;
      const [row] = await findSession.execute({ token });
      if (!row || row.expiresAt.getTime() <= at) return null;
      const user: SessionUser = {
        id: row.id,
        email: row.email,
        emailVerified: row.emailVerified,
        name: row.name || null,
        role: row.role,
      };
      if (readIn !== generation) return user;
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(raw, { user, sessionExpiresAt: row.expiresAt.getTime(), keptUntil: at + ttlMs });
      return user;
    },
    forgetUser(userId) {
      generation += 1;
      for (const [raw, { user }] of kept) if (user.id === userId) kept.delete(raw);
    },
  };
}
