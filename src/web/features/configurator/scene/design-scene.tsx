import { useMemo, useState } from 'react';
import { CameraRig, SceneCanvas } from '../../../scene/studio.tsx';
import { useConfigurator } from '../store-context.tsx';
import { BoxButtons, PickBoxes } from './box-handles.tsx';
import { CableOpenings } from './cable-openings.tsx';
import { DimensionLabels } from './dimension-labels.tsx';
import { Fronts } from './fronts.tsx';
import { sceneParts } from './parts.ts';
import type { PartFinish, SceneParts } from './parts.ts';
import { StaticBoards } from '../../../scene/static-boards.tsx';

function useParts(): SceneParts {
  const configurations = useConfigurator((s) => s.configurations);
  const scene = useConfigurator((s) => s.scene);
  return useMemo(() => sceneParts(configurations, scene), [configurations, scene]);
}

function Design() {
  const parts = useParts();
  const scene = useConfigurator((s) => s.scene);
  const selected = useConfigurator((s) => s.selectedConfigId);
  const [hovered, setHovered] = useState<string | null>(null);
  return (
    <group>
      <StaticBoards boards={parts.panels} doubleSidedBack={scene.backPanelDoubleSided} />
      <Fronts fronts={parts.fronts} open={scene.doorsOpen} />
      <CableOpenings parts={parts} />
      <PickBoxes parts={parts} onHover={setHovered} />
      <BoxButtons parts={parts} boxId={selected} />
      <BoxButtons parts={parts} boxId={hovered !== selected ? hovered : null} />
      {scene.showDimensions && parts.boxes.length > 0 && <DimensionLabels parts={parts} />}
      <CameraRig size={parts.size} />
    </group>
  );
}

export function DesignScene({ label }: { label: string }) {
  return (
    <SceneCanvas label={label} testId="design-scene">
      <Design />
    </SceneCanvas>
  );
}

export type { PartFinish };
