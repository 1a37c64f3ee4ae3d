import { z } from 'zod';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getSessionFromCtx,
  isAPIError,
} from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq } from 'drizzle-orm';
import { passwordSchema } from '../../domain/account/credentials.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { databaseCounter } from '../lib/rate-limit.ts';
import type { Logger } from '../logger.ts';
import type { MailSender } from './mail-sender.ts';
import { passwordHashingFor } from './password-hashing.ts';
import {
  endOtherResetLinks,
  RESET_LINK_SECONDS,
  resetLinkAccount,
  resetPageUrl,
} from './reset-link.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';

/** What the sign-in hooks learn about the customer who just signed in. */
export interface SignedInUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Work that runs after every sign-in (password, confirmation link, Google, Apple) for a customer
 * whose e-mail is verified: the welcome mail, and order claiming once checkout lands (docs/rules/accounts.md
 * claims guest orders only for a verified address). A failing hook is logged, never fails sign-in.
 */
export type SignInHook = (user: SignedInUser) => Promise<void>;

export interface AuthDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mail: MailSender;
  signInHooks: SignInHook[];
  /**
   * Told, by better-auth's database hooks, whenever one of a customer's sessions ends or changes
   * or the customer's own record changes (sign-out, password reset or change, revoking sessions,
   * confirming the address): what was kept about those sessions is stale.
   */
  accountChanged?: (userId: string) => void;
  /**
   * The shop's clock, for what the shop's own code decides here: whether a confirmation link's
   * token is still good before better-auth sees it, whether a reset link can still be used
   * (reset-link.ts), the confirmation mails per address and when an address was confirmed.
   * better-auth reads the machine's clock itself, and no option of its changes that: the expiry
   * it writes into sessions, reset links and confirmation tokens and its own checks of them, and
   * the creation and refresh times of accounts and sessions. In the running shop the two are the
   * same clock; a test that sets the shop's clock far from the machine's leaves better-auth behind.
   */
  clock: Clock;
}

const SESSION_DAYS = 30;
const CONFIRMATION_SECONDS = 24 * 60 * 60;

interface ProviderProfile {
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  picture?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The spec's user fields (docs/rules/accounts.md) from an OpenID Connect profile. */
function profileFields(profile: ProviderProfile) {
  const firstName = text(profile.given_name);
  const lastName = text(profile.family_name);
  const fullName = text(profile.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || null);
  return { firstName, lastName, fullName, avatarUrl: text(profile.picture) };
}

/** The new password of sign-up, reset and change must meet the rules of docs/rules/accounts.md. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const accountName = (max: number) =>
  z.string({ error: `Enter a name of at most ${max} characters.` }).max(max, {
    error: `Enter a name of at most ${max} characters.`,
  });

/**
 * What sign-up and update-user may set on an account: names within the profile's 60 characters
 * (the full name joins two), and no picture by address: pictures come only from Google or Apple.
 */
const ACCOUNT_FIELDS = z.object({
  name: accountName(60).optional(),
  firstName: accountName(60).nullish(),
  lastName: accountName(60).nullish(),
  fullName: accountName(121).nullish(),
  image: z
    .null({ error: 'A profile picture can only come from Google or Apple sign-in.' })
    .optional(),
});

function accountFieldsProblem(path: string, body: unknown): string | null {
  if (path !== '/sign-up/email' && path !== '/update-user') return null;
  const checked = ACCOUNT_FIELDS.safeParse(body ?? {});
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the name.');
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface SignUpBody {
  email?: unknown;
  password?: unknown;
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  fullName?: unknown;
}

/**
 * The proof, kept in the browser that signed up, of who set an unconfirmed account's password:
 * the account's id and a fingerprint of the password hash at the time. Confirming the address signs
 * in only the browser whose proof still matches (docs/rules/accounts.md, decision 015).
 */
const SIGN_UP_PROOF_COOKIE = 'sign_up_proof';
const SIGN_UP_PROOF_SECONDS = 24 * 60 * 60;

const fingerprint = (hash: string) =>
  createHash('sha256').update(hash).digest('base64url').slice(0, 22);

/** The proof's value for an account with this password hash. */
const proofValue = (userId: string, hash: string) => `${userId}.${fingerprint(hash)}`;

/** Whether the request's sign-up proof names this account and this (its current) password hash. */
async function provesPassword(ctx: HookContext, userId: string, hash: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(SIGN_UP_PROOF_COOKIE);
  return (await ctx.getSignedCookie(cookie.name, ctx.context.secret)) === proofValue(userId, hash);
}

const bodyText = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The address a confirmation link's token names, when the token is one better-auth signed (an
 * HS256 JWT under the auth secret) and has not expired; anything else is left to better-auth, which
 * refuses it.
 */
export function confirmationLinkEmail(
  token: unknown,
  secret: string,
  nowMs: number,
): string | null {
  if (typeof token !== 'string') return null;
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
      exp?: unknown;
    };
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return null;
    return typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * better-auth's answers that carry a session's raw token, without it: the browser holds the token
 * in its http-only cookie and no script needs it (docs/rules/accounts.md). Undefined: an answer
 * to leave as it is.
 */
function withoutSessionTokens(path: string, returned: unknown): unknown {
  if (returned === null || typeof returned !== 'object' || isAPIError(returned)) return undefined;
  if (path === '/sign-in/email' && 'token' in returned) return { ...returned, token: null };
  if (path === '/get-session' && 'session' in returned) {
    const { session } = returned as { session: Record<string, unknown> };
    return { ...returned, session: { ...session, token: undefined } };
  }
  if (path === '/list-sessions' && Array.isArray(returned)) {
    return (returned as Record<string, unknown>[]).map((session) => ({
      ...session,
      token: undefined,
    }));
  }
  return undefined;
}

/** The unconfirmed account at this address and its password hash, if it has a password. */
async function unconfirmedAccount(ctx: HookContext, email: string) {
  const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found || found.user.emailVerified) return null;
  const hash = found.accounts.find((account) => account.providerId === 'credential')?.password;
  return hash ? { user: found.user, hash } : null;
}

export function createAuth({
  config,
  db,
  logger,
  mail,
  signInHooks,
  accountChanged = () => {},
  clock,
}: AuthDeps) {
  const google = config.google;
  const secret = config.authSecret ?? randomBytes(32).toString('base64url');
  const confirmationMail = async (
    user: { id: string; email: string; firstName?: string | null },
    token: string,
  ) => {
    const url = new URL('/', config.publicUrl);
    url.searchParams.set('confirm-email', 'true');
    url.searchParams.set('email', user.email);
    url.searchParams.set('type', 'signup');
    url.searchParams.set('token', token);
    await mail.confirmation({
      userId: user.id,
      email: user.email,
      // Not greeted by name: anyone can sign up with any address and name, and the name would be
      // their words in the shop's own mail.
      firstName: null,
      confirmationUrl: url.toString(),
    });
  };
  const verificationMails = databaseCounter(db, 'verification-mail-address');
  /** A hash of no one's password, checked where an address has none, so answers take as long. */
  let dummyHash: Promise<string> | undefined;
  /** The account each confirmation call confirmed, by its request (afterEmailVerification). */
  const confirmedNow = new WeakMap<Request, string>();
  /** The address each confirmation call's token was issued for, read before better-auth's check. */
  const linkAddress = new WeakMap<Request, string>();

  /**
   * A sign-up for an address whose account was never confirmed takes that account over: the new
   * password and names replace the old, its sessions end, and the owner of the address is mailed a
   * fresh link (onExistingUserSignUp). Whoever signed up first cannot keep an account at someone
   * else's address. For any other sign-up a password is hashed here too, so that an unconfirmed
   * address answers in the same time as a confirmed or an unknown one.
   */
  const takeOverUnconfirmed = async (ctx: HookContext) => {
    const body = (ctx.body ?? {}) as SignUpBody;
    const email = bodyText(body.email)?.toLowerCase();
    const password = bodyText(body.password);
    if (!email || !password) return;
    const pending = await unconfirmedAccount(ctx, email);
    const hash = await ctx.context.password.hash(password);
    if (!pending) return;
    const now = clock();
    await db
      .update(accounts)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(accounts.userId, pending.user.id), eq(accounts.providerId, 'credential')));
    await db
      .update(users)
      .set({
        name: bodyText(body.name) ?? '',
        firstName: bodyText(body.firstName),
        lastName: bodyText(body.lastName),
        fullName: bodyText(body.fullName),
        updatedAt: now,
      })
      .where(eq(users.id, pending.user.id));
    await db.delete(sessions).where(eq(sessions.userId, pending.user.id));
  };

  /**
   * After a sign-up, or a sign-in refused only because the address is not confirmed yet, the
   * browser that gave the unconfirmed account's current password keeps a signed proof of it. The
   * password is checked against the stored hash, so of two sign-ups racing for one address only
   * the one whose password stands gets a proof.
   */
  const rememberPasswordSetter = async (
    ctx: HookContext,
    { answerAlike = false }: { answerAlike?: boolean } = {},
  ) => {
    const body = (ctx.body ?? {}) as SignUpBody;
    const email = bodyText(body.email)?.toLowerCase();
    const password = bodyText(body.password);
    if (!email || !password) return;
    const pending = await unconfirmedAccount(ctx, email);
    dummyHash ??= ctx.context.password.hash(randomBytes(16).toString('base64url'));
    const setBySigner = await ctx.context.password.verify({
      hash: pending?.hash ?? (await dummyHash),
      password,
    });
    // A sign-up answers alike whoever has the address (no account enumeration): where it earns
    // no proof it still gets one, naming no account, after the same password check.
    if (!(pending && setBySigner) && !answerAlike) return;
    const value =
      pending && setBySigner
        ? proofValue(pending.user.id, pending.hash)
        : `${randomBytes(16).toString('base64url')}.${randomBytes(16).toString('base64url').slice(0, 22)}`;
    const cookie = ctx.context.createAuthCookie(SIGN_UP_PROOF_COOKIE, {
      maxAge: SIGN_UP_PROOF_SECONDS,
    });
    await ctx.setSignedCookie(cookie.name, value, ctx.context.secret, {
      ...cookie.attributes,
      path: '/api/auth',
    });
  };

  /**
   * A confirmation link confirms an address only in a browser that proves it knows the account's
   * current password (the sign-up proof, given at sign-up or at a sign-in refused for the
   * unconfirmed address). Otherwise whoever last set the password — perhaps someone signing up
   * with another's address — would hold a confirmed account there, with the address's earlier
   * guest orders. Without the proof the link confirms nothing and asks for the password
   * (`passwordNeeded`); the link still works once the proof is there.
   */
  const linkNeedsPassword = async (ctx: HookContext) => {
    const email = confirmationLinkEmail(ctx.query?.token, ctx.context.secret, clock().getTime());
    if (!email) return;
    if (ctx.request) linkAddress.set(ctx.request, email);
    const pending = await unconfirmedAccount(ctx, email);
    if (!pending) return;
    if (await provesPassword(ctx, pending.user.id, pending.hash)) return;
    const current = await getSessionFromCtx(ctx);
    return ctx.json({
      status: true,
      email,
      confirmed: false,
      signedIn: false,
      signedInAs: current?.user.email ?? null,
      passwordNeeded: true,
    });
  };

  /**
   * A valid confirmation link confirms the address (better-auth); it signs in only a browser with
   * no session of its own whose sign-up proof names this account and its current password. A
   * customer already signed in stays who they are (no login by someone else's link), and a link
   * mailed for an account somebody else set the password of never signs into it. Either answer
   * names the address the token was issued for, never one from the link, which anyone can edit.
   */
  const signInPasswordSetter = async (ctx: HookContext) => {
    if (isAPIError(ctx.context.returned)) return;
    // Read from the token before better-auth accepted it (so still within its time), never from
    // the link's own parameters.
    const email = ctx.request ? linkAddress.get(ctx.request) : undefined;
    if (!email)
      throw new APIError('BAD_REQUEST', { message: 'Invalid token', code: 'INVALID_TOKEN' });
    const userId = ctx.request ? confirmedNow.get(ctx.request) : undefined;
    const current = await getSessionFromCtx(ctx);
    const answer = (signedIn: boolean) =>
      ctx.json({
        status: true,
        email,
        confirmed: userId !== undefined,
        signedIn,
        signedInAs: current?.user.email ?? null,
      });
    if (current || !userId) return answer(current !== null && current.user.id === userId);
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    const found = await ctx.context.internalAdapter.findUserById(userId);
    if (
      !found ||
      !credential?.password ||
      !(await provesPassword(ctx, userId, credential.password))
    )
      return answer(false);
    const session = await ctx.context.internalAdapter.createSession(userId);
    await setSessionCookie(ctx, { session, user: found });
    const cookie = ctx.context.createAuthCookie(SIGN_UP_PROOF_COOKIE);
    ctx.setCookie(cookie.name, '', { ...cookie.attributes, path: '/api/auth', maxAge: 0 });
    return ctx.json({
      status: true,
      email,
      confirmed: true,
      signedIn: true,
      signedInAs: found.email,
    });
  };

  const runSignInHooks = async (userId: string) => {
    const [user] = await db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.emailVerified) return;
    for (const hook of signInHooks) {
      try {
        await hook(user);
      } catch (error) {
        logger.error({ err: error, userId }, 'a sign-in hook failed');
      }
    }
  };

  return betterAuth({
    appName: config.brandName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // main.ts always sets it; an in-process test shop signs with a secret of its own.
    secret,
    trustedOrigins: [config.publicUrl, ...(config.apple ? ['https://appleid.apple.com'] : [])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    logger: {
      log: (level, message, ...args) => {
        const fields = args.length ? { details: args } : {};
        if (level === 'error') logger.error(fields, `auth: ${message}`);
        else if (level === 'warn') logger.warn(fields, `auth: ${message}`);
        else logger.debug(fields, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
    // Reset links and other tokens are stored as their hashes: the database alone opens nothing.
    verification: { storeIdentifier: 'hashed' },
    // Our own limiter answers 429 in front of the handler (routes.ts); one limiter, one message.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its CSRF origin check under NODE_ENV=test; the shop checks always.
      disableOriginCheck: false,
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true, fieldName: 'firstName' },
        lastName: { type: 'string', required: false, input: true, fieldName: 'lastName' },
        fullName: { type: 'string', required: false, input: true, fieldName: 'fullName' },
        avatarUrl: { type: 'string', required: false, input: false, fieldName: 'avatarUrl' },
        emailConfirmedAt: { type: 'date', required: false, input: false, returned: false },
        welcomedAt: { type: 'date', required: false, input: false, returned: false },
        // Returned so the browser knows to offer the admin; the server checks it on every call.
        role: { type: 'string', required: false, input: false, defaultValue: 'customer' },
      },
    },
    account: {
      // Signing in with Google or Apple for an address that has a password account adds the
      // provider to that account instead of refusing; the providers vouch for the address.
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashingFor(config),
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // A sign-up for an address already taken answers as a new one does. When the account there
      // was never confirmed, the sign-up took it over (hooks.before) and its owner gets a fresh
      // link, within the mail-per-address limit of the confirmation mail.
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) return;
        const sent = await verificationMails.hit(
          user.email,
          ACCOUNT_LIMITS.accountWindowMs,
          clock().getTime(),
        );
        if (sent.count > ACCOUNT_LIMITS.mailPerAddress) return;
        const token = await createEmailVerificationToken(
          secret,
          user.email,
          undefined,
          CONFIRMATION_SECONDS,
          { userId: user.id },
        );
        await confirmationMail(
          user as { id: string; email: string; firstName?: string | null },
          token,
        );
      },
      // One reset link used ends every other one still outstanding for the account: the only
      // verification rows that carry a customer's id as their value are reset links.
      onPasswordReset: async ({ user }) => {
        await db.delete(verifications).where(eq(verifications.value, user.id));
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // The link carries the token only: the reset page learns the address from it
      // (reset-link.ts), so an edited link cannot make the page name or sign in to another account.
      // A new link ends the ones mailed before it.
      sendResetPassword: async ({ user, token }) => {
        await endOtherResetLinks(db, user.id, token);
        await mail.passwordReset({
          userId: user.id,
          email: user.email,
          resetUrl: resetPageUrl(config.publicUrl, token),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Signing in after confirming is decided by the sign-up proof (hooks.after), never by the
      // link alone.
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_SECONDS,
      // The link lands on the home page (docs/rules/accounts.md), which confirms with this token.
      sendVerificationEmail: async ({ user, token }, request) => {
        // Every confirmation mail counts against the address's limit (decision 013): at sign-up,
        // at a sign-in refused for the unconfirmed address, and when asked for again (counted in
        // front of that call, routes.ts).
        const askedAgain = request?.url.includes('/send-verification-email') ?? false;
        if (!askedAgain) {
          const sent = await verificationMails.hit(
            user.email,
            ACCOUNT_LIMITS.accountWindowMs,
            clock().getTime(),
          );
          if (sent.count > ACCOUNT_LIMITS.mailPerAddress) {
            logger.warn({ userId: user.id }, 'confirmation mail not sent: the address had enough');
            return;
          }
        }
        await confirmationMail(
          user as { id: string; email: string; firstName?: string | null },
          token,
        );
      },
      afterEmailVerification: async (user, request) => {
        if (request) confirmedNow.set(request, user.id);
        await db.update(users).set({ emailConfirmedAt: clock() }).where(eq(users.id, user.id));
      },
    },
    socialProviders: {
      ...(google && !google.discoveryUrl
        ? {
            google: {
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              prompt: 'select_account',
              mapProfileToUser: (profile) => profileFields(profile),
            },
          }
        : {}),
      ...(config.apple
        ? {
            apple: {
              clientId: config.apple.clientId,
              clientSecret: config.apple.clientSecret,
              mapProfileToUser: (profile) => profileFields(profile as ProviderProfile),
            },
          }
        : {}),
    },
    plugins: [
      resetLinkAccount(clock),
      ...(google?.discoveryUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => profileFields(profile as ProviderProfile),
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/verify-email') return linkNeedsPassword(ctx);
        const problem = accountFieldsProblem(ctx.path, ctx.body);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_INPUT' });
        const field = PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const value: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
        const checked = passwordSchema.safeParse(value);
        if (!checked.success) {
          throw new APIError('BAD_REQUEST', {
            message: checked.error.issues[0]?.message ?? 'Invalid password',
            code: 'PASSWORD_RULES',
          });
        }
        if (ctx.path === '/sign-up/email') await takeOverUnconfirmed(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/sign-up/email' && !isAPIError(returned)) {
          await rememberPasswordSetter(ctx, { answerAlike: true });
        }
        // better-auth checks the password before it refuses an unconfirmed address.
        if (
          ctx.path === '/sign-in/email' &&
          isAPIError(returned) &&
          returned.body?.code === 'EMAIL_NOT_VERIFIED'
        ) {
          await rememberPasswordSetter(ctx);
        }
        if (ctx.path === '/verify-email') return signInPasswordSetter(ctx);
        const withoutToken = withoutSessionTokens(ctx.path, returned);
        if (withoutToken !== undefined) return ctx.json(withoutToken);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await runSignInHooks(session.userId);
          },
        },
        update: { after: async (session) => accountChanged(session.userId) },
        delete: { after: async (session) => accountChanged(session.userId) },
      },
      user: {
        update: { after: async (user) => accountChanged(user.id) },
        delete: { after: async (user) => accountChanged(user.id) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
