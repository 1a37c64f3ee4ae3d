/**
 * The cell configurator's 3D scene under load, measured in Debian's Chromium (WebGL on SwiftShader,
 * the CPU rasteriser the tests use, so the figures are a worst case): a 59-box design with doors,
 * drawers, dividers, cable openings and mixed finishes is loaded, then
 * - draw calls per frame (target ≤ 60),
 * - time from an add click to the next rendered frame (median of several),
 * - whether the scene is idle (no frames) while nothing changes.
 * Runs against the built app (`npm run build` first; built here when missing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { generateDesign } from '../src/domain/box/generate.ts';
import type { BoxDesign, ModificationType } from '../src/domain/box/model.ts';
import { modifySegment } from '../src/domain/box/modification.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const ADD_SAMPLES = 7;

function benchDesign(): BoxDesign {
  const { boxes } = generateDesign({
    columns: 10,
    rows: 6,
    allowedBoxTypes: ['standard'],
    preferredBoxType: 'standard',
    designType: 'tallBookcase',
    seed: 7,
  });
  const colours = ['#D73527', '#1E40AF', '#2B7E52', '#E29013'];
  let design: BoxDesign = boxes.slice(0, 59);
  // Fronts as a customer sets them, so each is the right way round for its box.
  design.forEach((box, i) => {
    const type: ModificationType | null =
      i % 3 === 0 ? 'door' : i % 5 === 0 ? 'drawer' : i % 7 === 0 ? 'open-single-divider' : null;
    const cableOpening = i % 11 === 0;
    if (type === null && !cableOpening) return;
    const current = box.components[0]!.modification.type;
    const changed = modifySegment(
      design,
      box.id,
      { type: type ?? current, ...(cableOpening ? { cableOpening } : {}) },
      'tallBookcase',
    );
    if (!changed.ok) throw new Error(`the bench design's box ${i + 1}: ${changed.message}`);
    design = changed.design;
  });
  return design.map((box, i) => ({
    ...box,
    ...(i % 4 === 0 ? { selectedColor: colours[i % colours.length] } : {}),
    ...(i % 13 === 0 ? { selectedTexture: 'coffeeOak' as const } : {}),
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The shop did not start');
}

async function main(): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scene-'));
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const design = benchDesign();
    await page.addInitScript((configurations) => {
      localStorage.setItem('cookie-consent', 'declined');
      localStorage.setItem(
        'pending-wishlist-item',
        JSON.stringify({
          version: 1,
          item: {
            id: 'bench',
            name: 'Bench design',
            priceCents: 0,
            designType: 'tallBookcase',
            selectedColor: '#FFFFFF',
            configurations,
          },
        }),
      );
    }, design);
    await page.goto(`${BASE}/configurator`);
    const scene = page.getByTestId('design-scene');
    const frames = async () => Number((await scene.getAttribute('data-frames')) ?? 0);
    await page.getByText(/^10 × 6 tall bookcase, 59 standard cells/).waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="design-scene"]');
      return Number(el?.dataset.frames ?? 0) > 0;
    });
    await page.waitForTimeout(1500);
    const drawCalls = Number((await scene.getAttribute('data-draw-calls')) ?? 0);
    const programs = Number((await scene.getAttribute('data-programs')) ?? 0);

    // Doors open together: count the frames the animation takes.
    const beforeDoors = await frames();
    await page.getByRole('button', { name: 'Open doors' }).click();
    await page.waitForTimeout(1500);
    const doorFrames = (await frames()) - beforeDoors;
    const drawCallsDoorsOpen = Number((await scene.getAttribute('data-draw-calls')) ?? 0);

    // An add click to the next rendered frame: the bottom-right box takes a box to its right.
    await page.getByRole('button', { name: /^Box A10,/ }).click();
    const addButton = page.getByRole('button', { name: 'Add box to the right of A10' });
    await addButton.waitFor();
    const samples: number[] = [];
    for (let i = 0; i < ADD_SAMPLES; i++) {
      await page.waitForTimeout(300);
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const target = document.querySelector<HTMLElement>('[data-testid="design-scene"]')!;
            const button = document.querySelector<HTMLButtonElement>(
              'button[aria-label="Add box to the right of A10"]',
            )!;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(target, { attributes: true, attributeFilter: ['data-frames'] });
            button.click();
          }),
      );
      samples.push(ms);
      await page.getByRole('button', { name: 'Undo' }).click();
      await addButton.waitFor();
    }

    // Idle: with nothing changing, no frames are drawn.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(1000);
    const idleStart = await frames();
    await page.waitForTimeout(3000);
    const idleFrames = (await frames()) - idleStart;

    const rows: [string, string, string][] = [
      ['boxes in the design', String(design.length), ''],
      ['draw calls per frame', String(drawCalls), 'target ≤ 60'],
      ['draw calls per frame, doors open', String(drawCallsDoorsOpen), 'target ≤ 60'],
      ['shader programs', String(programs), 'target 1, the whole view'],
      ['frames for the door animation', String(doorFrames), 'then idle'],
      [
        'add click → next rendered frame (median)',
        `${median(samples).toFixed(1)} ms`,
        `samples: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`,
      ],
      [
        'frames drawn in 3 s without changes',
        String(idleFrames),
        idleFrames === 0 ? 'idle' : 'NOT IDLE',
      ],
    ];
    console.info('\nCell configurator scene (Chromium, SwiftShader WebGL)\n');
    for (const [name, value, note] of rows) {
      console.info(`  ${name.padEnd(42)} ${value.padStart(10)}  ${note}`);
    }
    console.info('');
    if (drawCalls > 60 || programs !== 1 || idleFrames !== 0) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
