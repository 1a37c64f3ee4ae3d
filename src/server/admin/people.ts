import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  CustomerList,
  CustomerQuery,
  CustomerView,
  MessageList,
  MessageQuery,
  MessageState,
  MessageView,
  SavedDesignRow,
  SubscriberList,
  SubscriberQuery,
} from '../../contract/admin-people.ts';
import type { MessageKind } from '../../contract/messages.ts';
import { csvLines } from '../../domain/csv.ts';
import { ORDER_STATUS_LABELS } from '../../domain/orders/status.ts';
import type { Database } from '../db/client.ts';
import {
  cartItems,
  contactMessages,
  newsletterSubscribers,
  orders,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { likeText, writeAudit, type Actor } from '../lib/audit.ts';

const EXCERPT_LENGTH = 140;
const CSV_BATCH = 500;

/** The name the account goes by: the full name given, else the one it signed up with. */
const nameOf = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.name})`;

function pageOf(query: { page?: string | undefined; pageSize?: string | undefined }) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const STATE_WORDS: Readonly<Record<MessageState, string>> = {
  unread: 'unread',
  read: 'read',
  answered: 'answered',
};

/**
 * The owner's people: customers with their orders and saved designs, the confirmed newsletter
 * subscribers, and the messages sent to the shop. Lists are searched, ordered and paged by the
 * database, each with a last key (the id) so that rows sharing a moment keep their places between
 * pages. Nothing here reads a password or a token.
 */
export function adminPeople(db: Database, now: () => Date) {
  function customerFilter(query: CustomerQuery): SQL | undefined {
    const q = query.q?.trim();
    if (!q) return undefined;
    const text = `%${likeText(q)}%`;
    return or(ilike(users.email, text), ilike(nameOf, text));
  }

  function subscriberFilter(query: SubscriberQuery): SQL {
    const where = [
      isNotNull(newsletterSubscribers.confirmedAt),
      isNull(newsletterSubscribers.unsubscribedAt),
    ];
    const q = query.q?.trim();
    if (q) where.push(ilike(newsletterSubscribers.email, `%${likeText(q)}%`));
    return and(...where)!;
  }

  function messageFilter(query: MessageQuery): SQL | undefined {
    const where: SQL[] = [];
    if (query.kind === 'contact') where.push(eq(contactMessages.kind, 'contact'));
    if (query.kind === 'applications') where.push(ne(contactMessages.kind, 'contact'));
    if (query.state) where.push(eq(contactMessages.state, query.state));
    const q = query.q?.trim();
    if (q) {
      const text = `%${likeText(q)}%`;
      where.push(or(ilike(contactMessages.email, text), ilike(contactMessages.name, text))!);
    }
    return where.length ? and(...where) : undefined;
  }

  async function savedDesigns(
    table: typeof cartItems | typeof wishlistItems,
    userId: string,
    withQuantity: boolean,
  ): Promise<SavedDesignRow[]> {
    const rows = await db
      .select({
        id: table.id,
        name: sql<string>`${sql.identifier('name')}`,
        dimensions: sql<string | null>`${sql.identifier('dimensions')}`,
        priceCents: sql<number>`${sql.identifier('price_cents')}`,
        quantity: withQuantity
          ? sql<number | null>`${sql.identifier('quantity')}`
          : sql<null>`null`,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt), desc(table.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      dimensions: row.dimensions,
      priceCents: Number(row.priceCents),
      quantity: row.quantity === null ? null : Number(row.quantity),
      addedAt: row.createdAt.toISOString(),
    }));
  }

  async function* subscribersCsv(query: SubscriberQuery): AsyncGenerator<string> {
    yield csvLines([['E-mail', 'Source', 'Confirmed', 'Signed up']]);
    const where = subscriberFilter(query);
    // Read by keyset, a batch at a time, so a long list is never held whole.
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const batch = await readBatch(after);
      if (batch.length === 0) return;
      yield csvLines(
        batch.map((row) => [
          row.email,
          row.source,
          row.confirmedAt?.toISOString() ?? '',
          row.createdAt.toISOString(),
        ]),
      );
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.key, id: last.id };
    }

    function readBatch(cursor: { createdAt: string; id: string } | null) {
      return db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          source: newsletterSubscribers.source,
          confirmedAt: newsletterSubscribers.confirmedAt,
          createdAt: newsletterSubscribers.createdAt,
          // The moment to the microsecond, which a Date would cut to the millisecond.
          key: sql<string>`${newsletterSubscribers.createdAt}::text`,
        })
        .from(newsletterSubscribers)
        .where(
          cursor
            ? and(
                where,
                sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
              )
            : where,
        )
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(CSV_BATCH);
    }
  }

  async function messageOf(id: string): Promise<MessageView> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw new AppError('not_found', 'There is no such message.');
    return {
      id: row.id,
      kind: row.kind as MessageKind,
      name: row.name,
      email: row.email,
      topic: row.topic,
      company: row.company,
      phone: row.phone,
      website: row.website,
      message: row.message,
      state: row.state,
      receivedAt: row.createdAt.toISOString(),
      customerId: row.userId,
    };
  }

  return {
    async customers(query: CustomerQuery): Promise<CustomerList> {
      const { page, pageSize, offset } = pageOf(query);
      const where = customerFilter(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            name: nameOf,
            confirmed: users.emailVerified,
            // Spelled out: inside a select, the column names would lose the tables they belong to.
            orders: sql<number>`(select count(*) from "orders" o where o."user_id" = "users"."id")::int`,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return {
        customers: rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          confirmed: row.confirmed,
          orders: Number(row.orders),
          signedUpAt: row.createdAt.toISOString(),
        })),
        total: total?.total ?? 0,
        page,
        pageSize,
      };
    },

    async customer(id: string): Promise<CustomerView> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: nameOf,
          confirmed: users.emailVerified,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!row) throw new AppError('not_found', 'There is no such customer.');
      const [placed, cart, wishlist] = await Promise.all([
        db
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.status,
            createdAt: orders.createdAt,
            totalCents: orders.totalCents,
          })
          .from(orders)
          .where(eq(orders.userId, id))
          .orderBy(desc(orders.createdAt), desc(orders.id)),
        savedDesigns(cartItems, id, true),
        savedDesigns(wishlistItems, id, false),
      ]);
      return {
        customer: {
          id: row.id,
          email: row.email,
          name: row.name,
          confirmed: row.confirmed,
          role: row.role,
          orders: placed.length,
          signedUpAt: row.createdAt.toISOString(),
        },
        orders: placed.map((order) => ({
          id: order.id,
          number: order.number,
          statusLabel: ORDER_STATUS_LABELS[order.status],
          createdAt: order.createdAt.toISOString(),
          totalCents: order.totalCents,
        })),
        cart,
        wishlist,
      };
    },

    async subscribers(query: SubscriberQuery): Promise<SubscriberList> {
      const { page, pageSize, offset } = pageOf(query);
      const where = subscriberFilter(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(pageSize)
          .offset(offset),
        db.select({ total: count() }).from(newsletterSubscribers).where(where),
      ]);
      return {
        subscribers: rows.map((row) => ({
          id: row.id,
          email: row.email,
          source: row.source,
          confirmedAt: row.confirmedAt!.toISOString(),
        })),
        total: total?.total ?? 0,
        page,
        pageSize,
      };
    },

    subscribersCsv,

    async messages(query: MessageQuery): Promise<MessageList> {
      const { page, pageSize, offset } = pageOf(query);
      const where = messageFilter(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: contactMessages.id,
            kind: contactMessages.kind,
            name: contactMessages.name,
            email: contactMessages.email,
            topic: contactMessages.topic,
            company: contactMessages.company,
            excerpt: sql<string>`left(${contactMessages.message}, ${EXCERPT_LENGTH})`,
            state: contactMessages.state,
            createdAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .where(where)
          .orderBy(
            asc(sql`${contactMessages.state} <> 'unread'`),
            desc(contactMessages.createdAt),
            desc(contactMessages.id),
          )
          .limit(pageSize)
          .offset(offset),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind as MessageKind,
          name: row.name,
          email: row.email,
          about: row.kind === 'contact' ? row.topic : row.company,
          excerpt: row.excerpt,
          state: row.state,
          receivedAt: row.createdAt.toISOString(),
        })),
        total: total?.total ?? 0,
        page,
        pageSize,
      };
    },

    message: messageOf,

    /** Marks a message unread, read or answered; a change writes one audit entry, a repeat none. */
    async setMessageState(id: string, state: MessageState, actor: Actor): Promise<MessageView> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            state: contactMessages.state,
            kind: contactMessages.kind,
            email: contactMessages.email,
          })
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!row) throw new AppError('not_found', 'There is no such message.');
        if (row.state === state) return;
        await tx.update(contactMessages).set({ state }).where(eq(contactMessages.id, id));
        const what = row.kind === 'contact' ? 'Message' : 'Application';
        await writeAudit(
          tx,
          actor,
          {
            action: `message.${state}`,
            entityType: 'message',
            entityId: id,
            summary: `${what} from ${row.email} marked ${STATE_WORDS[state]} (was ${STATE_WORDS[row.state]})`,
            before: { state: row.state },
            after: { state },
          },
          now(),
        );
      });
      return messageOf(id);
    },
  };
}

export type AdminPeople = ReturnType<typeof adminPeople>;
