import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  DiscountCodeList,
  DiscountCodeRow,
  DiscountCodeSettings,
  DiscountCodeStatus,
} from '../../contract/admin.ts';
import { normalizeDiscountCode } from '../../domain/checkout/discount-code.ts';
import { cents, formatCents } from '../../domain/pricing/money.ts';
import { isPaid, ORDER_STATUSES } from '../../domain/orders/status.ts';
import { localDate, SHOP_TIME_ZONE } from '../../domain/shipping/delivery-estimate.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, orders } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { writeAudit, type Actor } from '../lib/audit.ts';

type CodeRow = typeof discountCodes.$inferSelect;
type Input = DiscountCodeSettings;

const PAID_STATUSES = ORDER_STATUSES.filter(isPaid);

/** A shop day's first moment, and the last moment of another: the window holds its days whole. */
const dayStart = (day: string) =>
  sql`((${day})::date)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}`;
const dayEnd = (day: string) =>
  sql`(((${day})::date + 1)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}) - interval '1 millisecond'`;

/** Whether a Postgres error (or the one it wraps) is a unique constraint refusing a row. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const takenMessage = (code: string) =>
  `There is already a code ${code}. Codes do not differ by case alone: choose another.`;

/** What the owner set, as the audit log keeps it before and after a change. */
function settingsOf(row: DiscountCodeRow) {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minimumSubtotalCents: row.minimumSubtotalCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    active: row.active,
    description: row.description,
  };
}

const SETTING_WORDS: Readonly<Record<keyof ReturnType<typeof settingsOf>, string>> = {
  code: 'code',
  kind: 'kind',
  percentOff: 'percentage',
  amountOffCents: 'amount',
  minimumSubtotalCents: 'minimum subtotal',
  validFrom: 'first day',
  validUntil: 'last day',
  usageLimit: 'usage limit',
  active: 'active',
  description: 'note',
};

/** What a code takes off, in the owner's words. */
function offText(row: Pick<DiscountCodeRow, 'kind' | 'percentOff' | 'amountOffCents'>): string {
  return row.kind === 'percent'
    ? `${row.percentOff} % off`
    : `${formatCents(cents(row.amountOffCents ?? 0))} off`;
}

function statusOf(row: CodeRow, now: Date): DiscountCodeStatus {
  if (!row.active) return 'inactive';
  if (row.validFrom !== null && now < row.validFrom) return 'scheduled';
  if (row.validUntil !== null && now > row.validUntil) return 'expired';
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) return 'used_up';
  return 'active';
}

/**
 * The owner's discount codes: listed with their uses, created, edited, switched off and on, and
 * deleted while no order names them. Each change locks the code, checks the version the owner saw,
 * and writes one audit entry in the same transaction. Checkout reads the table on every quote, so
 * a change holds from the next quote on.
 */
export function adminDiscountCodes(db: Database, now: () => Date) {
  /** Orders naming each code: every one, and those that paid. */
  async function usesOf(
    reader: Pick<Database, 'select'>,
    codes: string[],
  ): Promise<Map<string, { orders: number; paid: number }>> {
    const uses = new Map<string, { orders: number; paid: number }>();
    if (codes.length === 0) return uses;
    const rows = await reader
      .select({
        code: orders.discountCode,
        orders: count(),
        paid: sql<number>`(count(*) filter (where ${inArray(orders.status, PAID_STATUSES)}))::int`,
      })
      .from(orders)
      .where(inArray(orders.discountCode, codes))
      .groupBy(orders.discountCode);
    for (const row of rows) {
      if (row.code !== null) uses.set(row.code, { orders: row.orders, paid: row.paid });
    }
    return uses;
  }

  function rowOf(
    row: CodeRow,
    uses: { orders: number; paid: number } | undefined,
  ): DiscountCodeRow {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      percentOff: row.percentOff === null ? null : Number(row.percentOff),
      amountOffCents: row.amountOffCents,
      minimumSubtotalCents: row.minimumSubtotalCents,
      validFrom: row.validFrom === null ? null : localDate(row.validFrom),
      validUntil: row.validUntil === null ? null : localDate(row.validUntil),
      usageLimit: row.usageLimit,
      timesUsed: row.timesUsed,
      paidUses: uses?.paid ?? 0,
      used: row.timesUsed > 0 || (uses?.orders ?? 0) > 0,
      active: row.active,
      status: statusOf(row, now()),
      description: row.description,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function viewOf(reader: Pick<Database, 'select'>, row: CodeRow): Promise<DiscountCodeRow> {
    return rowOf(row, (await usesOf(reader, [row.code])).get(row.code));
  }

  /** The columns an input sets, once what the schema cannot check alone is checked. */
  function valuesOf(input: Input) {
    const fields: Record<string, string> = {};
    if (input.kind === 'percent' && input.percentOff == null) {
      fields['percentOff'] = 'Enter the percentage off.';
    }
    if (input.kind === 'fixed' && input.amountOffCents == null) {
      fields['amountOffCents'] = 'Enter the amount off.';
    }
    if (input.validFrom && input.validUntil && input.validFrom > input.validUntil) {
      fields['validUntil'] = 'The last day must be on or after the first day.';
    }
    const first = Object.values(fields)[0];
    if (first !== undefined) throw new AppError('invalid', first, fields);
    return {
      code: normalizeDiscountCode(input.code) ?? '',
      kind: input.kind,
      percentOff: input.kind === 'percent' ? String(input.percentOff) : null,
      amountOffCents: input.kind === 'fixed' ? (input.amountOffCents ?? null) : null,
      minimumSubtotalCents: input.minimumSubtotalCents ?? 0,
      validFrom: input.validFrom ? dayStart(input.validFrom) : null,
      validUntil: input.validUntil ? dayEnd(input.validUntil) : null,
      usageLimit: input.usageLimit ?? null,
      description: input.description || null,
    };
  }

  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /** The code locked for a change, the version the owner saw checked. */
  async function locked(tx: Tx, id: string, version: number | null): Promise<CodeRow> {
    const [row] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', 'There is no such discount code.');
    if (version !== null && row.version !== version) {
      throw new AppError(
        'conflict',
        `${row.code} was changed meanwhile. Reload the codes to see it as it now is, then make your change again.`,
      );
    }
    return row;
  }

  async function changed(tx: Tx, id: string, set: PgUpdateSetSource<typeof discountCodes>) {
    const [row] = await tx
      .update(discountCodes)
      .set({ ...set, version: sql`${discountCodes.version} + 1`, updatedAt: now() })
      .where(eq(discountCodes.id, id))
      .returning();
    return row!;
  }

  return {
    async list(): Promise<DiscountCodeList> {
      const rows = await db
        .select()
        .from(discountCodes)
        .orderBy(desc(discountCodes.active), asc(discountCodes.code));
      const uses = await usesOf(
        db,
        rows.map((row) => row.code),
      );
      return { codes: rows.map((row) => rowOf(row, uses.get(row.code))), today: localDate(now()) };
    },

    async create(input: Input, actor: Actor): Promise<DiscountCodeRow> {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discountCodes)
          .values({ ...values, createdAt: now(), updatedAt: now() })
          .onConflictDoNothing({ target: discountCodes.code })
          .returning();
        if (!row) {
          throw new AppError('conflict', takenMessage(values.code), {
            code: takenMessage(values.code),
          });
        }
        const view = rowOf(row, undefined);
        await writeAudit(
          tx,
          actor,
          {
            action: 'discount_code.create',
            entityType: 'discount_code',
            entityId: row.id,
            summary: `${row.code} created: ${offText(view)}`,
            after: settingsOf(view),
          },
          now(),
        );
        return view;
      });
    },

    async edit(
      id: string,
      input: Input & { version: number },
      actor: Actor,
    ): Promise<DiscountCodeRow> {
      const values = valuesOf(input);
      try {
        return await db.transaction(async (tx) => {
          const before = await viewOf(tx, await locked(tx, id, input.version));
          if (values.code !== before.code) {
            if (before.used) {
              const message = `${before.code} has been used, and its orders keep its name: it cannot be renamed. Deactivate it and create ${values.code} as a new code.`;
              throw new AppError('conflict', message, { code: message });
            }
            const [taken] = await tx
              .select({ id: discountCodes.id })
              .from(discountCodes)
              .where(and(eq(discountCodes.code, values.code), ne(discountCodes.id, id)));
            if (taken) {
              throw new AppError('conflict', takenMessage(values.code), {
                code: takenMessage(values.code),
              });
            }
          }
          const after = await viewOf(tx, await changed(tx, id, values));
          const was = settingsOf(before);
          const is = settingsOf(after);
          const differ = (Object.keys(was) as (keyof typeof was)[]).filter(
            (key) => was[key] !== is[key],
          );
          // Saved as it was: nothing changed, so the log keeps nothing and the version stays.
          if (differ.length === 0) throw new Unchanged(before);
          await writeAudit(
            tx,
            actor,
            {
              action: 'discount_code.edit',
              entityType: 'discount_code',
              entityId: id,
              summary: `${after.code} changed: ${differ.map((key) => SETTING_WORDS[key]).join(', ')}`,
              before: Object.fromEntries(differ.map((key) => [key, was[key]])),
              after: Object.fromEntries(differ.map((key) => [key, is[key]])),
            },
            now(),
          );
          return after;
        });
      } catch (error) {
        if (error instanceof Unchanged) return error.row;
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', takenMessage(values.code), {
            code: takenMessage(values.code),
          });
        }
        throw error;
      }
    },

    /** Switches a code off (checkout refuses it from then on) or on again. */
    async setActive(
      id: string,
      version: number,
      active: boolean,
      actor: Actor,
    ): Promise<DiscountCodeRow> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id, version);
        if (row.active === active) return viewOf(tx, row);
        const after = await viewOf(tx, await changed(tx, id, { active }));
        await writeAudit(
          tx,
          actor,
          {
            action: active ? 'discount_code.activate' : 'discount_code.deactivate',
            entityType: 'discount_code',
            entityId: id,
            summary: `${row.code} ${active ? 'activated' : 'deactivated'}`,
            before: { active: row.active },
            after: { active },
          },
          now(),
        );
        return after;
      });
    },

    /** Deletes a code no order has named; a used one stays, for its orders, and can be switched off. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await viewOf(tx, await locked(tx, id, null));
        if (before.used) {
          throw new AppError(
            'conflict',
            `${before.code} has been used by an order, so it stays for that order’s sake. Deactivate it instead.`,
          );
        }
        await tx.delete(discountCodes).where(eq(discountCodes.id, id));
        await writeAudit(
          tx,
          actor,
          {
            action: 'discount_code.delete',
            entityType: 'discount_code',
            entityId: id,
            summary: `${before.code} deleted`,
            before: settingsOf(before),
          },
          now(),
        );
      });
    },
  };
}

export type AdminDiscountCodes = ReturnType<typeof adminDiscountCodes>;

/** Leaves a transaction that changed nothing, so the version it counted up is rolled back. */
class Unchanged extends Error {
  constructor(readonly row: DiscountCodeRow) {
    super('unchanged');
  }
}
