import * as z from 'zod/mini';
import { boxesOnTheGrid } from '../domain/box/grid-bounds.ts';
import { MAX_BOXES } from '../domain/box/model.ts';

// A saved item — a cart line or a wishlist entry — as the browser sends it and the server keeps it.
// This list is the one place its fields are written: the server's validation, the database
// columns (src/server/db/schema/cart.ts), each row's JSON (src/server/lib/saved-items/row-json.ts)
// and the browser's request body all come from it. A new field is one entry here and the
// migration `npm run db:generate` writes for it (docs/decisions/012-design-model.md).

/** How the database keeps a field; its column is the field's name in snake_case. */
export type Storage = 'text' | 'integer' | 'double' | 'boolean' | 'jsonb' | 'timestamptz';

export interface SavedItemField<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly storage: Storage;
  readonly schema: S;
  /** An absent timestamp is the database's clock when the row is written. */
  readonly defaultNow?: true;
}

/**
 * A field whose schema is built when first read: the browser loads this list as every page starts
 * and reads only the fields' names then.
 */
function field<S extends z.ZodMiniType>(
  storage: Storage,
  build: () => S,
  options: { defaultNow?: true } = {},
): SavedItemField<S> {
  let schema: S | undefined;
  return {
    storage,
    ...options,
    get schema() {
      return (schema ??= build());
    },
  };
}

/** Lines a customer's cart may hold, and entries their wishlist: far beyond any real customer. */
export const MAX_CART_LINES = 100;
export const MAX_WISHLIST_ITEMS = 200;
export const MAX_QUANTITY = 99;
/** A million dollars: far above any design, far below an integer overflow. */
export const MAX_PRICE_CENTS = 100_000_000;
/** A design's thumbnail as the browser snaps it: a 480 px JPEG is about 40 000 characters. */
export const MAX_IMAGE_URL_CHARS = 80_000;
export const MAX_DETAILS_CHARS = 20_000;
export const MAX_NAME_CHARS = 200;

function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .check(z.maxLength(max, `${label} must be at most ${max} characters.`));
}

function optionalText(label: string, max: number) {
  return z.nullish(boundedText(label, max));
}

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .check(
      z.int(`${label} must be whole cents.`),
      z.gte(0, `${label} cannot be negative.`),
      z.lte(MAX_PRICE_CENTS, `${label} is too large.`),
    );

const percent = (label: string) =>
  z.nullish(
    z
      .number({ error: `${label} must be a number.` })
      .check(z.gte(0, `${label} cannot be negative.`), z.lt(100, `${label} must be below 100.`)),
  );

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The earliest date an item can have been added: the shop did not exist before. */
const EARLIEST_DATE = Date.UTC(2020, 0, 1);

/**
 * The design arrives as stored (boxes, or an inch configuration); the server reads it with the
 * domain's design parser and keeps the design as the domain writes it back, so only the shape is
 * checked here, and that each box stands on the shop's grid.
 */
export const SAVED_ITEM_FIELDS = {
  name: field('text', () =>
    boundedText('Name', MAX_NAME_CHARS).check(z.trim(), z.minLength(1, 'Name is required.')),
  ),
  /** What the customer was shown, discount taken off: a display cache; totals use the server's. */
  priceCents: field('integer', () => cents('Price')),
  originalPriceCents: field('integer', () => z.nullish(cents('Original price'))),
  configurations: field('jsonb', () =>
    z._default(
      z
        .array(z.unknown(), { error: 'Configurations must be a list of boxes.' })
        .check(z.maxLength(MAX_BOXES, `A design has at most ${MAX_BOXES} boxes.`), boxesOnTheGrid),
      [],
    ),
  ),
  showBackPanel: field('boolean', () =>
    z._default(z.boolean({ error: 'showBackPanel must be true or false.' }), true),
  ),
  backPanelDoubleSided: field('boolean', () =>
    z._default(z.boolean({ error: 'backPanelDoubleSided must be true or false.' }), false),
  ),
  designType: field('text', () =>
    boundedText('Design type', 64).check(z.minLength(1, 'Design type is required.')),
  ),
  dateAdded: field(
    'timestamptz',
    () =>
      z.nullish(
        z.iso
          .datetime({ offset: true, error: 'dateAdded must be an ISO date.' })
          .check(
            z.refine(
              (value: string) => Date.parse(value) >= EARLIEST_DATE,
              'dateAdded is before the shop opened.',
            ),
          ),
      ),
    { defaultNow: true },
  ),
  selectedColor: field('text', () => z._default(boundedText('Colour', 32), '#FFFFFF')),
  selectedTexture: field('text', () => optionalText('Texture', 64)),
  imageUrl: field('text', () =>
    z.nullish(
      boundedText('Image', MAX_IMAGE_URL_CHARS).check(
        z.regex(
          /^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+|\/[A-Za-z0-9/._-]*)$/,
          'The picture must be an image of the design.',
        ),
      ),
    ),
  ),
  details: field('jsonb', () =>
    z._default(
      z
        .custom<Record<string, unknown>>(isObject, 'Details must be an object.')
        .check(
          z.refine(
            (value) => JSON.stringify(value).length <= MAX_DETAILS_CHARS,
            'The details are too large to save.',
          ),
        ),
      {},
    ),
  ),
  inchConfig: field('jsonb', () =>
    z.nullish(
      z.custom<Record<string, unknown>>(isObject, 'The inch configuration must be an object.'),
    ),
  ),
  brandType: field('text', () => optionalText('Brand type', 100)),
  dimensions: field('text', () => optionalText('Dimensions', 200)),
  productType: field('text', () => optionalText('Product type', 100)),
  discountPercentage: field('double', () => percent('Discount')),
  customDiscountPercentage: field('double', () => percent('Custom discount')),
  syncedWithLocal: field('boolean', () =>
    z._default(z.boolean({ error: 'syncedWithLocal must be true or false.' }), true),
  ),
} as const;

export const CART_LINE_FIELDS = {
  ...SAVED_ITEM_FIELDS,
  quantity: field('integer', () =>
    z._default(
      z
        .number({ error: 'Quantity must be a number.' })
        .check(
          z.int('Quantity must be a whole number.'),
          z.gte(1, 'Quantity must be at least 1.'),
          z.lte(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}.`),
        ),
      1,
    ),
  ),
} as const;

export type SavedList = 'cart' | 'wishlist';

export const LIST_FIELDS = { cart: CART_LINE_FIELDS, wishlist: SAVED_ITEM_FIELDS } as const;

/** The fields that make up the design; a change to any of them sends them all. */
export const DESIGN_FIELDS = [
  'designType',
  'configurations',
  'inchConfig',
  'showBackPanel',
  'backPanelDoubleSided',
  'selectedColor',
  'selectedTexture',
] as const satisfies readonly (keyof typeof SAVED_ITEM_FIELDS)[];

type Shape<F extends Record<string, SavedItemField>> = { [K in keyof F]: F[K]['schema'] };

function shapeOf<F extends Record<string, SavedItemField>>(fields: F): Shape<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, { schema }]) => [name, schema]),
  ) as Shape<F>;
}

/** The browser's own id for the item; an insert repeated with it answers the first row. */
const clientId = () =>
  z.nullish(boundedText('Client id', 100).check(z.minLength(1, 'Client id is required.')));

/** An update that merges a browser item into the row names it, so a repeat changes nothing. */
const mergedClientId = () =>
  boundedText('Merged item id', 100).check(z.minLength(1, 'Merged item id is required.'));

/** The fields an update may change, each optional, at least one given. */
function patchOf<T extends Record<string, z.ZodMiniType>>(shape: T) {
  const optionalShape = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      // A default would fill a field the update leaves alone; unwrap it first.
      z.optional(schema instanceof z.ZodMiniDefault ? schema._zod.def.innerType : schema),
    ]),
  ) as { [K in keyof T]: z.ZodMiniOptional<T[K]> };
  return z.strictObject(optionalShape, { error: 'That is not a field of a saved item.' }).check(
    z.refine((value) => Object.values(value).some((entry) => entry !== undefined), {
      error: 'Say what to change.',
    }),
  );
}

/** What a browser sends to add an item to a list of these fields. */
export function savedItemInputOf<F extends Record<string, SavedItemField>>(fields: F) {
  return z.strictObject(
    { ...shapeOf(fields), clientId: clientId() },
    { error: 'That is not a field of a saved item.' },
  );
}

/** What a browser sends to change an item of a list of these fields. */
export function savedItemPatchOf<F extends Record<string, SavedItemField>>(fields: F) {
  return patchOf({ ...shapeOf(fields), mergedClientId: mergedClientId() });
}

// Built when first parsed, like the fields' schemas.
export const savedItemInput = {
  cart: z.lazy(() => savedItemInputOf(CART_LINE_FIELDS)),
  wishlist: z.lazy(() => savedItemInputOf(SAVED_ITEM_FIELDS)),
};

export const savedItemPatch = {
  cart: z.lazy(() => savedItemPatchOf(CART_LINE_FIELDS)),
  wishlist: z.lazy(() => savedItemPatchOf(SAVED_ITEM_FIELDS)),
};

export type CartLineInput = z.input<typeof savedItemInput.cart>;
export type WishlistItemInput = z.input<typeof savedItemInput.wishlist>;
export type SavedItemInput = z.output<typeof savedItemInput.cart | typeof savedItemInput.wishlist>;
export type SavedItemPatch = z.output<typeof savedItemPatch.cart | typeof savedItemPatch.wishlist>;

/** A saved item as the API answers it: the fields as kept, and the row's own. */
export type SavedItemRow = {
  [K in keyof typeof SAVED_ITEM_FIELDS]: z.output<(typeof SAVED_ITEM_FIELDS)[K]['schema']>;
} & {
  readonly id: string;
  /** The browser's id for the item, when it sent one. */
  readonly clientId: string | null;
  /** The browser items merged into this row by a sign-in (the last few). */
  readonly mergedClientIds: readonly string[];
  /** Cart lines only. */
  readonly quantity?: number;
};

/** The keys of a row's JSON, in order, for a list of these fields: the fields and the row's own. */
export function rowKeysOf(fields: Record<string, SavedItemField>): string[] {
  return ['id', ...Object.keys(fields), 'clientId', 'mergedClientIds'];
}

/** The keys of a row's JSON, in order: the fields and the row's own. */
export function rowKeys(list: SavedList): string[] {
  return rowKeysOf(LIST_FIELDS[list]);
}
