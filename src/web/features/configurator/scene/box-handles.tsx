import { Html } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { BoxGeometry, type InstancedMesh, MeshBasicMaterial, Object3D } from 'three';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../../domain/box/placement.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import type { SceneParts } from './parts.ts';

const scratch = { object: new Object3D() };

const pickGeometry = new BoxGeometry(1, 1, 1);
const pickMaterial = new MeshBasicMaterial({ visible: false });

/** Invisible boxes that take the pointer: hover shows a box's buttons, a click selects it. */
export function PickBoxes({
  parts,
  onHover,
}: {
  parts: SceneParts;
  onHover: (id: string | null) => void;
}) {
  const ref = useRef<InstancedMesh>(null);
  const store = useConfiguratorStore();
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    parts.boxes.forEach((box, i) => {
      scratch.object.position.set(...box.center);
      scratch.object.scale.set(...box.size);
      scratch.object.updateMatrix();
      mesh.setMatrixAt(i, scratch.object.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [parts]);
  if (parts.boxes.length === 0) return null;
  const idOf = (event: ThreeEvent<PointerEvent | MouseEvent>) =>
    event.instanceId === undefined ? null : (parts.boxes[event.instanceId]?.boxId ?? null);
  return (
    <instancedMesh
      key={parts.boxes.length}
      ref={ref}
      args={[pickGeometry, pickMaterial, parts.boxes.length]}
      onPointerMove={(event) => {
        event.stopPropagation();
        onHover(idOf(event));
        store.getState().setHovering(true);
      }}
      onPointerOut={() => {
        onHover(null);
        store.getState().setHovering(false);
      }}
      onClick={(event) => {
        event.stopPropagation();
        store.getState().selectBox(idOf(event));
      }}
    />
  );
}

const buttonClass =
  'flex size-11 items-center justify-center rounded-full border border-ink/30 bg-paper text-xl font-semibold text-ink shadow-sm hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** The add and remove buttons of the box under the pointer or the selected one, where allowed. */
export function BoxButtons({ parts, boxId }: { parts: SceneParts; boxId: string | null }) {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const boxType = useConfigurator((s) => s.selectedBoxType);
  const box = parts.boxes.find((b) => b.boxId === boxId);
  if (!box || boxId === null) return null;
  const ctx = { designType, rules };
  const right = canAddRight(configurations, boxId, boxType, ctx);
  const top = canAddOnTop(configurations, boxId, boxType, ctx);
  const removable = canRemoveBox(configurations, boxId, ctx) === null;
  const [cx, cy, cz] = box.center;
  const [w, h, d] = box.size;
  const front = cz + d / 2;
  return (
    <group>
      {right.ok && (
        <Html position={[cx + w / 2 + 0.06, cy, front]} center zIndexRange={[20, 10]}>
          <button
            type="button"
            className={buttonClass}
            aria-label={`Add box to the right of ${box.gridPosition}`}
            onClick={() => store.getState().addRight(boxId)}
          >
            +
          </button>
        </Html>
      )}
      {top.ok && (
        <Html position={[cx, cy + h / 2 + 0.06, front]} center zIndexRange={[20, 10]}>
          <button
            type="button"
            className={buttonClass}
            aria-label={`Add box on top of ${box.gridPosition}`}
            onClick={() => store.getState().addOnTop(boxId)}
          >
            +
          </button>
        </Html>
      )}
      {removable && (
        <Html position={[cx, cy, front + 0.02]} center zIndexRange={[20, 10]}>
          <button
            type="button"
            className={`${buttonClass} size-9 text-base`}
            aria-label={`Remove box ${box.gridPosition}`}
            onClick={() => store.getState().removeBox(boxId)}
          >
            ×
          </button>
        </Html>
      )}
    </group>
  );
}
