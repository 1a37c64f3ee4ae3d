import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The shop as its own process (`src/server/main.ts`), for tests and benchmarks that need what only
 * a real process has: its own memory, a socket, signals.
 */
export interface ShopProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 60 s');
}

/**
 * Starts the shop on a free port (its PUBLIC_URL unless `env` says) and waits until it answers.
 * `script` runs another server the same way (the benchmarks' bare Hono reference): it must listen
 * on PORT and answer /api/health.
 */
export async function startShopProcess(
  env: Record<string, string>,
  {
    stderr = 'ignore',
    script = 'src/server/main.ts',
    cwd,
  }: {
    stderr?: 'ignore' | 'inherit';
    script?: string;
    /** Another copy of the shop to run (the benchmarks' side-by-side comparison). */
    cwd?: string;
  } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

/**
 * Whether these server tests are the PostgreSQL pass (TEST_DATABASE_URL set). A test that starts a
 * shop process on the embedded database whatever that says would repeat itself unchanged there,
 * so it runs in the first pass only.
 */
export const POSTGRES_PASS = Boolean(process.env.TEST_DATABASE_URL);
