import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { zipCodeProblem } from '../domain/account/address.ts';
import { US_STATES } from '../domain/account/us-states.ts';

/**
 * The shop's configuration, read from the environment once at start-up. Nothing else reads
 * process.env: the parsed value is passed to whatever needs it.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const portSchema = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const httpUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an ${what} URL such as https://shop.example` })
    .transform((value) => value.replace(/\/+$/, ''));

const hostList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
          'must be a comma-separated list of host names such as shop.example,www.shop.example',
        ),
    ),
  );

/** A US street address on one line: `3610 Hacks Cross Rd, Memphis, TN 38125`. */
const SHIP_FROM =
  /^(?<street>[^,]+),(?<city>[^,]+),\s*(?<state>[A-Za-z]{2})\s+(?<zip>\d{5}(?:-\d{4})?)$/;
const shipFromSchema = z.string().transform((value, ctx) => {
  const match = SHIP_FROM.exec(value.trim());
  const state = match?.groups?.state?.toUpperCase() ?? '';
  if (!match?.groups || !(US_STATES as readonly string[]).includes(state)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a US address such as "3610 Hacks Cross Rd, Memphis, TN 38125"',
    });
    return z.NEVER;
  }
  // The sender's ZIP code and state must agree, as a customer's must.
  const zipProblem = zipCodeProblem({ postalCode: match.groups.zip!, state });
  if (zipProblem) {
    ctx.addIssue({ code: 'custom', message: `must be a US address: ${zipProblem}` });
    return z.NEVER;
  }
  return {
    streetLines: [match.groups.street!.trim()],
    city: match.groups.city!.trim(),
    stateOrProvinceCode: state,
    postalCode: match.groups.zip!,
    countryCode: 'US' as const,
  };
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: portSchema.default(3000),
    HOST: optionalText,
    PUBLIC_URL: optionalText.pipe(httpUrl('http or https').optional()),
    DATA_DIR: optionalText,
    IMAGES_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: 'must be a PostgreSQL connection string such as postgres://user:pass@host:5432/db',
        })
        .optional(),
    ),
    AUTH_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters of random text').optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an SMTP URL such as smtp://user:pass@host:587',
        })
        .optional(),
    ),
    MAIL_FROM: optionalText,
    SHOP_INBOX: optionalText.pipe(z.email('must be an e-mail address').optional()),
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_…)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
        .optional(),
    ),
    FEDEX_BASE_URL: optionalText.pipe(httpUrl('https').optional()),
    FEDEX_CLIENT_ID: optionalText,
    FEDEX_CLIENT_SECRET: optionalText,
    FEDEX_ACCOUNT: optionalText,
    SHIP_FROM: optionalText.pipe(shipFromSchema.optional()),
    PRODUCTION_LEAD_DAYS: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, 'must be a whole number of working days from 0 to 120')
        .transform(Number)
        .pipe(z.number().max(120, 'must be a whole number of working days from 0 to 120'))
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_DISCOVERY_URL: optionalText.pipe(httpUrl('http or https').optional()),
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    INTERCOM_APP_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9]{4,16}$/i, 'must be an Intercom app id such as abc123de')
        .optional(),
    ),
    INTERCOM_SECRET: optionalText,
    GTM_ID: optionalText.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a tag manager id such as GTM-AB12CD3')
        .optional(),
    ),
    BRAND_NAME: optionalText.pipe(z.string().max(60, 'must be at most 60 characters').optional()),
    SOCIAL_HANDLE: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._]{1,30}$/, 'must be an account name such as birchandcell')
        .optional(),
    ),
    SITE_HOSTS: optionalText.pipe(hostList.optional()),
    ADMIN_EMAILS: optionalText.pipe(
      z
        .string()
        .transform((text) =>
          text
            .split(',')
            .map((address) => address.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email('must be comma-separated e-mail addresses')))
        .optional(),
    ),
    UNPAID_ORDER_HOURS: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, 'must be a whole number of hours from 1 to 2160')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, 'must be a whole number of hours from 1 to 2160')
            .max(2160, 'must be a whole number of hours from 1 to 2160'),
        )
        .optional(),
    ),
    MAIL_RETENTION_DAYS: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, 'must be a whole number of days from 1 to 3650')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, 'must be a whole number of days from 1 to 3650')
            .max(3650, 'must be a whole number of days from 1 to 3650'),
        )
        .optional(),
    ),
    DEV_MAIL: z
      .enum(['loopback', 'open', 'off'], {
        error: 'must be loopback (this machine only), open or off',
      })
      .default('loopback'),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^\d$/, 'must be the number of proxies in front of the shop, from 0 to 9')
        .transform(Number)
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TEST_CHEAP_PASSWORD_HASHING: optionalText.pipe(
      z.literal('1', { error: 'must be 1 (a test shop only) or unset' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const together: [string, string[]][] = [
      ['Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']],
      ['FedEx', ['FEDEX_CLIENT_ID', 'FEDEX_CLIENT_SECRET', 'FEDEX_ACCOUNT']],
      ['Google sign-in', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']],
      ['Apple sign-in', ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET']],
    ];
    for (const [service, names] of together) {
      const set = names.filter((name) => env[name as keyof typeof env] !== undefined);
      if (set.length > 0 && set.length < names.length) {
        for (const name of names.filter((n) => !set.includes(n))) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (${service})`,
          });
        }
      }
    }
    if (
      env.FEDEX_BASE_URL &&
      !(env.FEDEX_CLIENT_ID || env.FEDEX_CLIENT_SECRET || env.FEDEX_ACCOUNT)
    ) {
      for (const name of ['FEDEX_CLIENT_ID', 'FEDEX_CLIENT_SECRET', 'FEDEX_ACCOUNT']) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when FEDEX_BASE_URL is set (FedEx)',
        });
      }
    }
    // Cheap hashing saves test runs seconds a sign-up; a shop that keeps real passwords never
    // hashes them cheaply, so only a test shop may ask for it.
    if (env.TEST_CHEAP_PASSWORD_HASHING && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CHEAP_PASSWORD_HASHING'],
        message: `is for test shops only (NODE_ENV=test), not ${env.NODE_ENV}: a shop's passwords are hashed at full cost`,
      });
    }
    if (env.NODE_ENV === 'production') {
      // Without Stripe keys the shop takes test payments, which would mark orders paid for nothing.
      if (!env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'and the other Stripe keys are required in production (without them only test payments are taken)',
        });
      }
      if (!env.AUTH_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['AUTH_SECRET'],
          message: 'is required in production',
        });
      }
      if (!env.PUBLIC_URL?.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'must be the shop’s https:// address in production',
        });
      }
      if (!env.SITE_HOSTS?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['SITE_HOSTS'],
          message: 'must list the production host names in production',
        });
      }
    }
  });

export type Environment = 'development' | 'production' | 'test';

export type ShipFromAddress = z.output<typeof shipFromSchema>;

export const DEFAULT_PRODUCTION_LEAD_DAYS = 10;
export const DEFAULT_MAIL_RETENTION_DAYS = 30;
export const DEFAULT_UNPAID_ORDER_HOURS = 24;

export interface Config {
  env: Environment;
  port: number;
  host: string | undefined;
  publicUrl: string;
  dataDir: string;
  /** The source pictures served resized under /api/images (content/images by default). */
  imagesDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  brandName: string;
  /** The shop's account name on Instagram, Pinterest and YouTube, which the footer links to. */
  socialHandle: string;
  siteHosts: string[];
  /**
   * Proxies (load balancers) in front of the shop that append the caller to X-Forwarded-For: the
   * client address is that many entries from the right. 0: the socket's address, the header ignored.
   */
  trustProxy: number;
  /**
   * The developer mail page outside production: for callers on this machine only (`loopback`),
   * for anyone who can reach the shop (`open`), or not at all. Never in production.
   */
  devMail: 'loopback' | 'open' | 'off';
  /** `retentionDays`: a mail's text is blanked this many days after it was written. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    retentionDays: number;
    /**
     * Where the shop's own mail goes (contact messages, programme applications, paid orders,
     * payments that need a look): SHOP_INBOX, else MAIL_FROM's address.
     */
    shopInbox: string;
  };
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** FedEx's REST API, or any FedEx-compatible one; undefined: the built-in sandbox. */
  fedex: { baseUrl: string; clientId: string; clientSecret: string; account: string } | undefined;
  shipping: {
    /** Where parcels leave from; undefined: the default sender in Memphis, TN. */
    shipFrom: ShipFromAddress | undefined;
    /** Working days from an order to its furniture leaving the workshop. */
    productionLeadBusinessDays: number;
  };
  /**
   * `discoveryUrl` points Google sign-in at any OpenID Connect issuer (a Workspace proxy, or the
   * local issuer of the end-to-end tests) through the same sign-in and callback endpoints.
   */
  google: { clientId: string; clientSecret: string; discoveryUrl: string | undefined } | undefined;
  apple: { clientId: string; clientSecret: string } | undefined;
  intercom: { appId: string; secret: string | undefined } | undefined;
  gtmId: string | undefined;
  /** Addresses (lower case) whose accounts are admins once confirmed: ADMIN_EMAILS. */
  adminEmails: string[];
  /** Hours an order may wait for its payment before the shop cancels it: UNPAID_ORDER_HOURS. */
  unpaidOrderHours: number;
  /**
   * How passwords are hashed: `full`, better-auth's scrypt parameters, always outside tests;
   * `cheap`, a test shop's (TEST_CHEAP_PASSWORD_HASHING=1 with NODE_ENV=test), whose throwaway
   * accounts need no protection and whose many sign-ups should cost milliseconds.
   */
  passwordHashing: 'full' | 'cheap';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_BRAND = 'Birch & Cell';
export const DEFAULT_SOCIAL_HANDLE = 'birchandcell';

/** Parses the environment; throws a ConfigError naming every wrong or missing variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const brandName = env.BRAND_NAME ?? DEFAULT_BRAND;
  const mailFrom = env.MAIL_FROM ?? `${brandName} <hello@birchandcell.example>`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir: env.DATA_DIR ?? './data',
    imagesDir: env.IMAGES_DIR ?? DEFAULT_IMAGES_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    brandName,
    socialHandle: env.SOCIAL_HANDLE ?? DEFAULT_SOCIAL_HANDLE,
    siteHosts: env.SITE_HOSTS ?? [],
    trustProxy: env.TRUST_PROXY ?? 0,
    devMail: env.DEV_MAIL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: mailFrom,
      retentionDays: env.MAIL_RETENTION_DAYS ?? DEFAULT_MAIL_RETENTION_DAYS,
      shopInbox: env.SHOP_INBOX ?? addressOf(mailFrom),
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    fedex:
      env.FEDEX_CLIENT_ID && env.FEDEX_CLIENT_SECRET && env.FEDEX_ACCOUNT
        ? {
            baseUrl: env.FEDEX_BASE_URL ?? 'https://apis.fedex.com',
            clientId: env.FEDEX_CLIENT_ID,
            clientSecret: env.FEDEX_CLIENT_SECRET,
            account: env.FEDEX_ACCOUNT,
          }
        : undefined,
    shipping: {
      shipFrom: env.SHIP_FROM,
      productionLeadBusinessDays: env.PRODUCTION_LEAD_DAYS ?? DEFAULT_PRODUCTION_LEAD_DAYS,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET }
        : undefined,
    intercom: env.INTERCOM_APP_ID
      ? { appId: env.INTERCOM_APP_ID, secret: env.INTERCOM_SECRET }
      : undefined,
    gtmId: env.GTM_ID,
    adminEmails: env.ADMIN_EMAILS ?? [],
    unpaidOrderHours: env.UNPAID_ORDER_HOURS ?? DEFAULT_UNPAID_ORDER_HOURS,
    passwordHashing: env.TEST_CHEAP_PASSWORD_HASHING ? 'cheap' : 'full',
  };
}

/** What the browser may know about the configuration; nothing secret. */
export interface PublicConfig {
  brandName: string;
  socialHandle: string;
  publicUrl: string;
  environment: Environment;
  siteHosts: string[];
  gtmId: string | null;
  intercomAppId: string | null;
}

export function publicConfig(config: Config): PublicConfig {
  return {
    brandName: config.brandName,
    socialHandle: config.socialHandle,
    publicUrl: config.publicUrl,
    environment: config.env,
    siteHosts: config.siteHosts,
    gtmId: config.gtmId ?? null,
    intercomAppId: config.intercom?.appId ?? null,
  };
}

/** The process's configuration; entry points call this once and pass the result on. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}

/** The bare address of `Name <address>`, or the text itself. */
const DEFAULT_IMAGES_DIR = fileURLToPath(new URL('../../content/images', import.meta.url));

function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}
