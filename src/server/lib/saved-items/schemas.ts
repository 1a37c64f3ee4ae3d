import { z } from 'zod';
import { itemDetailsSchema, storedBoxSchema } from '../../../domain/items/model.ts';

// What a browser may store in a cart line or wishlist item (shop-shell §3, §7). The design itself
// is read with the domain's schemas, so the server keeps exactly what the browser would; the
// limits keep one customer's rows small: a design of at most 60 boxes (DECISIONS D3) and bounded
// text everywhere.

export const MAX_BOXES = 60;
export const MAX_CONFIGURATIONS_CHARS = 100_000;
export const MAX_DETAILS_CHARS = 20_000;
export const MAX_IMAGE_URL_CHARS = 100_000;
export const MAX_QUANTITY = 99;
/** A million dollars: far above any design, far below an integer overflow. */
export const MAX_PRICE_CENTS = 100_000_000;

function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`);
}

function optionalText(label: string, max: number) {
  return boundedText(label, max).nullish();
}

function jsonLength(value: unknown): number {
  return JSON.stringify(value).length;
}

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_PRICE_CENTS, `${label} is too large.`);

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .lt(100, `${label} must be below 100.`)
    .nullish();

const configurations = z
  .array(z.unknown(), { error: 'Configurations must be a list of boxes.' })
  .max(MAX_BOXES, `A design has at most ${MAX_BOXES} boxes.`)
  .refine(
    (boxes) => jsonLength(boxes) <= MAX_CONFIGURATIONS_CHARS,
    'That design is too large to save.',
  )
  .pipe(z.array(storedBoxSchema));

const details = z
  .unknown()
  .refine(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'Details must be an object.',
  )
  .refine((value) => jsonLength(value) <= MAX_DETAILS_CHARS, 'The details are too large to save.')
  .pipe(itemDetailsSchema);

const quantity = z
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}.`);

const itemFields = {
  name: boundedText('Name', 200).trim().min(1, 'Name is required.'),
  priceCents: cents('Price'),
  originalPriceCents: cents('Original price').nullish(),
  configurations: configurations.default([]),
  showBackPanel: z.boolean({ error: 'showBackPanel must be true or false.' }).default(true),
  backPanelDoubleSided: z
    .boolean({ error: 'backPanelDoubleSided must be true or false.' })
    .default(false),
  designType: boundedText('Design type', 64).min(1, 'Design type is required.'),
  dateAdded: z.iso.datetime({ offset: true, error: 'dateAdded must be an ISO date.' }).nullish(),
  selectedColor: boundedText('Colour', 32).default('#FFFFFF'),
  selectedTexture: optionalText('Texture', 64),
  imageUrl: optionalText('Image URL', MAX_IMAGE_URL_CHARS),
  details: details.default({}),
  brandType: optionalText('Brand type', 100),
  dimensions: optionalText('Dimensions', 200),
  productType: optionalText('Product type', 100),
  discountPercentage: percent('Discount'),
  customDiscountPercentage: percent('Custom discount'),
  syncedWithLocal: z.boolean({ error: 'syncedWithLocal must be true or false.' }).default(true),
};

/** The browser's own id for the item; an insert repeated with it answers the first row. */
const clientId = boundedText('Client id', 100).min(1, 'Client id is required.').nullish();

export const wishlistItemInput = z.object({ ...itemFields, clientId });
export const cartItemInput = z.object({ ...itemFields, clientId, quantity: quantity.default(1) });

/** The fields an update may change (shop-shell §7), each optional, at least one given. */
function patchOf<T extends Record<string, z.ZodType>>(shape: T) {
  const optionalShape = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      // A default would fill a field the update leaves alone; unwrap it first.
      (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional(),
    ]),
  ) as { [K in keyof T]: z.ZodOptional<T[K]> };
  return z
    .object(optionalShape)
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: 'Say what to change.',
    });
}

/**
 * An update that merges a browser item into the row names it: repeated after a lost answer, it
 * changes nothing more.
 */
const mergedClientId = boundedText('Merged item id', 100).min(1, 'Merged item id is required.');

export const wishlistItemPatch = patchOf({ ...itemFields, mergedClientId });
export const cartItemPatch = patchOf({ ...itemFields, quantity, mergedClientId });

export type WishlistItemInput = z.infer<typeof wishlistItemInput>;
export type CartItemInput = z.infer<typeof cartItemInput>;
export type WishlistItemPatch = z.infer<typeof wishlistItemPatch>;
export type CartItemPatch = z.infer<typeof cartItemPatch>;
