import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LOG_FLUSH_MS } from './logger.ts';

// The log as a process really writes it to its standard output: batched, yet never lost or held
// for long.

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs `script` with `log` made by createLogger, and collects its standard output as it comes. */
function run(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(LOGGER)};
       const log = createLogger('info');
       ${script}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  /** Each line's message, when it was logged (pino's `time`) and when it reached the output. */
  const lines: { msg: string; time: number; at: number }[] = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const text = rest + chunk;
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const line of complete) {
      const { msg, time } = JSON.parse(line) as { msg: string; time: number };
      lines.push({ msg, time, at: Date.now() });
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, lines, exited };
}

it('writes a line on a quiet server within its flush interval', async () => {
  const { lines, exited, child } = run(`
    log.info('one request');
    setTimeout(() => {}, 10_000);
  `);
  await expect.poll(() => lines.length, { timeout: 5_000, interval: 20 }).toBe(1);
  expect(lines[0]!.msg).toBe('one request');
  // Written by the next flush, while the process runs on: not held until it ends.
  expect(lines[0]!.at - lines[0]!.time).toBeLessThan(LOG_FLUSH_MS + 1_000);
  expect(child.exitCode).toBeNull();
  child.kill('SIGTERM');
  await exited;
});

it('writes every line of a busy moment, in order, and what is left when the process exits', async () => {
  const { lines, exited } = run(`
    for (let i = 0; i < 2000; i++) log.info({ path: '/api/cart', status: 200 }, 'request ' + i);
    log.info('last words');
    process.exit(0);
  `);
  expect(await exited).toBe(0);
  expect(lines).toHaveLength(2001);
  expect(lines.map((line) => line.msg)).toEqual([
    ...Array.from({ length: 2000 }, (_, i) => `request ${i}`),
    'last words',
  ]);
});
