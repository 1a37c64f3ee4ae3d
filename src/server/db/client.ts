import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies every pending migration (of another folder when given: tests of older releases). */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Resolves when the database answers a query, within the time given. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; dataDir?: undefined; loadDataDir?: Blob | File };

/** Opens PostgreSQL when a URL is given, else PGlite in its data folder (or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // A burst (twenty sign-ups hashing passwords at once) can keep a busy or slow machine from
      // opening a connection for several seconds: the request waits for it rather than failing.
      connectionTimeoutMillis: 15_000,
      // The shop's queries find rows by key: a prepared statement's one plan serves every value,
      // where PostgreSQL's default kept planning the cart insert again for each customer's values
      // (a seventh of its time per insert; decision 017).
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    return handle({
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(drizzlePg(pool), { migrationsFolder }),
      answer: () => pool.query('select 1'),
      close: () => pool.end(),
    });
  }

  let client: PGlite;
  let unlock = () => {};
  if (target.dataDir) {
    // PGlite fails when the parent folder is missing.
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    try {
      client = await PGlite.create(target.dataDir);
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create(
      'loadDataDir' in target && target.loadDataDir ? { loadDataDir: target.loadDataDir } : {},
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return handle({
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    answer: () => db.execute(sql`select 1`),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  });
}

/** Thrown when another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}), most likely the shop itself. ` +
        'PGlite serves one process at a time: stop that process and try again, or run the shop on PostgreSQL (DATABASE_URL) to share a database.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * PGlite keeps its files for one process: a second process writing them (a command run beside the
 * running shop) would corrupt them. A lock file beside the data folder holds the owner's pid; a
 * lock whose process is gone is taken over. Answers the function that releases it.
 */
function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const mine = String(process.pid);
  try {
    writeFileSync(path, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUseError(dataDir, holder);
    }
    writeFileSync(path, mine);
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === mine) unlinkSync(path);
    } catch {
      // already gone
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user, but it runs.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A handle on either engine: migrations from MIGRATIONS_DIR unless told, pings within 2 s. */
function handle(engine: {
  db: Database;
  kind: DatabaseKind;
  migrate: (migrationsFolder: string) => Promise<void>;
  /** Resolves once the database has answered a trivial query. */
  answer: () => Promise<unknown>;
  close: () => Promise<void>;
}): DatabaseHandle {
  return {
    db: engine.db,
    kind: engine.kind,
    migrate: (migrationsFolder = MIGRATIONS_DIR) => engine.migrate(migrationsFolder),
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        engine.answer().then(() => {}),
        timeoutMs,
      ),
    close: engine.close,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
