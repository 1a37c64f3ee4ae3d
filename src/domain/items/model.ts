import * as z from 'zod/mini';
import { gridPositionProblems } from '../box/grid-bounds.ts';
import { BOX_TYPES } from '../box/model.ts';
import type { BoxType } from '../box/model.ts';
import { inchConfigSchema } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import { cents, roundHalfAwayFromZero } from '../pricing/money.ts';
import { preprocess } from '../preprocess.ts';
import type { Cents } from '../pricing/money.ts';

// Cart and wishlist items as the browser keeps them (docs/rules/saved-items.md). Stored items come from older
// releases and other devices, so the schemas fill what is missing, read what older data called
// something else, and refuse only what cannot be a design; callers parse one item at a time and
// skip the ones refused.

/** A box's modification as stored; the box configurator's own model has more fields. */
export type StoredModification = {
  readonly type: string;
  readonly orientation?: string | undefined;
  /** Doors drawn open: a view state, not part of the design. */
  readonly isOpen?: boolean | undefined;
  readonly showBackPanel?: boolean | undefined;
  readonly backPanelTexture?: string | undefined;
  readonly cableOpening?: boolean | undefined;
};

export type StoredComponent = {
  readonly boxType: BoxType;
  /** Lower-left-back corner, in inches. */
  readonly position: { readonly x: number; readonly y: number; readonly z: number };
  readonly hasDivider: boolean;
  readonly modification: StoredModification;
};

/**
 * A box of a saved design: what similarity and display read. The box configurator's
 * BoxConfiguration fits this shape, and every other field it has is kept as stored.
 */
export type StoredBox = {
  readonly id?: string | undefined;
  readonly selectedColor?: string | undefined;
  readonly selectedTexture?: string | undefined;
  readonly components: readonly StoredComponent[];
};

/** The details object (docs/rules/saved-items.md): counts and weight for display, inch fields for inch items. */
export type ItemDetails = {
  readonly standardBox?: number | undefined;
  readonly tallBox?: number | undefined;
  readonly wideBox?: number | undefined;
  readonly singleDoor?: number | undefined;
  readonly doubleDoor?: number | undefined;
  readonly singleDivider?: number | undefined;
  readonly doubleDivider?: number | undefined;
  readonly drawer?: number | undefined;
  readonly cableOpening?: number | undefined;
  /** Pounds. */
  readonly totalWeight?: number | undefined;
  readonly productId?: string | undefined;
  readonly productPageUrl?: string | undefined;
  readonly boxFinishColor?: string | undefined;
  readonly configurationType?: 'inch' | undefined;
  readonly inchWidth?: number | undefined;
  /** Outside height in inches. */
  readonly inchHeight?: number | undefined;
  readonly inchDepth?: number | undefined;
  readonly inchColor?: string | undefined;
  readonly inchStyle?: string | undefined;
  readonly inchSegmentStyle?: string | undefined;
  readonly inchShowBackPanel?: boolean | undefined;
  readonly inchBackPanel?: string | undefined;
  readonly inchBackPanelColor?: string | undefined;
  readonly inchSingleDoor?: number | undefined;
  readonly inchDoubleDoor?: number | undefined;
  /** Drawers: the field keeps its historical name and is shown as drawers. */
  readonly inchSingleDivider?: number | undefined;
  readonly inchDoubleDivider?: number | undefined;
  readonly inchCableOpening?: number | undefined;
  /** Pounds. */
  readonly inchTotalWeight?: number | undefined;
  /** Where the server keeps an inch item's configuration (its rows have no inchConfig column). */
  readonly inchConfig?: InchConfig | undefined;
};

type ItemFields = {
  readonly id: string;
  readonly name: string;
  /** What the customer pays for one, discount taken off. */
  readonly priceCents: Cents;
  /** The price before the discount, shown struck through. */
  readonly originalPriceCents?: Cents | undefined;
  readonly configurations: readonly StoredBox[];
  readonly showBackPanel: boolean;
  readonly backPanelDoubleSided: boolean;
  /** A box design type (tvStand, bookcase…) or an inch type such as inch-sideboard. */
  readonly designType: string;
  /** ISO timestamp. */
  readonly dateAdded?: string | undefined;
  readonly selectedColor: string;
  readonly selectedTexture?: string | undefined;
  readonly imageUrl?: string | undefined;
  readonly details: ItemDetails;
  readonly inchConfig?: InchConfig | undefined;
  readonly brandType?: string | undefined;
  /** Dimensions as display text. */
  readonly dimensions?: string | undefined;
  readonly productType?: string | undefined;
  /** Percentages, as 30 for 30 %. */
  readonly customDiscountPercentage?: number | undefined;
  readonly discountPercentage?: number | undefined;
  /** Mirrored to the server for a signed-in customer, under remoteId. */
  readonly isSynced: boolean;
  readonly remoteId?: string | undefined;
  /** On a server row: the browser items already merged into it (a sign-in's merge). */
  readonly mergedClientIds?: readonly string[] | undefined;
};

export type CartItem = ItemFields & { readonly quantity: number };
export type WishlistItem = ItemFields;

const absentIfNull = (value: unknown): unknown => value ?? undefined;

function optional<T extends z.ZodMiniType>(schema: T) {
  return preprocess(absentIfNull, z.optional(schema));
}

function withDefault<T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) {
  return preprocess((value) => value ?? fallback, schema);
}

/** For display-only fields: a value of the wrong kind is dropped rather than sinking the item. */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** An id some older items kept as a number, read as text. */
const numberAsText = () => z.pipe(z.number(), z.transform(String));

/** Older items listed bare components; each becomes a box of its own. */
function wrapBareComponent(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    !('components' in value) &&
    'boxType' in value
  ) {
    return { components: [value] };
  }
  return value;
}

/** Whole cents; older items kept `price` in dollars, possibly as a numeric string. */
function centsFromLegacyDollars(value: unknown): unknown {
  const dollars = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof dollars === 'number' && Number.isFinite(dollars)
    ? roundHalfAwayFromZero(dollars * 100)
    : dollars;
}

function upgradeLegacyFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const item: Record<string, unknown> = { ...value };
  if (item['priceCents'] === undefined && item['price'] !== undefined) {
    item['priceCents'] = centsFromLegacyDollars(item['price']);
  }
  if (item['originalPriceCents'] == null && item['originalPrice'] != null) {
    item['originalPriceCents'] = centsFromLegacyDollars(item['originalPrice']);
  }
  delete item['price'];
  delete item['originalPrice'];
  // The server keeps an inch item's configuration inside its details.
  const details = item['details'];
  if (item['inchConfig'] == null && typeof details === 'object' && details !== null) {
    item['inchConfig'] = (details as Record<string, unknown>)['inchConfig'];
  }
  return item;
}

/**
 * The saved items' schemas, built together on first use: a visit with nothing stored does not
 * build them as the page starts. Each exported schema stands for one of them (z.lazy).
 */
function buildSchemas() {
  const finiteNumber = z.number().check(z.refine(Number.isFinite));
  const count = z.number().check(z.int(), z.nonnegative());

  const storedModificationSchema = z.looseObject({
    type: withDefault(z.string(), 'open'),
    orientation: optional(z.string()),
    isOpen: optional(z.boolean()),
    showBackPanel: optional(z.boolean()),
    backPanelTexture: optional(z.string()),
    cableOpening: optional(z.boolean()),
  });

  const storedComponentSchema = z.looseObject({
    boxType: z.enum(BOX_TYPES as readonly [BoxType, ...BoxType[]]),
    position: z.looseObject({ x: finiteNumber, y: finiteNumber, z: withDefault(finiteNumber, 0) }),
    hasDivider: withDefault(z.boolean(), false),
    modification: withDefault(storedModificationSchema, { type: 'open' }),
  });

  const storedBox: z.ZodMiniType<StoredBox> = preprocess(
    wrapBareComponent,
    z
      .looseObject({
        id: optional(z.string()),
        selectedColor: optional(z.string()),
        selectedTexture: optional(z.string()),
        components: z.array(storedComponentSchema).check(z.minLength(1)),
      })
      // A box off the grid, or beyond the largest design, is no box the shop can make.
      .check(z.refine((box) => gridPositionProblems(box, 1).length === 0)),
  );

  const itemDetails: z.ZodMiniType<ItemDetails> = z.looseObject({
    standardBox: lenient(count),
    tallBox: lenient(count),
    wideBox: lenient(count),
    singleDoor: lenient(count),
    doubleDoor: lenient(count),
    singleDivider: lenient(count),
    doubleDivider: lenient(count),
    drawer: lenient(count),
    cableOpening: lenient(count),
    totalWeight: lenient(finiteNumber),
    productId: lenient(z.union([z.string(), numberAsText()])),
    productPageUrl: lenient(z.string()),
    boxFinishColor: lenient(z.string()),
    configurationType: lenient(z.literal('inch')),
    inchWidth: lenient(finiteNumber),
    inchHeight: lenient(finiteNumber),
    inchDepth: lenient(finiteNumber),
    inchColor: lenient(z.string()),
    inchStyle: lenient(z.string()),
    inchSegmentStyle: lenient(z.string()),
    inchShowBackPanel: lenient(z.boolean()),
    inchBackPanel: lenient(z.string()),
    inchBackPanelColor: lenient(z.string()),
    inchSingleDoor: lenient(count),
    inchDoubleDoor: lenient(count),
    inchSingleDivider: lenient(count),
    inchDoubleDivider: lenient(count),
    inchCableOpening: lenient(count),
    inchTotalWeight: lenient(finiteNumber),
    inchConfig: lenient(inchConfigSchema),
  });

  const centsSchema = z.pipe(
    z.number().check(z.int(), z.nonnegative()),
    z.transform((amount: number) => cents(amount)),
  );
  const percentSchema = z.number().check(z.gte(0), z.lt(100));

  const itemShape = {
    id: z.union([z.string().check(z.minLength(1)), numberAsText()]),
    name: z.string(),
    priceCents: centsSchema,
    originalPriceCents: optional(centsSchema),
    configurations: withDefault(z.array(storedBox), []),
    showBackPanel: withDefault(z.boolean(), true),
    backPanelDoubleSided: withDefault(z.boolean(), false),
    designType: z.string().check(z.minLength(1)),
    dateAdded: optional(z.string()),
    selectedColor: withDefault(z.string(), '#FFFFFF'),
    selectedTexture: preprocess(
      (value) => (value === '' ? undefined : value),
      optional(z.string()),
    ),
    imageUrl: optional(z.string()),
    details: withDefault(itemDetails, {}),
    inchConfig: optional(inchConfigSchema),
    brandType: optional(z.string()),
    dimensions: optional(z.string()),
    productType: optional(z.string()),
    customDiscountPercentage: optional(percentSchema),
    discountPercentage: optional(percentSchema),
    isSynced: withDefault(z.boolean(), false),
    remoteId: optional(z.union([z.string(), numberAsText()])),
    mergedClientIds: preprocess(
      (value) => (Array.isArray(value) && value.length === 0 ? undefined : value),
      optional(z.array(z.string())),
    ),
  };

  const wishlistItem: z.ZodMiniType<WishlistItem> = preprocess(
    upgradeLegacyFields,
    z.object(itemShape),
  );

  const cartItem: z.ZodMiniType<CartItem> = preprocess(
    upgradeLegacyFields,
    z.object({ ...itemShape, quantity: withDefault(z.number().check(z.int(), z.positive()), 1) }),
  );

  return { storedBox, itemDetails, wishlistItem, cartItem };
}

let built: ReturnType<typeof buildSchemas> | undefined;
const schemas = () => (built ??= buildSchemas());

export const storedBoxSchema: z.ZodMiniType<StoredBox> = z.lazy(() => schemas().storedBox);
export const itemDetailsSchema: z.ZodMiniType<ItemDetails> = z.lazy(() => schemas().itemDetails);
export const wishlistItemSchema: z.ZodMiniType<WishlistItem> = z.lazy(() => schemas().wishlistItem);
export const cartItemSchema: z.ZodMiniType<CartItem> = z.lazy(() => schemas().cartItem);

export type ParsedItems<T> = {
  readonly items: readonly T[];
  /** How many stored entries could not be read and were left out. */
  readonly skipped: number;
};

function parseEach<T>(schema: z.ZodMiniType<T>, stored: unknown): ParsedItems<T> {
  if (!Array.isArray(stored)) return { items: [], skipped: stored == null ? 0 : 1 };
  const items: T[] = [];
  for (const entry of stored) {
    const result = schema.safeParse(entry);
    if (result.success) items.push(result.data);
  }
  return { items, skipped: stored.length - items.length };
}

/** Reads a stored cart, keeping every item that can be read. */
export function parseCartItems(stored: unknown): ParsedItems<CartItem> {
  return parseEach(cartItemSchema, stored);
}

/** Reads a stored wishlist, keeping every item that can be read. */
export function parseWishlistItems(stored: unknown): ParsedItems<WishlistItem> {
  return parseEach(wishlistItemSchema, stored);
}
