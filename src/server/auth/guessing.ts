import { createHmac, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { clientAddress, databaseCounter, type WindowCount } from '../lib/rate-limit.ts';

/** What the guessing limit needs to know about the sign-in it guards. */
export interface GuessingLimits {
  /** Wrong passwords one client (an address, or a known device) may give one account. */
  perClient: number;
  /** Wrong passwords for one account from everywhere before it counts as under attack. */
  perAccount: number;
  windowMs: number;
  message: string;
}

export interface GuessingDeps {
  db: Database;
  limits: GuessingLimits;
  /** Signs the device cookies; the auth secret. */
  secret: () => Promise<string>;
  /** Cookies marked Secure (production, on https). */
  secureCookies: boolean;
  /** The e-mail address the sign-in names, lower-cased; null when it names none. */
  emailOf: (c: Context) => string | null;
  /** Told once per lockout episode, with the account's address. */
  lockedOut: (email: string, at: Date) => Promise<void>;
}

/** A known device is remembered this long after its last sign-in. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A lockout episode lasts while the account keeps reaching its limit: one that reaches it again
 * within two windows of the last time is the same attack going on, and its owner was told.
 */
const EPISODE_GAP_WINDOWS = 2;

/**
 * Whether an account reaching its limit at `at` begins a new lockout episode: counted in the
 * database, so two server processes agree and the owner hears of each episode once.
 */
export function lockoutEpisodes(db: Database, windowMs: number) {
  return {
    async begins(email: string, at: number): Promise<boolean> {
      const key = `lockout-episode:${email}`;
      const recent = sql`${rateLimitWindows.windowStart} > ${new Date(at - EPISODE_GAP_WINDOWS * windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, windowStart: new Date(at), hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${recent} then ${rateLimitWindows.hits} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ hits: rateLimitWindows.hits });
      return (row?.hits ?? 1) === 1;
    },
  };
}

/**
 * The limit on guessing an account's password. Wrong passwords are counted per account and
 * client, so a stranger's guesses never refuse the owner: a client that has not guessed wrong, and
 * a device that signed in to the account before (a signed, http-only cookie), always have the
 * right password taken. A client that keeps guessing is refused, right password or not, for the
 * rest of the window. Past `perAccount` wrong passwords from everywhere the account is under
 * attack: every client that has guessed wrong is refused, one that has not may still try, and the
 * owner is mailed once for the episode.
 */
export function passwordGuessingLimit(deps: GuessingDeps): MiddlewareHandler<AppEnv> {
  const { limits } = deps;
  const perAccount = databaseCounter(deps.db, 'sign-in-account');
  const perClient = databaseCounter(deps.db, 'sign-in-account-client');
  const perDevice = databaseCounter(deps.db, 'sign-in-account-device');
  const episodes = lockoutEpisodes(deps.db, limits.windowMs);

  const accountKey = (secret: string, email: string) =>
    createHmac('sha256', secret).update(`device-account:${email}`).digest('base64url').slice(0, 16);
  const cookieName = (key: string) => `device_${key}`;

  const refuse = (c: Context, window: WindowCount, at: number): never => {
    c.header('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - at) / 1000))));
    throw new AppError('rate_limited', limits.message);
  };

  return async (c, next) => {
    const email = deps.emailOf(c);
    if (email === null) return next();
    const secret = await deps.secret();
    const key = accountKey(secret, email);
    const device = await getSignedCookie(c, secret, cookieName(key));
    // A device the account signed in from is counted on its own, wherever it connects from: the
    // owner's laptop is not refused for a stranger's guesses from the same café or office.
    const client =
      typeof device === 'string' && device !== ''
        ? { counter: perDevice, key: `${email}:${device}` }
        : { counter: perClient, key: `${email}:${clientAddress(c)}` };
    // Timed by the app's clock, as the other limits are (lib/rate-limit.ts).
    const clock = (c.var as { clock?: Clock }).clock ?? systemClock;
    const at = clock().getTime();
    const guessed = await client.counter.peek(client.key, limits.windowMs, at);
    if (guessed.count >= limits.perClient) refuse(c, guessed, at);
    if (guessed.count > 0 && client.counter !== perDevice) {
      const attacked = await perAccount.peek(email, limits.windowMs, at);
      if (attacked.count >= limits.perAccount) refuse(c, attacked, at);
    }
    await next();
    if (c.res.status === 401) {
      const later = clock().getTime();
      await client.counter.hit(client.key, limits.windowMs, later);
      const account = await perAccount.hit(email, limits.windowMs, later);
      if (account.count === limits.perAccount && (await episodes.begins(email, later))) {
        await deps.lockedOut(email, new Date(later));
      }
    } else if (c.res.status === 200 && client.counter !== perDevice) {
      await setSignedCookie(c, cookieName(key), randomBytes(16).toString('base64url'), secret, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.secureCookies,
        maxAge: DEVICE_COOKIE_SECONDS,
      });
    }
  };
}
