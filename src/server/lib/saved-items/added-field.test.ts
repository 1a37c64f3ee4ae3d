import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MONDAY_MORNING } from '../../../../test/clock.ts';
import { openTestDatabase } from '../../../../test/server-harness.ts';
import {
  CART_LINE_FIELDS,
  rowKeysOf,
  savedItemInputOf,
  savedItemPatchOf,
} from '../../../contract/saved-item.ts';
import type { SavedItemField } from '../../../contract/saved-item.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { savedItemTable } from '../../db/schema/cart.ts';
import { SAVED_BOOKCASE } from './fixtures.test-helpers.ts';
import { savedItems } from './service.ts';
import type { SavedItemShape } from './service.ts';

// A field added to a saved item is one entry in the contract: from it come the column (and the
// migration drizzle-kit writes for it), the validation, the row's JSON on every insert and
// update, and so the list and a sign-in's merge. Shown here with a contract of the tests' own, the
// cart's fields and an engraving, kept in a table of its own, and nothing else changed.

const ENGRAVED_FIELDS = {
  ...CART_LINE_FIELDS,
  engraving: {
    storage: 'text',
    schema: z.nullish(
      z
        .string({ error: 'The engraving must be text.' })
        .check(z.maxLength(40, 'An engraving is at most 40 characters.')),
    ),
  },
} satisfies Record<string, SavedItemField>;

const engravedItems = savedItemTable('engraved_items', ENGRAVED_FIELDS);
const input = savedItemInputOf(ENGRAVED_FIELDS);
const patch = savedItemPatchOf(ENGRAVED_FIELDS);

const ADA = 'user-ada';
let database: DatabaseHandle;
let engraved: ReturnType<typeof savedItems>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values({ id: ADA, email: 'ada@example.com' });
  // The table as the migration drizzle-kit writes from the contract would make it.
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ engravedItems }),
  );
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  engraved = savedItems(database.db, 'cart', {
    table: engravedItems,
    fields: ENGRAVED_FIELDS,
  } as unknown as SavedItemShape);
});
afterAll(() => database.close());

async function listed(): Promise<Record<string, unknown>[]> {
  const parts: string[] = [];
  for await (const part of engraved.listParts(ADA)) parts.push(part);
  return JSON.parse(`[${parts.join(',')}]`) as Record<string, unknown>[];
}

/** When the rows here are saved, by the shop's clock. */
const SAVED_AT = new Date(MONDAY_MORNING);

describe('a field added to the saved-item contract', () => {
  it('is validated by its own entry', () => {
    const long = input.safeParse({ ...SAVED_BOOKCASE, engraving: 'x'.repeat(41) });
    expect(long.error?.issues[0]?.message).toBe('An engraving is at most 40 characters.');
    const changed = patch.safeParse({ engraving: 7 });
    expect(changed.error?.issues[0]?.message).toBe('The engraving must be text.');
  });

  it('is stored, listed and merged, in every row’s JSON', async () => {
    const first = JSON.parse(
      await engraved.insert(
        ADA,
        input.parse({ ...SAVED_BOOKCASE, engraving: 'For Ada, 2026 ×', clientId: 'local-1' }),
        SAVED_AT,
      ),
    ) as Record<string, unknown>;
    const second = JSON.parse(
      await engraved.insert(ADA, input.parse({ ...SAVED_BOOKCASE, name: 'Plain' }), SAVED_AT),
    ) as Record<string, unknown>;
    expect(first['engraving']).toBe('For Ada, 2026 ×');
    expect(second['engraving']).toBeNull();
    expect((await listed()).map((item) => item['engraving'])).toEqual(['For Ada, 2026 ×', null]);

    // A sign-in merges a browser's items into the rows: one brings an engraving, one does not.
    const merged = JSON.parse(
      await engraved.update(
        ADA,
        second['id'] as string,
        patch.parse({ engraving: 'Für Bob 🪑', quantity: 2, mergedClientId: 'local-2' }),
        SAVED_AT,
      ),
    ) as Record<string, unknown>;
    expect(merged).toMatchObject({
      engraving: 'Für Bob 🪑',
      quantity: 2,
      mergedClientIds: ['local-2'],
    });
    const renamed = JSON.parse(
      await engraved.update(
        ADA,
        first['id'] as string,
        patch.parse({ name: 'Renamed', mergedClientId: 'local-3' }),
        SAVED_AT,
      ),
    ) as Record<string, unknown>;
    expect(renamed).toMatchObject({ name: 'Renamed', engraving: 'For Ada, 2026 ×' });

    const items = await listed();
    expect(items.map((item) => item['engraving'])).toEqual(['For Ada, 2026 ×', 'Für Bob 🪑']);
    for (const item of items) expect(Object.keys(item)).toEqual(rowKeysOf(ENGRAVED_FIELDS));
    // Kept in its column too, and the JSON in ASCII.
    const rows = await database.db
      .select({ engraving: sql<string | null>`engraving`, json: engravedItems.itemJson })
      .from(engravedItems)
      .orderBy(engravedItems.createdAt);
    expect(rows.map((row) => row.engraving)).toEqual(['For Ada, 2026 ×', 'Für Bob 🪑']);
    for (const row of rows) expect(row.json).toMatch(/^[\x20-\x7e]+$/);
  });
});
