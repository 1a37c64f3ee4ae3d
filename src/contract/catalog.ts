import * as z from 'zod/mini';

// The catalogue (`/api/categories`, `/api/products…`): what the storefront reads. A product's price
// is the domain's price of its preset design at the product page's discount, worked out by the
// server on every read: no price is stored.

/** A design as the catalogue stores it: the fields of a saved design (domain parse.ts). */
export const productPreset = z.object({
  designType: z.string(),
  configurations: z.array(z.unknown()),
  inchConfig: z.nullable(z.record(z.string(), z.unknown())),
  showBackPanel: z.boolean(),
  backPanelDoubleSided: z.boolean(),
  selectedColor: z.string(),
  selectedTexture: z.nullable(z.string()),
});

export const productOutput = z.object({
  id: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Which configurator the product page hosts. */
  kind: z.enum(['cell', 'inch']),
  featured: z.boolean(),
  /** The list price and the product page's sale price, in cents. */
  listCents: z.number(),
  saleCents: z.number(),
  discountPercent: z.number(),
  /** `48" W × 32.25" H × 15" D`. */
  dimensions: z.string(),
  weightLb: z.number(),
  /**
   * The parcels the preset ships in, as checkout packs it (domain packing.ts): each one's sides
   * and weight, for the page's "arrives flat in…" line and its doorway check.
   */
  parcels: z.array(
    z.object({
      dimensionsIn: z.object({ lengthIn: z.number(), widthIn: z.number(), heightIn: z.number() }),
      weightLb: z.number(),
    }),
  ),
  preset: productPreset,
  /**
   * The preset's finish: its colour (`#rrggbb`) and texture, and its name as the cart gives it
   * ("Walnut, Black on 2 boxes").
   */
  finish: z.object({ color: z.string(), texture: z.nullable(z.string()), name: z.string() }),
  /** What the preset is made of: `Baltic birch plywood with Walnut veneer, made in California`. */
  materials: z.string(),
  /** The design's picture in the image store (`/api/images/…`), or null when it has none. */
  imageUrl: z.nullable(z.string()),
});
export type Product = z.infer<typeof productOutput>;

/**
 * A product in a list (a category, Best Designs): what its card shows. The page's text and the
 * preset design stay on the product's own answer, except that a product without a picture brings
 * its preset, from which its card draws the design's front view.
 */
export const listedProductOutput = z.extend(
  z.omit(productOutput, {
    description: true,
    weightLb: true,
    parcels: true,
    preset: true,
    materials: true,
  }),
  { preset: z.nullable(productPreset) },
);
export type ListedProduct = z.infer<typeof listedProductOutput>;

export const productListOutput = z.object({ products: z.array(listedProductOutput) });
export const productDetailOutput = z.object({ product: productOutput });

/** A category slug: lower-case words joined by hyphens. */
export const CATEGORY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A product's slug in its page's address. */
export const PRODUCT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
