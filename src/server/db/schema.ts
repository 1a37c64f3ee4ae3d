/**
 * The whole database schema, for Drizzle and drizzle-kit: one file per area under schema/, listed
 * here. Table and column names follow the spec's tables (docs/rules/storefront.md); the tables the spec
 * implies but does not show are named in the same style. One schema serves PGlite and PostgreSQL.
 */
export * from './schema/catalog.ts';
export * from './schema/newsletter.ts';
export * from './schema/accounts.ts';
export * from './schema/cart.ts';
export * from './schema/designs.ts';
export * from './schema/checkout.ts';
export * from './schema/payments.ts';
export * from './schema/orders.ts';
export * from './schema/limits.ts';
export * from './schema/content.ts';
export * from './schema/admin.ts';
