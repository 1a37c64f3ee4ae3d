/**
 * What the scene benches share: the built shop on its embedded database, a Chromium drawing WebGL
 * on SwiftShader (the CPU rasteriser the tests use, so the figures are a worst case), and the
 * table they print.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startShopProcess } from '../test/shop-process.ts';

/**
 * Starts the built shop (building it when missing) with a fresh data folder, opens a desktop-sized
 * page in Chromium and hands both to `measure`; everything is stopped and removed afterwards,
 * whatever `measure` does.
 */
export async function withSceneShop(
  measure: (page: Page, base: string) => Promise<void>,
): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scene-'));
  const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  try {
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
      await measure(await browser.newPage({ viewport: { width: 1366, height: 900 } }), shop.base);
    } finally {
      await browser.close();
    }
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the bench's figures as a titled table: name, value, note. */
export function printTable(title: string, rows: readonly [string, string, string][]): void {
  const nameWidth = Math.max(...rows.map(([name]) => name.length)) + 2;
  console.info(`\n${title}\n`);
  for (const [name, value, note] of rows) {
    console.info(`  ${name.padEnd(nameWidth)} ${value.padStart(10)}  ${note}`);
  }
  console.info('');
}
