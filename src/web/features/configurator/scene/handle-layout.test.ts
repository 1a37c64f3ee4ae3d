import { describe, expect, it } from 'vitest';
import { addHandleOffset, MIN_HANDLE_SPACING_PX } from './handle-layout.ts';

const view = { left: 200, top: 150, width: 400, height: 300 };
const apart = (offset: { dx: number; dy: number }) => Math.hypot(offset.dx, offset.dy);

describe('the add handles around a box', () => {
  it('sit where the side and top are drawn when the box is drawn large', () => {
    expect(addHandleOffset('right', { dx: 80, dy: -3 }, view)).toEqual({ dx: 80, dy: -3 });
    expect(addHandleOffset('top', { dx: 2, dy: -70 }, view)).toEqual({ dx: 2, dy: -70 });
  });

  it('are pushed out along the same line when the box is drawn small', () => {
    const right = addHandleOffset('right', { dx: 15, dy: 0 }, view);
    expect(right).toEqual({ dx: MIN_HANDLE_SPACING_PX, dy: 0 });
    const top = addHandleOffset('top', { dx: 3, dy: -4 }, view);
    expect(apart(top)).toBeCloseTo(MIN_HANDLE_SPACING_PX);
    expect(top.dx / top.dy).toBeCloseTo(3 / -4);
    expect(addHandleOffset('top', { dx: 0, dy: 0 }, view)).toEqual({
      dx: 0,
      dy: -MIN_HANDLE_SPACING_PX,
    });
  });

  it('stay inside the view, stepping aside from the remove handle at an edge', () => {
    const nearRightEdge = { ...view, left: 380 };
    const right = addHandleOffset('right', { dx: 12, dy: 0 }, nearRightEdge);
    expect(nearRightEdge.left + right.dx).toBeLessThanOrEqual(400 - MIN_HANDLE_SPACING_PX / 2);
    expect(right.dy).toBeGreaterThan(0);
    expect(apart(right)).toBeGreaterThanOrEqual(MIN_HANDLE_SPACING_PX - 0.001);

    const nearTop = { ...view, top: 20 };
    const top = addHandleOffset('top', { dx: 0, dy: -10 }, nearTop);
    expect(nearTop.top + top.dy).toBeGreaterThanOrEqual(MIN_HANDLE_SPACING_PX / 2);
    expect(top.dx).toBeLessThan(0);
    expect(apart(top)).toBeGreaterThanOrEqual(MIN_HANDLE_SPACING_PX - 0.001);
  });
});
