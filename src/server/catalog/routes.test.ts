import { describe, expect, it } from 'vitest';
import { products, shopCategories } from '../db/schema.ts';
import { SHOP_CATEGORIES, seedDatabase } from '../db/seed.ts';
import { DEMO_PRODUCTS } from '../db/demo-catalog.ts';
import { effectiveFinish } from '../../domain/box/coloring.ts';
import { BUILT_IN_RULES } from '../../domain/box/rule-config.ts';
import { packLines } from '../../domain/checkout/shipment.ts';
import { designDimensionsText } from '../../domain/design/facts.ts';
import { parseDesign } from '../../domain/design/parse.ts';
import { priceDesign } from '../../domain/design/price.ts';
import { designViolations } from '../../domain/design/validate.ts';
import { productDetailOutput, productListOutput } from '../../contract/catalog.ts';
import { catalogRoutes } from './routes.ts';
import { sharedTestShop } from '../../../test/server-harness.ts';
import { eq } from 'drizzle-orm';

const shop = sharedTestShop();

describe('categories', () => {
  it('are the eleven shop categories, in order, from a new database', async () => {
    const response = await shop.request('/api/categories');
    const { categories } = (await response.json()) as {
      categories: { slug: string; name: string }[];
    };
    expect(categories.map((c) => c.slug).join(' ')).toBe(
      'bookshelf sideboard tv-stand vinyl-collection-shelf shoe-rack wall-storage dresser night-stand office-desk closet free-form',
    );
    expect(categories).toHaveLength(SHOP_CATEGORIES.length);
  });

  it('are seeded only into a new database, so the owner’s changes survive a restart', async () => {
    await shop.database.db
      .update(shopCategories)
      .set({ isActive: false })
      .where(eq(shopCategories.slug, 'closet'));
    expect(await seedDatabase(shop.database.db, { now: shop.clock() })).toEqual({
      seeded: false,
    });
    const { categories } = (await (await shop.request('/api/categories')).json()) as {
      categories: { slug: string }[];
    };
    expect(categories.map((c) => c.slug)).not.toContain('closet');
  });
});

describe('the demo catalogue', () => {
  it('has at least four designs in every category, each one the shop can build', () => {
    for (const category of SHOP_CATEGORIES) {
      const designs = DEMO_PRODUCTS.filter((product) => product.categorySlug === category.slug);
      expect(designs.length, category.slug).toBeGreaterThanOrEqual(4);
    }
    for (const product of DEMO_PRODUCTS) {
      const design = parseDesign(product.preset);
      expect(design.ok, product.name).toBe(true);
      if (design.ok)
        expect(designViolations(design.value, BUILT_IN_RULES), product.name).toEqual([]);
    }
    expect(new Set(DEMO_PRODUCTS.map((product) => product.slug)).size).toBe(DEMO_PRODUCTS.length);
  });

  it('names the designs the header’s lookups open', () => {
    const find = (name: string) => DEMO_PRODUCTS.find((product) => product.name === name);
    expect(find('Minimalist TV Console')).toMatchObject({ categorySlug: 'tv-stand' });
    expect(find('Minimalist TV Console')?.preset.inchConfig).not.toBeNull();
    expect(find('Black Sideboard')).toMatchObject({ categorySlug: 'sideboard' });
  });

  it('gives the Mixed Finish Wall its black doors on walnut, as its description says', () => {
    const wall = DEMO_PRODUCTS.find((product) => product.name === 'Mixed Finish Wall')!;
    expect(wall.description).toContain('Walnut cells with black doors');
    const parsed = parseDesign(wall.preset);
    if (!parsed.ok || parsed.value.kind !== 'cell') throw new Error('a cell design');
    const design = parsed.value;
    const finishes = design.boxes.map((box) => {
      const finish = effectiveFinish(box, design);
      const front = box.components[0]?.modification.type ?? 'open';
      return `${front}:${finish.texture ?? finish.color}`;
    });
    expect(new Set(finishes)).toEqual(new Set(['open:thermoWalnut', 'door:#1F2937']));
  });
});

type ProductBody = {
  id: string;
  slug: string;
  name: string;
  kind: 'cell' | 'inch';
  listCents: number;
  saleCents: number;
  discountPercent: number;
  dimensions: string;
  featured: boolean;
};

async function productsOf(category: string): Promise<ProductBody[]> {
  const response = await shop.request(`/api/products?category=${category}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { products: ProductBody[] }).products;
}

describe('products', () => {
  it('lists a category’s designs in order, priced by the domain at the product page’s discount', async () => {
    const tvStands = await productsOf('tv-stand');
    expect(tvStands.map((p) => p.name)).toEqual(
      DEMO_PRODUCTS.filter((p) => p.categorySlug === 'tv-stand').map((p) => p.name),
    );
    for (const product of tvStands) {
      const demo = DEMO_PRODUCTS.find((p) => p.slug === product.slug)!;
      const design = parseDesign(demo.preset);
      if (!design.ok) throw new Error(demo.name);
      const price = priceDesign(design.value, 'product-page');
      expect(product).toMatchObject({
        listCents: price.listCents,
        saleCents: price.saleCents,
        discountPercent: product.kind === 'inch' ? 20 : 30,
        dimensions: designDimensionsText(design.value),
      });
    }
  });

  it('lists what a card shows, and brings the preset only for a design without a picture', async () => {
    const answer = productListOutput.parse(
      await (await shop.request('/api/products?category=sideboard')).json(),
    );
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      const demo = DEMO_PRODUCTS.find((p) => p.slug === product.slug)!;
      expect(product).not.toHaveProperty('description');
      expect(product.imageUrl).toBe(`/api/images/products/${product.slug}.png`);
      expect(product.preset).toBeNull();
      expect(product.finish).toMatchObject({
        color: demo.preset.selectedColor,
        texture: demo.preset.selectedTexture,
      });
      expect(product).not.toHaveProperty('materials');
      expect(product).not.toHaveProperty('parcels');
    }
    // Where the image store has no picture of a design, its card draws the preset.
    const unpictured = catalogRoutes(shop.database.db, { urlOf: () => Promise.resolve(null) });
    const drawn = productListOutput.parse(
      await (await unpictured.request('/products?category=sideboard')).json(),
    );
    for (const product of drawn.products) {
      const demo = DEMO_PRODUCTS.find((p) => p.slug === product.slug)!;
      expect(product.imageUrl).toBeNull();
      expect(product.preset).toMatchObject({
        designType: demo.preset.designType,
        selectedColor: demo.preset.selectedColor,
        configurations: demo.preset.configurations,
      });
    }
  });

  it('opens one design by category and slug, and answers 404 for any other', async () => {
    const found = await shop.request('/api/products/sideboard/black-sideboard');
    expect(found.status).toBe(200);
    const { product } = productDetailOutput.parse(await found.json());
    expect(product).toMatchObject({
      name: 'Black Sideboard',
      kind: 'cell',
      discountPercent: 30,
      finish: { color: '#1F2937', texture: null, name: 'Black' },
      materials: 'Baltic birch plywood with a hard-wearing laminate face, made in California',
    });
    // A design in veneer with boxes of its own colour is named as the cart names it.
    const wall = productDetailOutput.parse(
      await (await shop.request('/api/products/free-form/mixed-finish-wall')).json(),
    ).product;
    expect(wall.finish).toEqual({
      color: '#1F2937',
      texture: 'thermoWalnut',
      name: 'Walnut, Black on 2 boxes',
    });
    expect(wall.materials).toBe(
      'Baltic birch plywood with Walnut veneer and black laminate, made in California',
    );
    expect(product.description).not.toBe('');
    // The parcels are the preset's, packed as checkout packs a cart line of it, and weigh what it does.
    const demo = DEMO_PRODUCTS.find((p) => p.slug === 'black-sideboard')!;
    const design = parseDesign(demo.preset);
    if (!design.ok) throw new Error(design.error.message);
    const packed = packLines([{ itemId: product.id, design: design.value, quantity: 1 }]);
    if (!packed.ok) throw new Error(packed.reason);
    expect(product.parcels).toEqual(
      packed.packages.map(({ dimensionsIn, weightLb }) => ({ dimensionsIn, weightLb })),
    );
    expect(product.parcels.length).toBeGreaterThan(1);
    const parcelsLb = product.parcels.reduce((sum, parcel) => sum + parcel.weightLb, 0);
    expect(Math.abs(parcelsLb - product.weightLb)).toBeLessThanOrEqual(0.1);
    const byId = await shop.request(`/api/products/sideboard/${product.id}`);
    expect(((await byId.json()) as { product: ProductBody }).product.slug).toBe('black-sideboard');
    for (const path of [
      '/api/products/tv-stand/black-sideboard',
      '/api/products/sideboard/no-such-design',
      '/api/products/sideboard/DROP%20TABLE',
    ]) {
      const missing = await shop.request(path);
      expect(missing.status, path).toBe(404);
    }
  });

  it('lists the featured designs for Best Designs, one or more a category', async () => {
    const response = await shop.request('/api/products/featured');
    const { products: featured } = (await response.json()) as { products: ProductBody[] };
    // The closets were hidden by the test above.
    expect(featured.map((p) => p.slug)).toEqual(
      DEMO_PRODUCTS.filter((p) => p.featured && p.categorySlug !== 'closet').map((p) => p.slug),
    );
    expect(featured.every((p) => p.featured)).toBe(true);
  });

  it('hides retired designs and the designs of hidden categories', async () => {
    const db = shop.database.db;
    await db.update(products).set({ isActive: false }).where(eq(products.slug, 'media-wall'));
    expect((await productsOf('tv-stand')).map((p) => p.slug)).not.toContain('media-wall');
    expect((await shop.request('/api/products/tv-stand/media-wall')).status).toBe(404);
    await db
      .update(shopCategories)
      .set({ isActive: false })
      .where(eq(shopCategories.slug, 'shoe-rack'));
    expect(await productsOf('shoe-rack')).toEqual([]);
    expect((await shop.request('/api/products/shoe-rack/mudroom-bench')).status).toBe(404);
  });

  it('refuses a missing or malformed category', async () => {
    expect((await shop.request('/api/products')).status).toBe(400);
    expect((await shop.request('/api/products?category=DROP%20TABLE')).status).toBe(400);
  });
});
