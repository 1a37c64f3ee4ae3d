import { designCenterIn } from './geometry.ts';
import type { BoxDesign, SceneState } from './model.ts';

/** The scene fields that follow from the design: box count, the first-box menu, the camera target. */
export function sceneForDesign(scene: SceneState, design: BoxDesign): SceneState {
  return {
    ...scene,
    activeBoxCount: design.length,
    showInitialBoxMenu: design.length === 0,
    centerPosition: designCenterIn(design),
  };
}

export function toggleBackPanel(scene: SceneState): SceneState {
  return { ...scene, showBackPanel: !scene.showBackPanel };
}

export function toggleBackPanelDoubleSided(scene: SceneState): SceneState {
  return { ...scene, backPanelDoubleSided: !scene.backPanelDoubleSided };
}

export function toggleDimensions(scene: SceneState): SceneState {
  return { ...scene, showDimensions: !scene.showDimensions };
}
