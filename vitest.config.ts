import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The browser's .ts tests that need test/web-setup.ts: a document or browser storage, or the check
// of class lists that setup installs. The other .ts tests are plain logic and run in Node, spared a
// jsdom window and the setup's libraries in every file (17 files: 21 s of CPU under jsdom, 5 s in
// Node). A .ts test that needs a document and is not listed fails at once: `document is not defined`.
const WEB_TS_TESTS_WITH_DOM = [
  'src/web/entities/cart/cart-store.test.ts',
  'src/web/entities/order/checkout-tab.test.ts',
  'src/web/entities/saved-item/load-design.test.ts',
  'src/web/entities/session/auth-return.test.ts',
  'src/web/entities/session/sign-out.test.ts',
  'src/web/entities/wishlist/wishlist-store.test.ts',
  'src/web/lib/cn.test.ts',
  'src/web/lib/configurator-loading.test.ts',
  'src/web/lib/design-drafts.test.ts',
  'src/web/lib/first-screen-data.test.ts',
  'src/web/lib/public-config.test.ts',
  'src/web/lib/seo.test.ts',
  'src/web/lib/support-chat.test.ts',
];

// The server's tests that open no database: they run once, while the rest run again on
// PostgreSQL in CI (`--project server` with TEST_DATABASE_URL). A new test file runs on both until
// it is listed here; one listed here that opens a database fails at once (test/server-harness.ts).
const SERVER_TESTS_WITHOUT_DATABASE = [
  'src/server/config.test.ts',
  'src/server/content/articles.test.ts',
  'src/server/integrations/fedex/client.test.ts',
  'src/server/integrations/fedex/rate-reply.test.ts',
  'src/server/integrations/fedex/rate-request.test.ts',
  'src/server/integrations/fedex/sandbox.test.ts',
  'src/server/integrations/payments/stripe-gateway.test.ts',
  'src/server/integrations/payments/test-cards.test.ts',
  'src/server/logger.test.ts',
  'src/server/orders/quotes.test.ts',
  'src/server/spa/kept-screens.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so one worker on a two-core machine; the
    // tests wait on the database and the network often enough that two there take a third less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'web-node',
          include: ['src/web/**/*.test.ts'],
          exclude: WEB_TS_TESTS_WITH_DOM,
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx', ...WEB_TS_TESTS_WITH_DOM],
          environment: 'jsdom',
          setupFiles: ['./test/fail-on-console-error.ts', './test/web-setup.ts'],
          // A page test renders the whole app and loads its lazy parts: on a slow machine that
          // takes several times Vitest's default five seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-pure',
          include: SERVER_TESTS_WITHOUT_DATABASE,
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: SERVER_TESTS_WITHOUT_DATABASE,
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
          globalSetup: ['./test/server-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // `npm run test:unit` measures it over the domain's own tests (`--coverage --project domain`),
    // then runs the others without it: V8 counts every line a test runs, and under the browser's
    // tests that cost a fifth more CPU only to be thrown away.
    coverage: {
      provider: 'v8',
      // The rules alone: the server and the app are proven by their own and the e2e tests, and
      // instrumenting them too only slowed every run.
      include: ['src/domain/**/*.ts'],
      exclude: ['**/*.test.*', '**/*.bench.ts', 'src/server/db/migrations/**'],
      reporter: ['text-summary', 'json-summary'],
      // The shop's rules must be proven line by line.
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
