import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { millisecondsOf, type Clock } from '../lib/clock.ts';
import { databaseCounter, rateLimit, type RateLimitOptions } from '../lib/rate-limit.ts';
import { parseJsonBody } from '../lib/validate.ts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Auth } from './auth.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { passwordGuessingLimit } from './guessing.ts';
import type { MailSender } from './mail-sender.ts';
import { issueResetLink } from './reset-link.ts';
import { storagesOffWhenIdle } from './idle-storages.ts';
import { createSessionReader, type SessionReader } from './session-reader.ts';

const MINUTE = 60_000;

/** Answers no sooner than `ms` after the request came in, whatever the work in between took. */
function answerNoSoonerThan(ms: number): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const started = performance.now();
    await next();
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
}

/** Each /api/auth POST's JSON body, parsed once by `cleanJsonBody` for the limits to read. */
const parsedBodies = new WeakMap<Request, unknown>();

/** The e-mail address a JSON body names, lower-cased; null when it names none. */
function bodyEmail(c: Context): string | null {
  const email = (parsedBodies.get(c.req.raw) as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && EMAIL_KEY.test(email) ? email.trim().toLowerCase() : null;
}

/** What can be an address at all: anything else names no account, so counts for none. */
// No NUL either: a key PostgreSQL cannot store would fail the whole request.
// eslint-disable-next-line no-control-regex
const EMAIL_KEY = /^\s*[^\s@\u0000]{1,64}@[^\s@\u0000]{1,190}\s*$/;

/**
 * A JSON body that holds what no field may hold (lib/validate.ts: NUL, half a surrogate pair,
 * nesting past any real body) is refused before better-auth or a limit reads it; the body parsed
 * here is the one the limits read.
 */
const cleanJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST') {
    const text = await c.req.raw.clone().text();
    if (text !== '' && /json/i.test(c.req.header('content-type') ?? '')) {
      parsedBodies.set(c.req.raw, parseJsonBody(text));
    } else if (text !== '') {
      // Sent under another type, a body is still counted by the address it names.
      try {
        parsedBodies.set(c.req.raw, JSON.parse(text));
      } catch {
        // not JSON: it names no account
      }
    }
  }
  await next();
};

const wrongPassword = (c: Context) => c.res.status === 401 || c.res.status === 400;

export interface AuthRouteOptions {
  /** The shop's origin, for the reset link a locked-out owner is mailed. */
  publicUrl: string;
  /** Cookies marked Secure (production). */
  secureCookies: boolean;
  mail: Pick<MailSender, 'lockout'>;
}

/**
 * better-auth at /api/auth/*, behind limits on the endpoints worth guessing at or abusing for
 * mail: sign-in, sign-up, both halves of a password reset, a new confirmation mail and a signed-in
 * customer's password checks answer 429 with a message a customer can act on.
 */
export function authRoutes(auth: Auth, db: Database, options: AuthRouteOptions) {
  const betterAuth = storagesOffWhenIdle();
  const handle: MiddlewareHandler<AppEnv> = (c) => betterAuth(() => auth.handler(c.req.raw));
  /**
   * The session check every page load makes, through better-auth's own endpoint (its hooks, cookies
   * and answer) without its HTTP router, which better-auth 1.7 builds afresh for every request it
   * handles: about 0.4 ms of processor time a call, more than the endpoint itself when no one is
   * signed in (docs/decisions/017-api-overhead.md). The router's origin check passes every GET.
   */
  const getSession: MiddlewareHandler<AppEnv> = (c) =>
    betterAuth(() =>
      auth.api.getSession({ headers: c.req.raw.headers, query: c.req.query(), asResponse: true }),
    );
  const perClient = (scope: string, limit: number, message: string) =>
    rateLimit({ limit, windowMs: MINUTE, message, counter: databaseCounter(db, scope) });
  const perAccount = (scope: string, options: Omit<RateLimitOptions, 'windowMs' | 'counter'>) =>
    rateLimit({
      ...options,
      windowMs: ACCOUNT_LIMITS.accountWindowMs,
      counter: databaseCounter(db, scope),
    });
  const mailPerAddress = (scope: string) =>
    perAccount(scope, {
      limit: ACCOUNT_LIMITS.mailPerAddress,
      key: bodyEmail,
      message:
        'We have sent several e-mails to this address already. Please check your inbox, or wait a few minutes and try again.',
    });
  /**
   * Sign-ups racing for one new address: all but one fail to insert the account, and better-auth
   * answers those 422. Asked again, each finds the account made and answers as a sign-up for a
   * taken address does, so every racer gets the same answer.
   */
  const sameAnswerWhenRaced: MiddlewareHandler<AppEnv> = async (c, next) => {
    const again = c.req.raw.clone();
    await next();
    if (c.res.status !== 422) return;
    const problem = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    if (problem?.code === 'FAILED_TO_CREATE_USER') {
      c.res = await betterAuth(() => auth.handler(again));
    }
  };
  /**
   * Every call that takes a reset link's token (setting the password, asking whose link it is,
   * better-auth's own check of a link) counts against one allowance: no mix of them tries more
   * tokens a minute than the reset alone may.
   */
  const resetLinkUse = perClient(
    'reset',
    ACCOUNT_LIMITS.resetsPerClient,
    'Too many password reset attempts. Please wait a minute and try again.',
  );
  const passwordChecks = perAccount('password-check', {
    limit: ACCOUNT_LIMITS.wrongPasswordsPerCustomer,
    key: (c) => (c.var as AppEnv['Variables']).user?.id ?? null,
    countOnly: wrongPassword,
    message: 'Too many wrong passwords. Please wait a few minutes and try again.',
  });
  return new Hono<AppEnv>()
    .use(cleanJsonBody)
    .post(
      '/sign-in/email',
      perClient(
        'sign-in',
        ACCOUNT_LIMITS.signInPerClient,
        'Too many sign-in attempts. Please wait a minute and try again.',
      ),
      passwordGuessingLimit({
        db,
        limits: {
          perClient: ACCOUNT_LIMITS.wrongPasswordsPerAccountClient,
          perAccount: ACCOUNT_LIMITS.wrongPasswordsPerAccount,
          windowMs: ACCOUNT_LIMITS.accountWindowMs,
          message:
            'Too many wrong passwords for this account. Please wait a few minutes, or reset your password.',
        },
        secret: async () => (await auth.$context).secret,
        secureCookies: options.secureCookies,
        emailOf: bodyEmail,
        lockedOut: async (email, at) => {
          const [user] = await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(sql`lower(${users.email})`, email));
          if (!user) return;
          const resetUrl = await issueResetLink(auth, db, user.id, options.publicUrl, at);
          await options.mail.lockout({ userId: user.id, email: user.email, resetUrl });
        },
      }),
    )
    .post(
      '/sign-up/email',
      perClient(
        'sign-up',
        ACCOUNT_LIMITS.signUpPerClient,
        'Too many sign-up attempts. Please wait a minute and try again.',
      ),
      sameAnswerWhenRaced,
    )
    .post(
      '/request-password-reset',
      perClient(
        'reset-request',
        ACCOUNT_LIMITS.resetRequestsPerClient,
        'Too many password reset requests. Please wait a minute and try again.',
      ),
      mailPerAddress('reset-mail'),
      // After the limits: they count every address alike, so a refusal says nothing of accounts.
      answerNoSoonerThan(ACCOUNT_LIMITS.resetRequestAnswerMs),
    )
    .post('/reset-password', resetLinkUse)
    .get('/reset-link', resetLinkUse)
    .get('/reset-password/:token', resetLinkUse)
    .post(
      '/send-verification-email',
      perClient(
        'verification-mail',
        ACCOUNT_LIMITS.verificationMailPerClient,
        'Too many confirmation e-mails requested. Please wait a minute and try again.',
      ),
      mailPerAddress('verification-mail-address'),
    )
    .get('/get-session', getSession)
    .post('/change-password', passwordChecks)
    .post('/verify-password', passwordChecks)
    .on(['GET', 'POST'], '*', handle);
}

/** Sets `user` on every API request that carries a valid session cookie. */
export function sessionMiddleware(reader: SessionReader): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    if (cookie) {
      const user = await reader.read(cookie);
      if (user) c.set('user', user);
    }
    return next();
  };
}

/** The session reader for the cookies this better-auth instance sets, on the shop's clock. */
export async function sessionReaderFor(
  auth: Auth,
  db: Database,
  clock: Clock,
): Promise<SessionReader> {
  const context = await auth.$context;
  return createSessionReader(
    db,
    { name: context.authCookies.sessionToken.name, secret: context.secret },
    { now: millisecondsOf(clock) },
  );
}
