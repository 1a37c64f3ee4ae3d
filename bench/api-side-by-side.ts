import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { startShopProcess, type ShopProcess } from '../test/shop-process.ts';
import {
  AUTH_SECRET,
  benchDatabase,
  cartListCall,
  fillCarts,
  measureOnce,
  median,
  moreCustomers,
  ROUNDS,
  signIn,
} from './support.ts';

// This working tree's API beside an earlier commit's, on one PostgreSQL database: both shop
// processes answer a sign-in first (as a live shop has), then the health check and the cart list
// are driven at each in turn, ROUNDS times, so a busy moment of the machine falls on both alike.
// `npm run bench` compares runs minutes apart, which move more than a change is worth on a shared
// machine; this is how a change to the API's overhead is measured (docs/decisions/017).
//
//   BASE_REF=<commit> npx tsx bench/api-side-by-side.ts

const BASE_REF = process.env.BASE_REF ?? 'HEAD~1';
/** Customers whose five-line carts the list reads, in turn. */
const LIST_CUSTOMERS = 50;

async function main() {
  const database = await benchDatabase('side-by-side');
  if (!database) return;
  const tree = await mkdtemp(join(tmpdir(), 'shop-base-'));
  const shops: { name: string; shop: ShopProcess }[] = [];
  try {
    execFileSync('git', ['worktree', 'add', '--detach', tree, BASE_REF], { stdio: 'ignore' });
    await symlink(join(process.cwd(), 'node_modules'), join(tree, 'node_modules'));
    const env = {
      DATABASE_URL: database.databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      AUTH_SECRET,
    };
    for (const [name, cwd] of [
      [BASE_REF, tree],
      ['this tree', process.cwd()],
    ] as const) {
      const dataDir = join(tree, `data-${shops.length}`);
      const shop = await startShopProcess(
        { ...env, DATA_DIR: dataDir },
        { cwd, stderr: 'inherit' },
      );
      shops.push({ name, shop });
    }
    let cookie = '';
    for (const { shop } of shops) cookie = await signIn(shop.base, database.databaseUrl);
    const listers = await moreCustomers(database.databaseUrl, cookie, LIST_CUSTOMERS);
    await fillCarts(shops[1]!.shop.base, listers);
    const calls: [string, (base: string) => autocannon.Options][] = [
      ['GET /api/health', (base) => ({ url: `${base}/api/health` })],
      ['GET /api/cart (list, 5 lines)', (base) => cartListCall(base, listers)],
    ];
    console.info(`\n${BASE_REF} → this tree, side by side, median of ${ROUNDS} alternating runs`);
    for (const [call, options] of calls) {
      const runs = new Map<string, { rps: number[]; cpu: number[] }>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const { name, shop } of shops) {
          await measureOnce('warm-up', { ...options(shop.base), duration: 1 });
          const run = await measureOnce(call, options(shop.base), shop.child.pid);
          if (run.errors + run.non2xx > 0) throw new Error(`${call} failed on ${name}`);
          const kept = runs.get(name) ?? { rps: [], cpu: [] };
          kept.rps.push(run.rps);
          if (run.cpuMicros !== null) kept.cpu.push(run.cpuMicros);
          runs.set(name, kept);
        }
      }
      const [before, after] = shops.map(({ name }) => runs.get(name)!);
      console.info(
        `${call.padEnd(30)} ${median(before!.rps)} → ${median(after!.rps)} req/s   ` +
          `server CPU ${median(before!.cpu)} → ${median(after!.cpu)} µs/request`,
      );
    }
  } finally {
    await Promise.all(shops.map(({ shop }) => shop.stop()));
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    } catch {
      // never added: the error that stopped the bench is the one to see
    }
    await rm(tree, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
    await database.drop();
  }
}

await main();
