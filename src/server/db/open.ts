import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { seedDatabase } from './seed.ts';

/**
 * Opens the configured database, applies pending migrations and seeds a new database: in
 * production without the demo discount code and promotion.
 */
export async function openShopDatabase(
  config: Config,
  clock: Clock = systemClock,
): Promise<DatabaseHandle & { seeded: boolean }> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') });
  try {
    await database.migrate();
    const { seeded } = await seedDatabase(database.db, {
      demo: config.env !== 'production',
      now: clock(),
    });
    return { ...database, seeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
