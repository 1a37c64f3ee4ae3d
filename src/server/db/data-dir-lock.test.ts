import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client.ts';
import { POSTGRES_PASS } from '../../../test/shop-process.ts';

// The embedded database serves one process: a command run beside the running shop (granting an
// admin, resetting the database) is refused instead of writing the same files at once.
describe.skipIf(POSTGRES_PASS)('the embedded database’s lock', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'shop-lock-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a second process, takes over a lock whose process is gone, and lets go on close', async () => {
    const dataDir = join(parent, 'pglite');
    const lock = `${dataDir}.lock`;
    // Another process that is running (the one that started this test) holds it.
    writeFileSync(lock, String(process.ppid));
    const refused = await openDatabase({ kind: 'pglite', dataDir }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^The embedded database in .+ is open in another process \\(pid ${process.ppid}\\)`,
      ),
    );
    // A process that has ended left it behind: taken over.
    writeFileSync(lock, '2147483646');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});
