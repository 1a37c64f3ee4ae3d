import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { Vector3 } from 'three';
import { generateDesign } from '../../../domain/box/generate.ts';
import { adaptModification, withModification } from '../../../domain/box/modification.ts';
import { DEFAULT_MODIFICATION, DEFAULT_SCENE_STATE } from '../../../domain/box/model.ts';
import type { BoxDesign, ModificationType, SceneState } from '../../../domain/box/model.ts';
import { BUILT_IN_RULES } from '../../../domain/box/rule-config.ts';
import { aimHeight, fitDistance } from '../../scene/camera-fit.ts';
import { SceneCanvas } from '../../scene/studio.tsx';
import { Button } from '../../ui/button.tsx';
import { Fronts } from './scene/fronts.tsx';
import { sceneParts, type Vec3 } from './scene/parts.ts';
import { StaticBoards } from '../../scene/static-boards.tsx';

const FRONTS: Readonly<Record<string, ModificationType>> = {
  o: 'open',
  v: 'single-divider',
  d: 'door',
  w: 'drawer',
};

const SHOWCASE_COLOR = '#1E40AF';

/**
 * The home page's showcase: a blue sideboard four cells wide, drawers and doors below and open
 * cells above, grown by the domain's generator so it passes the placement rules like any design.
 */
function showcaseDesign(): BoxDesign {
  const set = BUILT_IN_RULES.designSets.sideboard;
  const { boxes } = generateDesign({
    columns: 4,
    rows: 2,
    allowedBoxTypes: [set.preferredBoxType],
    preferredBoxType: set.preferredBoxType,
    designType: 'sideboard',
    seed: 1,
    preferredShare: 1,
  });
  // Boxes come floor first, left to right.
  const fronts = 'wddwoovo';
  return boxes.map((box, index) => {
    const boxType = box.components[0]?.boxType ?? set.preferredBoxType;
    const wanted = FRONTS[fronts[index] ?? 'o'] ?? 'open';
    const adapted = adaptModification(wanted, boxType, 'sideboard');
    return adapted ? withModification(box, { ...DEFAULT_MODIFICATION, ...adapted }) : box;
  });
}

const SHOWCASE_SCENE: SceneState = { ...DEFAULT_SCENE_STATE, selectedColor: SHOWCASE_COLOR };

/** A still camera a little to the side and above: the preview is looked at, not turned. */
function StillCamera({ size }: { size: Vec3 }) {
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const aspect = useThree((s) => (s.size.height > 0 ? s.size.width / s.size.height : 4 / 3));
  const [w, h] = size;
  useEffect(() => {
    const distance = fitDistance(w, h, aspect) * 0.9;
    const target = new Vector3(0, aimHeight(h, distance), 0.2);
    camera.position.set(target.x - distance * 0.35, target.y + distance * 0.2, target.z + distance);
    camera.lookAt(target);
    invalidate();
  }, [w, h, aspect, camera, invalidate]);
  return null;
}

/**
 * A live, read-only 3D view of the showcase design in the configurator's studio: the same boards
 * and fronts, no handles and no orbiting (a phone's swipe over it scrolls the page). The one
 * control opens and closes the doors and drawers.
 */
export function ShowcasePreview() {
  const parts = useMemo(() => sceneParts(showcaseDesign(), SHOWCASE_SCENE), []);
  const [open, setOpen] = useState(false);
  return (
    <div className="absolute inset-0">
      <SceneCanvas
        label="A blue sideboard four cells wide: drawers and doors below, open cells above"
        testId="showcase-preview"
      >
        <StaticBoards boards={parts.panels} />
        <Fronts fronts={parts.fronts} open={open} />
        <StillCamera size={parts.size} />
      </SceneCanvas>
      <Button
        variant="secondary"
        size="small"
        onClick={() => setOpen((o) => !o)}
        className="absolute right-3 bottom-3 bg-paper"
      >
        {open ? 'Close the doors' : 'Open the doors'}
      </Button>
    </div>
  );
}
