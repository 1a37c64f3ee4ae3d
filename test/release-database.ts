import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from './server-harness.ts';
import { MIGRATIONS_DIR, type DatabaseHandle } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';

const FIXTURES = new URL('../src/server/db/fixtures/', import.meta.url);

/** A database a release wrote, migrated to today's schema, and what that release answered. */
export interface Release<Answers> {
  database: DatabaseHandle;
  /** fixtures/release-NNNN-answers.json */
  answers: Answers;
  /** Each customer's id, by the name before the @ of their e-mail. */
  customers: Record<string, string>;
}

/**
 * The database the release at migration `last` left, from its fixture (`release-NNNN.sql`, the
 * `INSERT INTO` lines pg_dump writes): migrated up to and including `last`, given those rows, then
 * migrated the rest of the way.
 */
export async function openRelease<Answers>(last: number): Promise<Release<Answers>> {
  const name = `release-${String(last).padStart(4, '0')}`;
  const database = await openTestDatabase({ migrated: false });
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  try {
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last);
    await writeFile(journalPath, JSON.stringify(journal));
    await database.migrate(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const rows = (await readFile(new URL(`${name}.sql`, FIXTURES), 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('INSERT INTO'));
  for (const row of rows) await database.db.execute(sql.raw(row));
  await database.migrate();

  const customers: Record<string, string> = {};
  for (const user of await database.db.select().from(users)) {
    customers[user.email.split('@')[0]!] = user.id;
  }
  const answers = JSON.parse(
    await readFile(new URL(`${name}-answers.json`, FIXTURES), 'utf8'),
  ) as Answers;
  return { database, answers, customers };
}
