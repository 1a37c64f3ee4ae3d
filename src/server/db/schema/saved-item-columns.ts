import { boolean, doublePrecision, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { SavedItemField } from '../../../contract/saved-item.ts';

// The saved-item contract's fields as columns: cart_items and wishlist_items get theirs from here.

/** A field's column name: `priceCents` is kept in `price_cents`. */
export function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function builderFor(name: string, storage: SavedItemField['storage']) {
  switch (storage) {
    case 'text':
      return text(name);
    case 'integer':
      return integer(name);
    case 'double':
      return doublePrecision(name);
    case 'boolean':
      return boolean(name);
    case 'jsonb':
      return jsonb(name);
    case 'timestamptz':
      return timestamp(name, { withTimezone: true });
  }
}

/**
 * The column that keeps a field: its storage, NOT NULL unless the field may be absent, and the
 * field's default as the column's default.
 */
function columnFor(fieldName: string, field: SavedItemField): PgColumnBuilderBase {
  const column = builderFor(columnName(fieldName), field.storage);
  if (field.defaultNow) return (column as ReturnType<typeof timestamp>).notNull().defaultNow();
  const absent = field.schema.safeParse(undefined);
  if (absent.success && absent.data != null) return column.notNull().default(absent.data as never);
  return absent.success ? column : column.notNull();
}

export function columnsFor(
  fields: Record<string, SavedItemField>,
): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, columnFor(name, field)]),
  );
}
