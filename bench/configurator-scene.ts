/**
 * The cell configurator's 3D scene under load, measured in Debian's Chromium (WebGL on SwiftShader,
 * the CPU rasteriser the tests use, so the figures are a worst case): a 59-box design with doors,
 * drawers, dividers, cable openings and mixed finishes is loaded, then
 * - draw calls per frame (target ≤ 60),
 * - time from an add click to the next rendered frame (median of several),
 * - whether the scene is idle (no frames) while nothing changes.
 * Runs against the built app (`npm run build` first; built here when missing).
 */
import { generateDesign } from '../src/domain/box/generate.ts';
import type { BoxDesign, ModificationType } from '../src/domain/box/model.ts';
import { modifySegment } from '../src/domain/box/modification.ts';
import { printTable, withSceneShop } from './scene-shop.ts';
import { median } from './support.ts';

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

async function main(): Promise<void> {
  await withSceneShop(async (page, base) => {
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
    await page.goto(`${base}/configurator`);
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
    printTable('Cell configurator scene (Chromium, SwiftShader WebGL)', rows);
    if (drawCalls > 60 || programs !== 1 || idleFrames !== 0) process.exitCode = 1;
  });
}

await main();
