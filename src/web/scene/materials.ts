import {
  CanvasTexture,
  Color,
  DataTexture,
  MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
} from 'three';
import type { Texture } from '../../domain/box/finish.ts';
import { mulberry32 } from '../../domain/box/prng.ts';
import type { PartFinish } from './finish.ts';
import { finishKey } from './finish.ts';
import { WOODS } from './woods.ts';

const SIZE = 256;

function woodCanvas(texture: Texture): HTMLCanvasElement {
  const wood = WOODS[texture];
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const g = canvas.getContext('2d');
  if (g === null) return canvas;
  const random = mulberry32(texture.length * 7919 + texture.charCodeAt(0));
  g.fillStyle = wood.base;
  g.fillRect(0, 0, SIZE, SIZE);
  // Broad bands of lighter wood, then fine grain lines that wander a little.
  for (let i = 0; i < 6; i++) {
    g.globalAlpha = 0.18 + random() * 0.15;
    g.fillStyle = wood.light;
    const y = random() * SIZE;
    g.fillRect(0, y, SIZE, 8 + random() * 24);
  }
  g.strokeStyle = wood.grain;
  for (let i = 0; i < 70; i++) {
    g.globalAlpha = 0.12 + random() * 0.35;
    g.lineWidth = 0.6 + random() * 1.6;
    const y0 = random() * SIZE;
    const amplitude = 1 + random() * 4;
    const phase = random() * Math.PI * 2;
    g.beginPath();
    for (let x = 0; x <= SIZE; x += 8) {
      // The wave repeats exactly across the tile so the texture wraps without a seam.
      const y = y0 + amplitude * Math.sin(phase + (x / SIZE) * Math.PI * 2 * 2);
      if (x === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.stroke();
  }
  if (wood.blocks === true) {
    g.globalAlpha = 0.35;
    g.fillStyle = wood.grain;
    for (let y = 0; y < SIZE; y += SIZE / 8) g.fillRect(0, y, SIZE, 1.5);
    for (let row = 0; row < 8; row++) {
      const offset = random() * SIZE;
      g.fillRect(offset, (row * SIZE) / 8, 1.5, SIZE / 8);
    }
  }
  g.globalAlpha = 1;
  return canvas;
}

/** Baltic birch plies seen on a board's edge: pale birch with thin darker glue lines. */
function plyEdgeCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const g = canvas.getContext('2d');
  if (g === null) return canvas;
  g.fillStyle = '#EAD7B4';
  g.fillRect(0, 0, 64, 64);
  const plies = 9;
  for (let i = 1; i < plies; i++) {
    g.fillStyle = i % 2 === 0 ? '#B8966A' : '#C9AA7F';
    g.fillRect(0, (i * 64) / plies - 1, 64, 2);
  }
  return canvas;
}

const textures = new Map<string, CanvasTexture>();

function canvasTexture(key: string, draw: () => HTMLCanvasElement): CanvasTexture {
  let texture = textures.get(key);
  if (texture === undefined) {
    texture = new CanvasTexture(draw());
    texture.colorSpace = SRGBColorSpace;
    texture.wrapS = RepeatWrapping;
    texture.wrapT = RepeatWrapping;
    texture.anisotropy = 4;
    textures.set(key, texture);
  }
  return texture;
}

/** A white picture of one pixel: the map of every plain colour. */
const WHITE = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
WHITE.needsUpdate = true;

/**
 * A plain colour, mapped with a white pixel so that it is drawn by the same shader program as the
 * woods. Every mesh in the studio is an instanced mesh with one of these materials, so the whole
 * view needs one program: a graphics driver without a GPU builds a pipeline for each program
 * while the first frame that draws it waits (decision 022).
 */
export function plainMaterial(
  color: string,
  { roughness, metalness = 0 }: { roughness: number; metalness?: number },
): MeshStandardMaterial {
  return new MeshStandardMaterial({ color: new Color(color), map: WHITE, roughness, metalness });
}

const materials = new Map<string, MeshStandardMaterial>();

/** One material per finish, shared by every board that carries it. */
export function finishMaterial(finish: PartFinish): MeshStandardMaterial {
  const key = finishKey(finish);
  let material = materials.get(key);
  if (material === undefined) {
    const wood = finish.texture;
    material =
      wood === null
        ? plainMaterial(finish.color, { roughness: 0.5 })
        : new MeshStandardMaterial({
            color: '#FFFFFF',
            map: canvasTexture(`wood:${wood}`, () => woodCanvas(wood)),
            roughness: 0.62,
            metalness: 0,
          });
    materials.set(key, material);
  }
  return material;
}

let edgeMaterial: MeshStandardMaterial | undefined;

/** The exposed plywood edge every board shows. */
export function plyEdgeMaterial(): MeshStandardMaterial {
  edgeMaterial ??= new MeshStandardMaterial({
    color: '#FFFFFF',
    map: canvasTexture('ply-edge', plyEdgeCanvas),
    roughness: 0.7,
  });
  return edgeMaterial;
}
