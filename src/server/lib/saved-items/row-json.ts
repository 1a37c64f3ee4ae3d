import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowKeysOf } from '../../../contract/saved-item.ts';
import type { SavedItemField } from '../../../contract/saved-item.ts';

// Each cart and wishlist row keeps the JSON the API answers for it (item_json), so that a list is
// read, not built (decision 012). This is the one writer of that JSON, for inserts and updates
// alike: its keys and their order are the contract's (`rowKeysOf`), and a field's storage says how
// its value is written. An insert holds every value, so it is given the text (decision 017: the
// database's time per insert). An update holds only what it changes, so it is given one SQL
// expression of the row as the statement leaves it: the JSON is written in the same statement as
// the columns, and concurrent updates of one row each leave it equal to its columns. Either way,
// every character beyond ASCII is written as its escape: the same JSON to any reader, which the
// server reads and sends several times faster (decision 017).

export interface RowJsonWriter {
  /** The keys of a row's JSON, in order. */
  readonly keys: readonly string[];
  /**
   * A new row's JSON from the values its insert sends: JSON fields as the text sent, moments as
   * ISO text, null for a key given no value.
   */
  text(values: Readonly<Record<string, unknown>>): string;
  /**
   * A row's JSON as one SQL expression, from each key's value as SQL (`valueOf`): its column, or
   * what the statement sets the column to.
   */
  sql(valueOf: (key: string) => SQL): SQL;
}

/** A moment as JavaScript writes it (`toISOString`): UTC, to the millisecond. */
const ISO_MOMENT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

export function rowJsonWriter(fields: Readonly<Record<string, SavedItemField>>): RowJsonWriter {
  const keys = rowKeysOf(fields);
  const bad = keys.find((key) => !KEY.test(key));
  // Keys go into the SQL as written; a contract field is a camelCase name.
  if (bad !== undefined) throw new Error(`A saved item's field is named ${JSON.stringify(bad)}.`);
  const storageOf = (key: string) => fields[key]?.storage;

  return {
    keys,

    text(values) {
      const parts = keys.map((key) => {
        const value = values[key] ?? null;
        const json =
          storageOf(key) === 'jsonb' && value !== null ? (value as string) : JSON.stringify(value);
        return `"${key}":${json}`;
      });
      return asciiOnly(`{${parts.join(',')}}`);
    },

    sql(valueOf) {
      const objects = chunks(keys, KEYS_PER_OBJECT).map((part) => {
        const pairs = part.map((key) => {
          const value = valueOf(key);
          const json =
            storageOf(key) === 'timestamptz'
              ? sql`to_char(${value} at time zone 'UTC', ${sql.raw(ISO_MOMENT)})`
              : value;
          return sql`${sql.raw(`'${key}'`)}, ${json}`;
        });
        return sql`json_build_object(${sql.join(pairs, sql`, `)})::text`;
      });
      // Objects of the later keys are joined to the first: `{"a" : 1}` and `{"b" : 2}` make
      // `{"a" : 1, "b" : 2}`.
      const json = objects
        .slice(1)
        .reduce(
          (joined, next) => sql`left(${joined}, -1) || ', ' || right(${next}, -1)`,
          objects[0]!,
        );
      return asciiSql(json);
    },
  };
}

/** json_build_object takes at most 100 arguments: 50 keys and their values. */
const KEYS_PER_OBJECT = 50;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, at) =>
    items.slice(at * size, (at + 1) * size),
  );
}

const NOT_ASCII = /[\u0080-\uffff]/g;
const HAS_NOT_ASCII = /[\u0080-\uffff]/;

/** JSON text in ASCII: each other character as its escape; most texts are ASCII already. */
function asciiOnly(json: string): string {
  return HAS_NOT_ASCII.test(json) ? json.replace(NOT_ASCII, escapeCharacter) : json;
}

function escapeCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * The same in SQL. The shop's own characters (the × and ″ of every design's dimensions) are
 * replaced at once; a text holding any other is cut before each such character, and each is
 * written as its escape (a pair of them beyond U+FFFF, as JavaScript writes it). `offset 0` keeps
 * the planner from copying the JSON's expression into each place that reads it, which built the
 * JSON three times.
 */
function asciiSql(json: SQL): SQL {
  return sql`(select case when octet_length(json_text) = length(json_text) then json_text else (
    select string_agg(
      case
        when part.found[1] = '' then ''
        when ascii(part.found[1]) > 65535 then
          '\\u' || lpad(to_hex(55296 + ((ascii(part.found[1]) - 65536) >> 10)), 4, '0') ||
          '\\u' || lpad(to_hex(56320 + ((ascii(part.found[1]) - 65536) & 1023)), 4, '0')
        else '\\u' || lpad(to_hex(ascii(part.found[1])), 4, '0')
      end || part.found[2], '' order by part.at)
    from regexp_matches(json_text, '([^\\x01-\\x7f]?)([\\x01-\\x7f]*)', 'g')
      with ordinality as part(found, at)
  ) end
  from (select replace(replace(${json}, '×', '\\u00d7'), '″', '\\u2033') as json_text offset 0) as written)`;
}
