import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated, empty PGlite data folder, dumped once so each test file opens a copy fast; null
     * when the tests run on PostgreSQL (TEST_DATABASE_URL). Only the `server` project provides it.
     */
    pgliteDumpPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDumpPath', null);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const path = join(dir, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
