import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAX_CART_LINES } from '../../../contract/saved-item.ts';
import { POSTGRES_PASS, startShopProcess } from '../../../../test/shop-process.ts';

// One hostile customer fills their cart with the largest lines the shop takes and has ten clients
// read it over and over. The shop, a real process, keeps answering everyone else in good time and
// its memory stays in proportion to a sane answer (issue: one customer could take it down).

const PASSWORD = 'Flood&Birch1';

/** A customer signed up and confirmed through the developer mail page, as a person would. */
async function customer(base: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: '' }),
  });
  const proof = signUp.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const page = await (await fetch(`${base}/dev/mail`)).text();
  const token = new RegExp(
    `email=${encodeURIComponent(email)}&amp;type=signup&amp;token=([^"&<\\s]+)`,
  ).exec(page)?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await fetch(`${base}/api/auth/verify-email?token=${token}`, {
    headers: { cookie: proof },
  });
  const session = confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair?.includes('session_token='));
  if (session.length === 0) throw new Error(`${email} was not signed in`);
  return session.join('; ');
}

/** The largest line the cart takes: a full-size picture and details at their limits. */
function hugeLine(i: number) {
  return {
    name: `Flood ${i}`,
    priceCents: 100,
    configurations: [
      {
        id: 'box-0',
        components: [{ boxType: 'standard', position: { x: 0, y: 0, z: 0 } }],
      },
    ],
    designType: 'bookcase',
    selectedColor: '#1F2937',
    imageUrl: `data:image/png;base64,${randomBytes(58_000).toString('base64')}`,
    details: { standardBox: 1, note: 'x'.repeat(19_000) },
    quantity: 1,
  };
}

const smallLine = {
  name: 'Bookcase',
  priceCents: 100,
  configurations: [
    { id: 'box-0', components: [{ boxType: 'standard', position: { x: 0, y: 0, z: 0 } }] },
  ],
  designType: 'bookcase',
  selectedColor: '#1F2937',
  details: { standardBox: 1 },
  quantity: 1,
};

async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

it.skipIf(POSTGRES_PASS)(
  'keeps other customers answered and memory bounded while one floods their cart',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-flood-'));
    // On its embedded database, as `npm start` runs it.
    const shop = await startShopProcess(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
        DEV_MAIL: 'loopback',
      },
      { stderr: 'inherit' },
    );
    const pid = shop.child.pid!;
    try {
      const { base } = shop;
      const flooder = await customer(base, 'flood@example.com');
      const others = [
        await customer(base, 'ada@example.com'),
        await customer(base, 'grace@example.com'),
      ];
      const post = (cookie: string, body: unknown) =>
        fetch(`${base}/api/cart/items`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });

      // The flood: lines up to the cap, each as large as a line may be; the next is refused.
      const statuses: number[] = [];
      for (let i = 0; i < MAX_CART_LINES + 5; i++) {
        statuses.push((await post(flooder, hugeLine(i))).status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_CART_LINES);
      expect(statuses.slice(MAX_CART_LINES).every((s) => s === 409 || s === 429)).toBe(true);
      for (const cookie of others) expect((await post(cookie, smallLine)).status).toBe(201);

      const before = await residentKb(pid);
      let peak = before;
      let reading = true;
      const sampler = (async () => {
        while (reading) {
          peak = Math.max(peak, await residentKb(pid));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      // Ten clients read the flooded cart again and again...
      const floodStatuses: number[] = [];
      const floodReads = Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 8; i++) {
          const answer = await fetch(`${base}/api/cart`, { headers: { cookie: flooder } });
          const bytes = (await answer.arrayBuffer()).byteLength;
          floodStatuses.push(answer.status);
          // Every answered read is the whole cart.
          if (answer.status === 200) expect(bytes).toBeGreaterThan(MAX_CART_LINES * 70_000);
        }
      });
      // ...while the others go on listing and adding to theirs.
      const latencies: number[] = [];
      const otherStatuses: number[] = [];
      const othersWork = others.map(async (cookie) => {
        for (let i = 0; i < 15; i++) {
          const started = performance.now();
          const answer = await fetch(`${base}/api/cart`, { headers: { cookie } });
          await answer.arrayBuffer();
          latencies.push(performance.now() - started);
          otherStatuses.push(answer.status);
        }
      });
      await Promise.all([Promise.all(floodReads), Promise.all(othersWork)]);
      reading = false;
      await sampler;

      console.info(
        `flood: ${floodStatuses.filter((s) => s === 200).length} full reads; others p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; rss ${(before / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB`,
      );
      // The flooded cart was read in full many times; reads past two at once were turned away.
      expect(floodStatuses.filter((status) => status === 200).length).toBeGreaterThan(8);
      expect(floodStatuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(otherStatuses.every((status) => status === 200)).toBe(true);
      // Bounds that tell starvation from a busy shared machine (this is not a speed target: the
      // benches measure speed): before the caps, others waited up to 8 s and the process grew by
      // gigabytes; on a loaded CI machine a sound shop's p95 has been 1.3-2.8 s.
      expect(percentile(latencies, 0.95)).toBeLessThan(4_000);
      expect((peak - before) / 1024).toBeLessThan(400);
    } finally {
      await shop.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);
