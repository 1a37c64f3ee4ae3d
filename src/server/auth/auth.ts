import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { eq } from 'drizzle-orm';
import { passwordSchema } from '../../domain/account/credentials.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { MailSender } from './mail-sender.ts';

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
}

const SESSION_DAYS = 30;

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

export function createAuth({ config, db, logger, mail, signInHooks }: AuthDeps) {
  const google = config.google;
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
    secret: config.authSecret ?? randomBytes(32).toString('base64url'),
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
      // No `backgroundTasks`: every call finishes its work before it answers, which switching
      // better-auth's storages off between calls relies on (auth-storage.ts).
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
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // One reset link used ends every other one still outstanding for the account: the only
      // verification rows that carry a customer's id as their value are reset links.
      onPasswordReset: async ({ user }) => {
        await db.delete(verifications).where(eq(verifications.value, user.id));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = new URL('/reset-password', config.publicUrl);
        url.searchParams.set('token', token);
        url.searchParams.set('email', user.email);
        await mail.passwordReset({ userId: user.id, email: user.email, resetUrl: url.toString() });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // The link lands on the home page (docs/rules/accounts.md), which confirms with this token.
      sendVerificationEmail: async ({ user, token }) => {
        const url = new URL('/', config.publicUrl);
        url.searchParams.set('confirm-email', 'true');
        url.searchParams.set('email', user.email);
        url.searchParams.set('type', 'signup');
        url.searchParams.set('token', token);
        await mail.confirmation({
          userId: user.id,
          email: user.email,
          firstName: (user as { firstName?: string | null }).firstName ?? null,
          confirmationUrl: url.toString(),
        });
      },
      afterEmailVerification: async (user) => {
        await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
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
    plugins: google?.discoveryUrl
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
      : [],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
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
      }),
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await runSignInHooks(session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
