import type { Texture } from '../../domain/box/finish.ts';

/** A point or a size in metres: x across the unit, y up from the floor, z out from the wall. */
export type Vec3 = readonly [number, number, number];

/** A finish as the renderer groups it: an HPL colour, or a wood texture. */
export interface PartFinish {
  readonly color: string;
  readonly texture: Texture | null;
}

export function finishKey(finish: PartFinish): string {
  return finish.texture === null ? `c:${finish.color.toUpperCase()}` : `t:${finish.texture}`;
}
