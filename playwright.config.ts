import { defineConfig, devices } from '@playwright/test';
import {
  MAIL_SINK_SMTP_PORT,
  MAIL_SINK_URL,
  OIDC_CLIENT,
  OIDC_ISSUER_URL,
  OWNER_SHOP_PORT,
  SHOP_INBOX,
  SHOP_PORT,
  SHOP_URL,
  VENDOR_IDS,
  VENDOR_INTERCOM_SECRET,
  VENDOR_SHOP_PORT,
} from './e2e/support/servers.ts';

/**
 * End-to-end tests drive the built shop in Debian's Chromium. Three shops run (e2e/support/
 * servers.ts): the one most journeys use, which mails a local SMTP server and signs in with Google
 * through a local issuer; one with the chat and tag manager configured, whose vendor scripts the
 * tests replace at the network edge with stand-ins; and one its owner has changed. The owner's
 * admin journey (e2e/admin.spec.ts) starts and stops a fourth itself (e2e/support/admin-shop.ts).
 */

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
};

const server = (
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  script = 'src/server/main.ts',
) => ({
  command: `rm -rf ${dataDir} && tsx ${script}`,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The journeys' throwaway accounts are hashed cheaply (src/server/auth/password-hashing.ts).
    TEST_CHEAP_PASSWORD_HASHING: '1',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a failed test is tried once more, so its second run's trace shows what differed; one
  // that passes only on that second run still fails the run and is listed by name as flaky.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  // Twice what the longest journeys (the guest's purchase, the configurator by keyboard) take on a
  // two-core machine shared with other work (a load of 25): a test that passes only when tried
  // again fails the run, so a busy machine must not time a passing journey out. A passing test
  // waits no longer for it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...chromium, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /mobile\.spec\.ts/,
    },
    {
      // The configurators' main journeys again on a 390 × 844 phone.
      name: 'phone',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: /mobile\.spec\.ts/,
      grep: /@phone/,
    },
  ],
  webServer: [
    // A real SMTP server receives the shop's mail, and a local OpenID Connect issuer stands in for
    // Google: one process, ready once both listen.
    {
      command: 'tsx e2e/support/stand-ins.ts',
      url: `${MAIL_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(SHOP_PORT, 'data/e2e', {
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
      SHOP_INBOX,
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `${OIDC_ISSUER_URL}/.well-known/openid-configuration`,
      // As behind one load balancer: each journey's own X-Forwarded-For is its client address
      // (e2e/support/fixtures.ts), so the journeys' sign-ups count as different customers'.
      TRUST_PROXY: '1',
    }),
    server(VENDOR_SHOP_PORT, 'data/e2e-vendors', {
      INTERCOM_APP_ID: VENDOR_IDS.intercomAppId,
      INTERCOM_SECRET: VENDOR_INTERCOM_SECRET,
      GTM_ID: VENDOR_IDS.gtmId,
    }),
    // The owner's changes (banner off, products off sale or renamed) made in its database first.
    server(OWNER_SHOP_PORT, 'data/e2e-owner', {}, 'e2e/support/owner-shop.ts'),
  ],
});
