import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StoredDesignFields } from '../../../domain/design/parse.ts';
import { idColumn, listedColumns } from './columns.ts';

/** The catalogue: shop categories (docs/rules/storefront.md) and the products listed in them. */
export const shopCategories = pgTable('shop_categories', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url'),
  ...listedColumns(),
});

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => shopCategories.slug, { onUpdate: 'cascade' }),
    name: text('name').notNull(),
    /** The product page's address: `/shop/{category}/product/{slug}`. */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    /**
     * The design the product page opens, as cart lines store a design; which configurator hosts
     * it and its price follow from it (the domain prices it: a price is never stored).
     */
    preset: jsonb('preset').$type<StoredDesignFields>().notNull(),
    /** Listed under Best Designs. */
    featured: boolean('featured').notNull().default(false),
    ...listedColumns(),
  },
  (table) => [
    index('products_category_idx').on(table.categorySlug, table.sortOrder),
    index('products_featured_idx').on(table.featured),
  ],
);
