import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { design } from './designs.ts';
import { ADMIN_SHOP_PORT, ADMIN_SHOP_URL, MAIL_SINK_SMTP_PORT } from './servers.ts';

/**
 * A shop of the owner's admin journey's own, on the embedded database in a folder of its own, run
 * as playwright.config.ts runs the others (the built app, mail over SMTP to the local sink, the
 * FedEx sandbox, the test gateway) but started and stopped by the journey: the command that makes
 * the first admin works on that database only while no shop has it open.
 */
export interface AdminShop {
  start(): Promise<void>;
  /** SIGTERM, as a service manager stops the shop, then waits until the process has ended. */
  stop(): Promise<void>;
  /** `npm run admin:grant`'s command on this shop's database: its exit code and what it printed. */
  roleCommand(...args: string[]): Promise<{ code: number | null; output: string }>;
  /** Stops the shop if it runs, and removes its database. */
  dispose(): Promise<void>;
}

export async function adminShop(): Promise<AdminShop> {
  // The lock file PGlite's owner keeps beside the data folder goes with it.
  const folder = await mkdtemp(join(tmpdir(), 'birch-admin-e2e-'));
  const env = {
    ...process.env,
    PORT: String(ADMIN_SHOP_PORT),
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TEST_CHEAP_PASSWORD_HASHING: '1',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
  };
  let shop: ChildProcess | null = null;
  let shopErrors = '';

  const run = (script: string, args: string[] = []) =>
    spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  const stop = async () => {
    const child = shop;
    shop = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited, `the shop stopped cleanly: ${shopErrors}`).toBe(0);
  };

  return {
    async start() {
      shopErrors = '';
      const child = run('src/server/main.ts');
      shop = child;
      child.stdout?.resume();
      child.stderr?.on('data', (chunk: Buffer) => (shopErrors += chunk.toString()));
      await expect
        .poll(
          async () => {
            if (child.exitCode !== null) return `exited with ${child.exitCode}: ${shopErrors}`;
            return fetch(`${ADMIN_SHOP_URL}/api/health`).then(
              (answer) => answer.status,
              () => 'not listening yet',
            );
          },
          { timeout: 60_000, message: 'the admin journey’s shop answers its health check' },
        )
        .toBe(200);
    },
    stop,
    async roleCommand(...args) {
      const command = run('src/server/admin/role-command.ts', args);
      let output = '';
      command.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      command.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((done) => command.once('exit', done));
      return { code, output: output.trim() };
    },
    async dispose() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const address = {
  fullName: 'Grace Hopper',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${ADMIN_SHOP_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ADMIN_SHOP_URL },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

/**
 * A guest's order of the two-box black bookcase on the admin journey's shop, placed and paid with
 * the test gateway's card through the calls checkout makes: its number and id.
 */
export async function paidGuestOrder(email: string): Promise<{ id: string; number: string }> {
  // The browser's own id and sync flag for the line stay in the browser.
  const line = Object.entries(design('line-1')).filter(
    ([key]) => !['id', 'isSynced'].includes(key),
  );
  const lines = [{ ...Object.fromEntries(line), quantity: 1 }];
  const quote = await post('/api/checkout/quote', { lines, address });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const { selected, totals } = quote.body as {
    selected: { serviceType: string; packagingType: string };
    totals: { totalCents: number };
  };
  const placed = await post('/api/orders', {
    checkoutId: randomUUID(),
    checkoutKey: randomUUID(),
    email,
    lines,
    address,
    choice: { serviceType: selected.serviceType, packagingType: selected.packagingType },
    expectedTotalCents: totals.totalCents,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { order, accessToken } = placed.body as {
    order: { id: string; number: string };
    accessToken: string;
  };
  const paid = await post(`/api/orders/${order.id}/pay`, {
    number: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    token: accessToken,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body).toMatchObject({ status: 'paid' });
  return { id: order.id, number: order.number };
}
