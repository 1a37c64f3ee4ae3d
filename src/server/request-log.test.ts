import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/server-harness.ts';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createLogger } from './logger.ts';

// Every request leaves one line in the log, and no line carries a secret.

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});
const logger = createLogger('info', sink);
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({
    config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
    database,
    logger,
  });
});
afterAll(async () => {
  await database.close();
});

it('writes a line for every request: its id, method, path, status and time', async () => {
  const answer = await app.request('http://localhost:3000/api/no-such-thing', {
    headers: { 'x-request-id': 'trace-12345678' },
  });
  expect(answer.status).toBe(404);
  const line = lines.find(
    (entry) => entry['requestId'] === 'trace-12345678' && entry['msg'] === 'request',
  );
  expect(line).toMatchObject({
    service: 'shop',
    method: 'GET',
    path: '/api/no-such-thing',
    status: 404,
    ms: expect.any(Number) as number,
  });
});

it('keeps passwords and tokens out of the lines a request logs', () => {
  logger
    .child({ requestId: 'trace-secret' })
    .info({ body: { password: 'Birch&Cell1', token: 'abc' } }, 'a route logs a body');
  expect(lines.find((entry) => entry['requestId'] === 'trace-secret')).toMatchObject({
    body: { password: '[redacted]', token: '[redacted]' },
  });
});

it("gives what a route logs the request's id", async () => {
  const answer = await app.request('http://localhost:3000/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', 'x-request-id': 'trace-route-line' },
    body: JSON.stringify({
      'csp-report': {
        'document-uri': 'http://localhost:3000/about',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://tracker.example/pixel.gif',
      },
    }),
  });
  expect(answer.status).toBe(204);
  expect(
    lines.find(
      (entry) => entry['requestId'] === 'trace-route-line' && entry['msg'] === 'csp violation',
    ),
  ).toMatchObject({ violation: { effectiveDirective: 'img-src' } });
});
