import type { Texture } from '../../domain/box/finish.ts';

/** Our own wood veneers, drawn in code: a base tone, grain lines and a little figure. */
export const WOODS: Readonly<
  Record<Texture, { base: string; grain: string; light: string; blocks?: boolean }>
> = {
  amberMaple: { base: '#DDB57E', grain: '#B98A4E', light: '#EBCB97' },
  coffeeOak: { base: '#7C573A', grain: '#553620', light: '#946C4B' },
  thermoWalnut: { base: '#5E3D28', grain: '#3B2315', light: '#76503A' },
  walnutButcherblock: { base: '#6A4329', grain: '#452918', light: '#85583A', blocks: true },
  birch: { base: '#E6D2AC', grain: '#CDB389', light: '#F0E2C4' },
  plywood: { base: '#DCC299', grain: '#BFA173', light: '#E9D5B2' },
  wood: { base: '#B4834F', grain: '#8A5D32', light: '#C99B69' },
};

function woodOf(texture: string | null) {
  return texture !== null && Object.hasOwn(WOODS, texture) ? WOODS[texture as Texture] : null;
}

/** A finish as one colour: the colour, or the veneer's base tone (a drawing's fill). */
export function finishTone(color: string, texture: string | null): string {
  return woodOf(texture)?.base ?? color;
}

/**
 * A finish as a chip's CSS background: the colour, or the veneer's tones as a little grain, so a
 * card's chip looks like the wood its name says.
 */
export function finishBackground(color: string, texture: string | null): string {
  const wood = woodOf(texture);
  if (wood === null) return color;
  return `repeating-linear-gradient(100deg, ${wood.base} 0 3px, ${wood.grain} 3px 4px, ${wood.light} 4px 6px)`;
}
