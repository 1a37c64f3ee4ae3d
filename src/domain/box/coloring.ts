import type { Texture } from './finish.ts';
import type { BoxConfiguration, BoxDesign, SceneState } from './model.ts';
import { BOX_NOT_FOUND_MESSAGE } from './modification.ts';

export interface DesignAndScene {
  readonly design: BoxDesign;
  readonly scene: SceneState;
}

export type BoxFinishResult =
  | { readonly ok: true; readonly design: BoxDesign }
  | { readonly ok: false; readonly rule: 'source-exists'; readonly message: string };

function withoutOverrides(box: BoxConfiguration): BoxConfiguration {
  if (box.selectedColor === undefined && box.selectedTexture === undefined) return box;
  const rest = { ...box };
  delete rest.selectedColor;
  delete rest.selectedTexture;
  return rest;
}

/** A global colour replaces every finish: the texture and all per-box colours and textures go. */
export function setGlobalColor(
  design: BoxDesign,
  scene: SceneState,
  color: string,
): DesignAndScene {
  return {
    design: design.map(withoutOverrides),
    scene: { ...scene, selectedColor: color, selectedTexture: null },
  };
}

/** A global texture replaces per-box finishes; the global colour stays for when the texture goes. */
export function setGlobalTexture(
  design: BoxDesign,
  scene: SceneState,
  texture: Texture | null,
): DesignAndScene {
  return {
    design: design.map(withoutOverrides),
    scene: { ...scene, selectedTexture: texture },
  };
}

function updateBox(
  design: BoxDesign,
  boxId: string,
  update: (box: BoxConfiguration) => BoxConfiguration,
): BoxFinishResult {
  if (!design.some((box) => box.id === boxId)) {
    return { ok: false, rule: 'source-exists', message: BOX_NOT_FOUND_MESSAGE };
  }
  return { ok: true, design: design.map((box) => (box.id === boxId ? update(box) : box)) };
}

/** A box's own colour replaces its own texture. */
export function setBoxColor(design: BoxDesign, boxId: string, color: string): BoxFinishResult {
  return updateBox(design, boxId, (box) => ({ ...withoutOverrides(box), selectedColor: color }));
}

/** A box's own texture replaces its own colour. */
export function setBoxTexture(design: BoxDesign, boxId: string, texture: Texture): BoxFinishResult {
  return updateBox(design, boxId, (box) => ({
    ...withoutOverrides(box),
    selectedTexture: texture,
  }));
}

export interface Finish {
  readonly color: string;
  readonly texture: Texture | null;
}

/** The finish a whole design is given; boxes may carry their own. */
export interface DesignFinish {
  readonly selectedColor: string;
  readonly selectedTexture: Texture | null;
}

/**
 * The finish a box shows: its own texture (over the global colour), else its own colour (plain),
 * else the global colour and texture.
 */
export function effectiveFinish(box: BoxConfiguration, design: DesignFinish): Finish {
  if (box.selectedTexture !== undefined) {
    return { color: box.selectedColor ?? design.selectedColor, texture: box.selectedTexture };
  }
  if (box.selectedColor !== undefined) return { color: box.selectedColor, texture: null };
  return { color: design.selectedColor, texture: design.selectedTexture };
}
