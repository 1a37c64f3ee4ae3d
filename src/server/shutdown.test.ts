import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { expect, it } from 'vitest';
import { POSTGRES_PASS, startShopProcess } from '../../test/shop-process.ts';

// Stopping under load: after SIGTERM the shop stops accepting, answers what is in flight with
// `Connection: close` so busy kept-alive clients leave, closes the database and exits 0 — in a
// moment, not on its 10 s timer.

const CONNECTIONS = 50;
const PIPELINING = 10;

it.skipIf(POSTGRES_PASS)(
  'drains busy kept-alive connections on SIGTERM and exits 0 with the database closed',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-shutdown-'));
    const shop = await startShopProcess({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    });
    let stoppedAt = Number.POSITIVE_INFINITY;
    let answeredAfterStop = 0;
    try {
      // Busy kept-alive clients, each with several requests queued on its connection (before the
      // drain they kept the server answering some 12,000 more requests for 6-10 s).
      const load = autocannon({
        url: `${shop.base}/api/health`,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        duration: 8,
      });
      load.on('response', () => {
        if (performance.now() > stoppedAt) answeredAfterStop += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const exited = new Promise<number | null>((resolve) => shop.child.once('exit', resolve));
      stoppedAt = performance.now();
      shop.child.kill('SIGTERM');
      const code = await exited;
      const took = performance.now() - stoppedAt;
      load.stop();
      await load;
      console.info(
        `shutdown: exit ${code} in ${took} ms, ${answeredAfterStop} answers after SIGTERM`,
      );
      expect(code).toBe(0);
      expect(took).toBeLessThan(3_000);
      // Each busy connection gets what it had queued and one more once the drain starts; on a busy
      // machine the signal may wait for a few rounds of queued requests before it is handled, so
      // the bound allows four rounds — still a sixth of what the clients got without the drain.
      expect(answeredAfterStop).toBeLessThanOrEqual(4 * CONNECTIONS * (PIPELINING + 1));
    } finally {
      await shop.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  60_000,
);
