import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../contract/admin.ts';
import type { Database } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

/** Who made a change: an owner's account, the command line, or the shop itself (expiry). */
export type Actor =
  | { readonly kind: 'account'; readonly userId: string; readonly email: string }
  | { readonly kind: 'command line' }
  | { readonly kind: 'the shop' };

export const COMMAND_LINE: Actor = { kind: 'command line' };
export const THE_SHOP: Actor = { kind: 'the shop' };

export function accountActor(user: { id: string; email: string }): Actor {
  return { kind: 'account', userId: user.id, email: user.email };
}

/** The actor as the log and the timeline name them. */
export function actorName(actor: Actor): string {
  return actor.kind === 'account' ? actor.email : actor.kind;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one entry; pass the transaction that makes the change, so both land or neither does. */
export async function writeAudit(
  writer: Pick<Database, 'insert'>,
  actor: Actor,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await writer.insert(adminAuditLog).values({
    actorUserId: actor.kind === 'account' ? actor.userId : null,
    actor: actorName(actor),
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: at,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  actor?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Inclusive start and exclusive end, as moments. */
  from?: Date | undefined;
  until?: Date | undefined;
  page: number;
}

/** The log, newest first, one page at a time. */
export async function readAudit(db: Database, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actor) where.push(ilike(adminAuditLog.actor, `%${likeText(filter.actor)}%`));
  if (filter.entityType) where.push(eq(adminAuditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(adminAuditLog.entityId, filter.entityId));
  if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
  if (filter.from) where.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.until) where.push(lt(adminAuditLog.createdAt, filter.until));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(condition)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(adminAuditLog).where(condition),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    before: row.before,
    after: row.after,
  }));
  return { entries, total: total?.total ?? 0, page: filter.page, pageSize: AUDIT_PAGE_SIZE };
}

/** Text for a LIKE pattern, its wildcards taken literally. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}
