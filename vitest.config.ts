import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/fail-on-console-error.ts', './test/web-setup.ts'],
          // A page test renders the whole app and loads its lazy parts: on a slow machine that
          // takes several times Vitest's default five seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fail-on-console-error.ts'],
          globalSetup: ['./test/server-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
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
