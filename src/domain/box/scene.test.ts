import { describe, expect, it } from 'vitest';
import { designOf } from './fixtures.test-helpers.ts';
import { DEFAULT_SCENE_STATE, MAX_BOXES } from './model.ts';
import {
  sceneForDesign,
  toggleBackPanel,
  toggleBackPanelDoubleSided,
  toggleDimensions,
} from './scene.ts';

describe('scene state (docs/rules/configurators.md)', () => {
  it('starts with the spec defaults', () => {
    expect(DEFAULT_SCENE_STATE).toMatchObject({
      showBackPanel: true,
      selectedColor: '#FFFFFF',
      selectedTexture: null,
      backPanelDoubleSided: false,
      showInitialBoxMenu: true,
      maxBoxes: 60,
    });
    expect(MAX_BOXES).toBe(60);
  });

  it('follows the design: count, first-box menu and centre', () => {
    const scene = sceneForDesign(DEFAULT_SCENE_STATE, designOf(['wide', 1, 0], ['standard', 1, 1]));
    expect(scene).toMatchObject({
      activeBoxCount: 2,
      showInitialBoxMenu: false,
      centerPosition: { x: 13, y: 14, z: 7 },
    });
    expect(sceneForDesign(scene, [])).toMatchObject({
      activeBoxCount: 0,
      showInitialBoxMenu: true,
    });
  });

  it('toggles the back panel, its second side and the dimensions', () => {
    expect(toggleBackPanel(DEFAULT_SCENE_STATE).showBackPanel).toBe(false);
    expect(toggleBackPanelDoubleSided(DEFAULT_SCENE_STATE).backPanelDoubleSided).toBe(true);
    expect(toggleDimensions(DEFAULT_SCENE_STATE).showDimensions).toBe(true);
  });
});
