import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Profile, SavedAddress } from '../../contract/profile.ts';
import type { Address } from '../../domain/account/address.ts';
import type { Database } from '../db/client.ts';
import { addresses, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Every query here is filtered by the session's user id (docs/rules/accounts.md): others' rows are 404. */

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName || user.name || null,
    avatarUrl: user.avatarUrl ?? user.image,
    memberSince: user.createdAt.toISOString(),
  };
}

export async function updateName(
  db: Database,
  userId: string,
  input: { firstName: string | null; lastName: string | null },
  now: Date,
) {
  const fullName = [input.firstName, input.lastName].filter(Boolean).join(' ') || null;
  await db
    .update(users)
    .set({ ...input, fullName, name: fullName ?? '', updatedAt: now })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

function toAddressView(row: typeof addresses.$inferSelect): SavedAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}
export type AddressView = ReturnType<typeof toAddressView>;

export async function listAddresses(db: Database, userId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
  return rows.map(toAddressView);
}

const MAX_ADDRESSES = 20;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes the customer's row lock for the rest of the transaction: their address changes run one
 * after another, so simultaneous first addresses make one default and simultaneous adds stop at
 * the cap, and every writer takes the same lock first, so none deadlocks.
 */
async function lockCustomer(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function addAddress(db: Database, userId: string, input: Address, now: Date) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const existing = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (existing.length >= MAX_ADDRESSES) {
      throw new AppError('conflict', `You can save up to ${MAX_ADDRESSES} addresses.`);
    }
    // The first address is the default one.
    const isDefault = input.isDefault || existing.length === 0;
    if (isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, isDefault, userId, country: 'US', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('the new address was not returned');
    return toAddressView(row);
  });
}

export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  input: Address,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const owned = and(eq(addresses.id, id), eq(addresses.userId, userId));
    const [current] = await tx.select().from(addresses).where(owned);
    if (!current) throw new AppError('not_found', 'That address does not exist.');
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...input, isDefault, updatedAt: now })
      .where(owned)
      .returning();
    if (!row) throw new AppError('not_found', 'That address does not exist.');
    return toAddressView(row);
  });
}

export async function setDefaultAddress(db: Database, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const owned = and(eq(addresses.id, id), eq(addresses.userId, userId));
    const [current] = await tx.select({ id: addresses.id }).from(addresses).where(owned);
    if (!current) throw new AppError('not_found', 'That address does not exist.');
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    await tx.update(addresses).set({ isDefault: true }).where(owned);
  });
}

export async function deleteAddress(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw new AppError('not_found', 'That address does not exist.');
    if (removed.isDefault) {
      // The oldest remaining address becomes the default, so checkout always has one to offer.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt))
        .limit(1);
      if (next) {
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
    }
  });
}

/**
 * Intercom identity verification: an HMAC-SHA256 of the user id with the workspace's secret,
 * computed here so no one can pose as another customer in the chat (contracts: Intercom).
 */
export function intercomUserHash(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}
