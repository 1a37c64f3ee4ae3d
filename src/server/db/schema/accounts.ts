import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccountRole } from '../../../contract/admin.ts';
import { createdAtColumn, idColumn, momentColumn, timestampColumns } from './columns.ts';

/**
 * Accounts, in better-auth's documented tables (user, session, account, verification) under the
 * shop's plural names, plus the spec's user fields (docs/rules/accounts.md: first name, last name, full name,
 * avatar URL) and the welcome-mail bookkeeping (docs/rules/accounts.md).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    /** When the address was confirmed; the welcome mail's five-minute window counts from it. */
    emailConfirmedAt: momentColumn('email_confirmed_at'),
    /** Set once the welcome mail was handed to the mail server, never before. */
    welcomedAt: momentColumn('welcomed_at'),
    /**
     * `admin` opens the owner's admin; made by `npm run admin:grant` or by ADMIN_EMAILS once the
     * address is confirmed (src/server/admin/roles.ts).
     */
    role: text('role').$type<AccountRole>().notNull().default('customer'),
    ...timestampColumns(),
  },
  (table) => [check('users_role', sql`${table.role} in ('customer', 'admin')`)],
);

/** The customer a row belongs to; closing the account removes the row. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: momentColumn('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userIdColumn(),
    ...timestampColumns(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userIdColumn(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: momentColumn('access_token_expires_at'),
    refreshTokenExpiresAt: momentColumn('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestampColumns(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: momentColumn('expires_at').notNull(),
    ...timestampColumns(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Every e-mail is written here first, in the same transaction as what caused it, and sent by the
 * outbox worker with retries (docs/rules/integrations.md): a mail server outage loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** confirmation, welcome, password-reset (order mails come with checkout). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes when not to the sender: the customer behind a contact message. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** pending → sent; failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: momentColumn('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: momentColumn('sent_at'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** A signed-in customer's saved shipping addresses (US); checkout offers the default one. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: userIdColumn(),
    fullName: text('full_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestampColumns(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);
