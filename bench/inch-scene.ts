/**
 * The inch configurator's 3D scene under load, measured in Debian's Chromium (WebGL on SwiftShader,
 * the CPU rasteriser the tests use, so the figures are a worst case): a 72 in, six-row unit with
 * doors, double doors, drawers, cable openings and a plinth is loaded, then
 * - draw calls per frame (target ≤ 40), doors closed and open,
 * - time from a width change to the next rendered frame (median of several),
 * - whether the scene is idle (no frames) while nothing changes.
 * Runs against the built app (`npm run build` first; built here when missing).
 */
import { DEFAULT_INCH_CONFIG } from '../src/domain/inch/model.ts';
import type { InchConfig, SegmentConfig, SegmentType } from '../src/domain/inch/model.ts';
import { printTable, withSceneShop } from './scene-shop.ts';
import { median } from './support.ts';

const WIDTH_SAMPLES = 9;
const MAX_DRAW_CALLS = 40;

function benchDesign(): InchConfig {
  const types: SegmentType[] = ['door', 'double-door', 'drawer', 'open'];
  const segmentConfigs: SegmentConfig[] = [];
  for (let rowIndex = 0; rowIndex < 6; rowIndex += 1) {
    for (let segmentIndex = 0; segmentIndex < 4; segmentIndex += 1) {
      segmentConfigs.push({
        rowIndex,
        segmentIndex,
        type: types[(rowIndex + segmentIndex) % types.length]!,
        cableOpening: (rowIndex + segmentIndex) % 5 === 0,
        dividerCableOpening: segmentIndex === 1 && rowIndex % 2 === 0,
      });
    }
  }
  return {
    ...DEFAULT_INCH_CONFIG,
    widthIn: 72,
    rows: 6,
    rowHeights: [15, 15, 12, 12, 9, 9],
    depthIn: 15,
    color: '#2B7E52',
    selectedTexture: 'amberMaple',
    backPanelEnabled: true,
    backPanelSolidColor: false,
    verticalOffsetIn: 4,
    segmentConfigs,
  };
}

async function main(): Promise<void> {
  await withSceneShop(async (page, base) => {
    await page.addInitScript((inchConfig) => {
      localStorage.setItem('cookie-consent', 'declined');
      localStorage.setItem(
        'pending-inch-item',
        JSON.stringify({
          version: 1,
          item: {
            id: 'bench',
            name: 'Bench unit',
            priceCents: 0,
            designType: 'inch-sideboard',
            selectedColor: inchConfig.color,
            inchConfig,
          },
        }),
      );
    }, benchDesign());
    await page.goto(`${base}/configurator-inch`);
    const scene = page.getByTestId('inch-scene');
    const frames = async () => Number((await scene.getAttribute('data-frames')) ?? 0);
    await page.getByText(/^72 × 77.25 × 15 in sideboard, 6 rows, 24 segments/).waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="inch-scene"]');
      return Number(el?.dataset.frames ?? 0) > 0;
    });
    await page.waitForTimeout(1500);
    const drawCalls = Number((await scene.getAttribute('data-draw-calls')) ?? 0);
    const programs = Number((await scene.getAttribute('data-programs')) ?? 0);

    // Doors and drawers open together: count the frames the movement takes.
    const beforeDoors = await frames();
    await page.getByRole('button', { name: 'Open doors' }).click();
    await page.waitForTimeout(1500);
    const doorFrames = (await frames()) - beforeDoors;
    const drawCallsDoorsOpen = Number((await scene.getAttribute('data-draw-calls')) ?? 0);

    // A width change to the next rendered frame: the number box steps between 71 and 72 in.
    const samples: number[] = [];
    for (let i = 0; i < WIDTH_SAMPLES; i++) {
      await page.waitForTimeout(300);
      const ms = await page.evaluate(
        (width) =>
          new Promise<number>((resolve) => {
            const target = document.querySelector<HTMLElement>('[data-testid="inch-scene"]')!;
            const input = document.querySelector<HTMLInputElement>('#inch-width-number')!;
            const setValue = Object.getOwnPropertyDescriptor(
              HTMLInputElement.prototype,
              'value',
            )!.set!;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(target, { attributes: true, attributeFilter: ['data-frames'] });
            setValue.call(input, String(width));
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        i % 2 === 0 ? 71 : 72,
      );
      samples.push(ms);
    }

    // Idle: with nothing changing, no frames are drawn.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(1000);
    const idleStart = await frames();
    await page.waitForTimeout(3000);
    const idleFrames = (await frames()) - idleStart;

    const rows: [string, string, string][] = [
      ['design', '72 in, 6 rows', '24 segments, plinth'],
      ['draw calls per frame', String(drawCalls), `target ≤ ${MAX_DRAW_CALLS}`],
      [
        'draw calls per frame, doors open',
        String(drawCallsDoorsOpen),
        `target ≤ ${MAX_DRAW_CALLS}`,
      ],
      ['shader programs', String(programs), 'target 1, the whole view'],
      ['frames for the door animation', String(doorFrames), 'then idle'],
      [
        'width change → next rendered frame (median)',
        `${median(samples).toFixed(1)} ms`,
        `samples: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`,
      ],
      [
        'frames drawn in 3 s without changes',
        String(idleFrames),
        idleFrames === 0 ? 'idle' : 'NOT IDLE',
      ],
    ];
    printTable('Inch configurator scene (Chromium, SwiftShader WebGL)', rows);
    if (
      drawCalls > MAX_DRAW_CALLS ||
      drawCallsDoorsOpen > MAX_DRAW_CALLS ||
      programs !== 1 ||
      idleFrames !== 0
    ) {
      process.exitCode = 1;
    }
  });
}

await main();
