import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAtColumn, idColumn } from './columns.ts';

/**
 * Every change made in the owner's admin, and every role granted or taken away: who made it, when,
 * what it touched, and the thing before and after. Written in the transaction that made the
 * change, so there is exactly one entry per change and none for a change that did not happen.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: idColumn(),
    /** The account that made the change; null for the command line or the shop itself. */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's e-mail, or `command line` / `the shop`; kept if the account goes. */
    actor: text('actor').notNull(),
    /** What was done, as `area.verb`: `order.move`, `order.refund`, `role.grant`… */
    action: text('action').notNull(),
    /** What it was done to: `order`, `account`, `mail`… */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** One line in the owner's words: "Order BC-… moved from Paid to In production". */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('admin_audit_log_actor_idx').on(table.actor, table.createdAt),
  ],
);
