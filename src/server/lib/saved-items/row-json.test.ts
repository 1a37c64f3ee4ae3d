import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openTestDatabase } from '../../../../test/server-harness.ts';
import type { SavedItemField, Storage } from '../../../contract/saved-item.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rowJsonWriter } from './row-json.ts';

// A row's JSON has one writer in two forms: text, from the values an insert sends, and one SQL
// expression, from the values an update leaves. Given the same values, both must write the same
// JSON, in the same order, in ASCII, on PGlite and on PostgreSQL.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SQL_TYPES: Record<Storage, string> = {
  text: 'text',
  integer: 'integer',
  double: 'double precision',
  boolean: 'boolean',
  jsonb: 'jsonb',
  timestamptz: 'timestamptz',
};

const field = (storage: Storage): SavedItemField => ({ storage, schema: z.unknown() });

/** A value of each storage, as an insert sends it; the SQL form is given the same, typed. */
const SAMPLES: Record<Storage, unknown[]> = {
  text: [
    'Naïve "shelf" \\ ×3 🪑',
    '48″ W × 32.25″ H',
    'tab\tnew line\ncontrol \u0001 and é',
    'plain',
    '',
    null,
  ],
  integer: [0, 119_700, -3, null],
  double: [12.5, 0.1, 33.333333333333336, 1e-7, null],
  boolean: [true, false, null],
  jsonb: [
    JSON.stringify({ note: 'café ×', nested: [1, { deep: '🪑' }], empty: {} }),
    JSON.stringify([]),
    JSON.stringify({ standardBox: 2, totalWeight: 28.6 }),
    null,
  ],
  timestamptz: ['2026-11-20T07:15:30.123Z', '2020-01-01T00:00:00.000Z', null],
};

/** Sixty fields, more than one json_build_object takes, cycling through the storages. */
const STORAGES = Object.keys(SAMPLES) as Storage[];
const FIELDS = Object.fromEntries(
  Array.from({ length: 60 }, (_, at) => [`field${at}`, field(STORAGES[at % STORAGES.length]!)]),
);
const writer = rowJsonWriter(FIELDS);

function valuesOf(pick: number): Record<string, unknown> {
  const values: Record<string, unknown> = {
    id: '7c0e2f4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
    clientId: pick % 2 === 0 ? 'local-ü' : null,
    mergedClientIds: pick % 2 === 0 ? ['m1', 'é2'] : [],
  };
  Object.entries(FIELDS).forEach(([name, { storage }], at) => {
    const samples = SAMPLES[storage];
    values[name] = samples[(at + pick) % samples.length];
  });
  return values;
}

async function fromSql(values: Record<string, unknown>): Promise<string> {
  const own: Record<string, string> = { id: 'uuid', clientId: 'text', mergedClientIds: 'text[]' };
  const typeOf = (key: string) => own[key] ?? SQL_TYPES[FIELDS[key]!.storage];
  const valueOf = (key: string): SQL => sql`${sql.param(values[key])}::${sql.raw(typeOf(key))}`;
  const result = (await database.db.execute(
    sql`select ${writer.sql(valueOf)} as json`,
  )) as unknown as {
    rows: { json: string }[];
  };
  return result.rows[0]!.json;
}

describe('a row’s JSON', () => {
  it.each([0, 1, 2, 3, 4, 5])(
    'is the same JSON written as text or by SQL, in order and in ASCII (values %i)',
    async (pick) => {
      const values = valuesOf(pick);
      const text = writer.text(values);
      const written = await fromSql(values);
      for (const json of [text, written]) {
        expect(json).toMatch(/^[\x20-\x7e]+$/);
        expect(Object.keys(JSON.parse(json) as object)).toEqual(writer.keys);
      }
      expect(JSON.parse(written)).toEqual(JSON.parse(text));
      // Each value reads back as it was given: JSON fields as what their text says.
      const read = JSON.parse(text) as Record<string, unknown>;
      for (const [key, value] of Object.entries(values)) {
        const json = FIELDS[key]?.storage === 'jsonb' && value !== null;
        expect(read[key], key).toEqual(json ? JSON.parse(value as string) : value);
      }
    },
  );

  it('refuses a field whose name could not stand in the SQL as written', () => {
    expect(() => rowJsonWriter({ "it's": field('text') })).toThrow(/field is named "it's"/);
  });
});
