import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { openShopDatabase } from './open.ts';

/**
 * Developers' reset: empties the configured database and builds it again from the migrations and
 * the seed. Refuses to run against production.
 */
async function reset() {
  const config = loadConfig();
  if (config.env === 'production') {
    throw new Error('db:reset refuses to run with NODE_ENV=production.');
  }
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
  } else {
    await rm(join(resolve(config.dataDir), 'pglite'), { recursive: true, force: true });
  }
  const database = await openShopDatabase(config);
  await database.close();
  console.info(`Database reset (${database.kind}) and seeded.`);
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
