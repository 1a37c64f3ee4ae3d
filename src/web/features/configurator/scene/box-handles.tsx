import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BoxGeometry, type InstancedMesh, MeshBasicMaterial, Object3D } from 'three';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../../domain/box/placement.ts';
import { cn } from '../../../lib/cn.ts';
import { useOverlay } from '../../../scene/studio.tsx';
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

/**
 * One add or remove handle, shown only where the rules allow its action: the first rule that
 * fails hides it (docs/rules/configurators.md); the Selected box panel says which rule, and offers
 * the fix where there is one. Its place in the view stays while it is hidden; the button itself
 * is there only while it can act, so no nameless or idle button is left in the page.
 */
function Handle({
  action,
  position,
  symbol,
  small = false,
}: {
  /** What the button does and says, or null while it has nothing to act on. */
  action: { readonly label: string; readonly press: () => void } | null;
  position: [number, number, number];
  symbol: string;
  small?: boolean;
}) {
  // The view draws on demand, and a handle takes its place on screen in the next frame: ask for
  // one, so a handle that appears or moves without any other change is not left behind.
  const invalidate = useThree((s) => s.invalidate);
  const overlay = useOverlay();
  const [x, y, z] = position;
  const shown = action !== null;
  useEffect(() => invalidate(), [invalidate, shown, x, y, z]);
  // Kept mounted while hidden: the 3D view's HTML overlays do not like coming and going (a
  // remounted one can fail to appear). Only the button inside comes and goes.
  return (
    <Html position={position} center zIndexRange={[20, 10]} portal={overlay}>
      <span className={cn('block', !shown && 'hidden')}>
        {action && (
          <button
            type="button"
            // The small remove handle is drawn at 36 px and answers across 44 px, as every touch
            // target does.
            className={cn(
              buttonClass,
              small && "relative size-9 text-base after:absolute after:-inset-1 after:content-['']",
            )}
            aria-label={action.label}
            onClick={action.press}
          >
            {symbol}
          </button>
        )}
      </span>
    </Html>
  );
}

/** The add and remove handles of the box under the pointer or the selected one, where allowed. */
export function BoxButtons({ parts, boxId }: { parts: SceneParts; boxId: string | null }) {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const boxType = useConfigurator((s) => s.selectedBoxType);
  const box = boxId === null ? undefined : parts.boxes.find((b) => b.boxId === boxId);
  const ctx = { designType, rules };
  // Named by the box's grid position, as the Boxes list names it (A1, B3…).
  const right =
    box && canAddRight(configurations, box.boxId, boxType, ctx).ok
      ? {
          label: `Add box to the right of ${box.gridPosition}`,
          press: () => store.getState().addRight(box.boxId),
        }
      : null;
  const top =
    box && canAddOnTop(configurations, box.boxId, boxType, ctx).ok
      ? {
          label: `Add box on top of ${box.gridPosition}`,
          press: () => store.getState().addOnTop(box.boxId),
        }
      : null;
  const remove =
    box && canRemoveBox(configurations, box.boxId, ctx) === null
      ? {
          label: `Remove box ${box.gridPosition}`,
          press: () => store.getState().removeBox(box.boxId),
        }
      : null;
  // Without a box the handles stay in the view, empty and hidden (see Handle).
  const [cx, cy, cz] = box?.center ?? [0, 0, 0];
  const [w, h, d] = box?.size ?? [0, 0, 0];
  const front = cz + d / 2;
  return (
    <group>
      <Handle action={right} position={[cx + w / 2 + 0.06, cy, front]} symbol="+" />
      <Handle action={top} position={[cx, cy + h / 2 + 0.06, front]} symbol="+" />
      <Handle action={remove} position={[cx, cy, front + 0.02]} symbol="×" small />
    </group>
  );
}
