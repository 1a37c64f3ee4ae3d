import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';

/** How far a door turns when the fronts are open. */
export const DOOR_OPEN_ANGLE = (100 * Math.PI) / 180;
const OPEN_SECONDS = 0.25;

/**
 * Opens and closes a design's doors and drawers together, over a quarter of a second (at once
 * for a visitor who asks for reduced motion). `place` puts the fronts where they are at an
 * openness from 0 (closed) to 1 (open); it runs after each render and on each frame while the
 * fronts move, and frames are asked for only then, so the scene rests once they stop.
 */
export function useFrontMotion(open: boolean, place: (openness: number) => void): void {
  const openness = useRef(open ? 1 : 0);
  const invalidate = useThree((s) => s.invalidate);
  const reduceMotion = useMemo(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );

  useLayoutEffect(() => {
    place(openness.current);
    invalidate();
  });

  useFrame((_, delta) => {
    const target = open ? 1 : 0;
    if (openness.current === target) return;
    const step = reduceMotion ? 1 : Math.min(delta, 0.1) / OPEN_SECONDS;
    openness.current =
      target > openness.current
        ? Math.min(target, openness.current + step)
        : Math.max(target, openness.current - step);
    place(openness.current);
    invalidate();
  });
}
