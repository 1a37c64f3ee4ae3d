/**
 * The owner-edited shop (playwright.config.ts): the demo shop, migrated and seeded as the shop
 * itself does it, then changed the way the owner's admin will change it — the banner switched
 * off, the Black Sideboard taken off sale and the Minimalist TV Console renamed — and then started
 * on that database in the same process, which keeps the owner's changes (a seeded table is never
 * seeded again).
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openShopDatabase } from '../../src/server/db/open.ts';
import { adBannerSettings, products } from '../../src/server/db/schema.ts';
import { RENAMED_TV_CONSOLE } from './servers.ts';

const database = await openShopDatabase(loadConfig());
try {
  const { db } = database;
  await db.update(adBannerSettings).set({ enabled: false });
  await db.update(products).set({ isActive: false }).where(eq(products.name, 'Black Sideboard'));
  await db
    .update(products)
    .set({ name: RENAMED_TV_CONSOLE })
    .where(eq(products.name, 'Minimalist TV Console'));
} finally {
  await database.close();
}
await import('../../src/server/main.ts');
