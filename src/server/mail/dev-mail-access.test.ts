import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';
import { POSTGRES_PASS, startShopProcess } from '../../../test/shop-process.ts';
import { isLoopback } from '../lib/client-address.ts';

// The developer mail page shows live sign-in and password-reset links: outside production it
// answers only callers on the shop's own machine unless DEV_MAIL=open, whatever headers they send.

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('isLoopback', () => {
  it('knows this machine’s addresses from any other', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'local']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '1270.0.0.1']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});

// Behind a proxy on the same machine (nginx in front of a staging shop) every request reaches the
// shop from this machine's own address: only the forwarded headers say who asked.
describe('the developer mail page behind a proxy', () => {
  const shops: Record<string, TestShop> = {};
  beforeAll(async () => {
    shops['none'] = await openTestShop({ seed: false });
    shops['1'] = await openTestShop({ seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    for (const shop of Object.values(shops)) await shop.close();
  });

  it.each<[proxies: string, headers: Record<string, string>, status: number]>([
    ['none', {}, 200],
    ['none', { 'x-forwarded-for': '203.0.113.5' }, 404],
    // Untrusted, even when it names this machine: anyone can write it.
    ['none', { 'x-forwarded-for': '127.0.0.1' }, 404],
    ['none', { forwarded: 'for=203.0.113.5' }, 404],
    ['none', { 'x-real-ip': '203.0.113.5' }, 404],
    ['1', {}, 200],
    ['1', { 'x-forwarded-for': '203.0.113.5' }, 404],
    ['1', { 'x-forwarded-for': '127.0.0.1' }, 200],
    // What a caller wrote to the left of the proxy's own entry is never believed.
    ['1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' }, 404],
    ['1', { 'x-forwarded-for': '203.0.113.5, 127.0.0.1' }, 200],
    // The shop reads neither of these, so it cannot tell who sent them.
    ['1', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '203.0.113.5' }, 404],
    ['1', { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=203.0.113.5' }, 404],
  ])('with TRUST_PROXY %s and %j answers %i', async (proxies, headers, status) => {
    const answer = await shops[proxies]!.request('/dev/mail', { headers });
    expect(answer.status).toBe(status);
    if (status === 200) expect(await answer.text()).toContain('<h1>Developer mail</h1>');
  });
});

describe.skipIf(!outsideAddress || POSTGRES_PASS)(
  'the developer mail page, served on every interface',
  () => {
    async function shopWith(devMail: string) {
      const dataDir = await mkdtemp(join(tmpdir(), 'shop-devmail-'));
      const shop = await startShopProcess({
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        DEV_MAIL: devMail,
      });
      const port = new URL(shop.base).port;
      return {
        get: (host: string, path: string, headers: Record<string, string> = {}) =>
          fetch(`http://${host}:${port}${path}`, { headers }),
        close: async () => {
          await shop.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }

    it('answers this machine and no one else by default', async () => {
      const shop = await shopWith('loopback');
      try {
        const inside = await shop.get('127.0.0.1', '/dev/mail');
        expect(await inside.text()).toContain('<h1>Developer mail</h1>');
        for (const path of ['/dev/mail', '/dev/mail/', '/dev/mail/1']) {
          const outside = await shop.get(outsideAddress!, path, { 'x-forwarded-for': '127.0.0.1' });
          expect(outside.status, path).toBe(404);
        }
        // A proxy on this machine forwarding a stranger's request gets nothing either.
        const forwarded = await shop.get('127.0.0.1', '/dev/mail', {
          'x-forwarded-for': '203.0.113.5',
        });
        expect(forwarded.status).toBe(404);
        // The shop itself still answers from outside.
        expect((await shop.get(outsideAddress!, '/api/health')).status).toBe(200);
      } finally {
        await shop.close();
      }
    }, 60_000);

    it('answers anyone when told to, and no one when turned off', async () => {
      const open = await shopWith('open');
      try {
        expect(await (await open.get(outsideAddress!, '/dev/mail')).text()).toContain(
          '<h1>Developer mail</h1>',
        );
      } finally {
        await open.close();
      }
      const off = await shopWith('off');
      try {
        // Without the page the path is one the app does not know: never the mail.
        expect(await (await off.get('127.0.0.1', '/dev/mail')).text()).not.toContain(
          'Developer mail',
        );
      } finally {
        await off.close();
      }
    }, 90_000);
  },
);
