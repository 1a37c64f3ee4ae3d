import { describe, expect, it } from 'vitest';
import { aimHeight, fitDistance, toolbarShare } from './camera-fit.ts';

// The camera's vertical field of view is 45°; what it sees across is that times the aspect ratio.
const seenAcross = (distance: number, aspect: number) =>
  2 * distance * Math.tan((45 * Math.PI) / 360) * aspect;

describe('fitDistance', () => {
  it('backs off further in a narrow phone view than in a wide desktop one', () => {
    expect(fitDistance(2.6, 0.36, 364 / 354)).toBeGreaterThan(fitDistance(2.6, 0.36, 880 / 544));
  });

  it.each([
    ['a 104 in TV stand on a phone', 2.64, 0.36, 364 / 354],
    ['a 104 in TV stand on a desktop', 2.64, 0.36, 880 / 544],
    ['the default bookcase on a phone', 0.99, 1.42, 364 / 354],
    ['a 7-row wall unit on a phone', 1.65, 2.49, 364 / 354],
  ])('sees the whole width and height of %s with room to spare', (_, width, height, aspect) => {
    const distance = fitDistance(width, height, aspect, 352);
    expect(distance).toBeLessThan(8);
    expect(seenAcross(distance, aspect)).toBeGreaterThan(width * 1.3);
    expect(seenAcross(distance, 1)).toBeGreaterThan(height * 1.3);
  });

  it('keeps between 1.2 m and 8 m from the design', () => {
    expect(fitDistance(0, 0, 1)).toBeGreaterThanOrEqual(1.2);
    expect(fitDistance(40, 40, 1)).toBe(8);
  });
});

describe('aimHeight', () => {
  it('aims above the middle so the design sits below the toolbar', () => {
    const distance = fitDistance(0.33, 1.07, 1, 352);
    const aim = aimHeight(1.07, distance, 352);
    const halfView = distance * Math.tan((45 * Math.PI) / 360);
    // The top of the design stays under the toolbar's share of the view.
    expect(aim + halfView * (1 - 2 * toolbarShare(352))).toBeGreaterThan(1.07);
    expect(aim - halfView).toBeLessThan(0);
  });
});
