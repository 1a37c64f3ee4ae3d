import { Html } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BoxGeometry, type InstancedMesh, MeshBasicMaterial, Object3D, Vector3 } from 'three';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../../domain/box/placement.ts';
import { cn } from '../../../lib/cn.ts';
import { useOverlay } from '../../../scene/studio.tsx';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { addHandleOffset } from './handle-layout.ts';
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
  'flex items-center justify-center rounded-full border border-ink/30 bg-paper font-semibold text-ink shadow-sm hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** How far beyond a box's side or top an add handle sits, in metres. */
const HANDLE_GAP_M = 0.06;

const projected = { centre: new Vector3(), point: new Vector3() };

/**
 * One add or remove handle, shown only where the rules allow its action: the first rule that
 * fails hides it (docs/rules/configurators.md); the Selected box panel says which rule, and offers
 * the fix where there is one. The button is there only while it can act, so no nameless or idle
 * button is left in the page. It sits at the box's front centre, moved by its offset (CSS
 * variables each frame sets, see BoxButtons).
 */
function Handle({
  action,
  offset,
  symbol,
  small = false,
}: {
  /** What the button does and says, or null while it has nothing to act on. */
  action: { readonly label: string; readonly press: () => void } | null;
  /** The names of the CSS variables holding its offset from the box's centre, or none. */
  offset?: 'right' | 'top';
  symbol: string;
  small?: boolean;
}) {
  if (!action) return null;
  const translate = offset
    ? `translate(calc(-50% + var(--${offset}-x, 0px)), calc(-50% + var(--${offset}-y, 0px)))`
    : 'translate(-50%, -50%)';
  return (
    <button
      type="button"
      // The small remove handle is drawn at 36 px and answers across 44 px, as every touch
      // target does.
      className={cn(
        buttonClass,
        'absolute top-0 left-0',
        small
          ? "size-9 text-base after:absolute after:-inset-1 after:content-['']"
          : 'size-11 text-xl',
      )}
      style={{ transform: translate }}
      aria-label={action.label}
      onClick={action.press}
    >
      {symbol}
    </button>
  );
}

/**
 * The add and remove handles of the box under the pointer or the selected one, where allowed: add
 * to the right beside its right side, add on top above it, remove on its front. One overlay at the
 * box's front centre holds the three; each frame places the add handles where the box's side and
 * top are drawn, clear of each other and inside the view (handle-layout.ts).
 */
export function BoxButtons({ parts, boxId }: { parts: SceneParts; boxId: string | null }) {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const boxType = useConfigurator((s) => s.selectedBoxType);
  // A design only looked at has no add or remove handles.
  const readOnly = useConfigurator((s) => s.readOnly !== null);
  const box = boxId === null || readOnly ? undefined : parts.boxes.find((b) => b.boxId === boxId);
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
  // Without a box the overlay stays in the view, empty: the 3D view's HTML overlays do not like
  // coming and going (a remounted one can fail to appear).
  const [cx, cy, cz] = box?.center ?? [0, 0, 0];
  const [w, h, d] = box?.size ?? [0, 0, 0];
  const front = cz + d / 2;
  const layout = useRef<HTMLSpanElement>(null);
  const overlay = useOverlay();
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  // The view draws on demand, and the overlay takes its place on screen in the next frame: ask
  // for one, so handles that appear or move without any other change are not left behind.
  const invalidate = useThree((s) => s.invalidate);
  const shown = [right, top, remove].filter((action) => action !== null).length;
  useEffect(() => invalidate(), [invalidate, shown, cx, cy, front, w, h]);
  useFrame(() => {
    const element = layout.current;
    // No box, no handles to place.
    if (!element || !box) return;
    const centre = projected.centre.set(cx, cy, front).project(camera);
    const view = {
      left: ((centre.x + 1) * size.width) / 2,
      top: ((1 - centre.y) * size.height) / 2,
      width: size.width,
      height: size.height,
    };
    const place = (name: 'right' | 'top', x: number, y: number) => {
      const point = projected.point.set(x, y, front).project(camera);
      const drawn = {
        dx: ((point.x - centre.x) * size.width) / 2,
        dy: ((centre.y - point.y) * size.height) / 2,
      };
      const { dx, dy } = addHandleOffset(name, drawn, view);
      element.style.setProperty(`--${name}-x`, `${dx.toFixed(1)}px`);
      element.style.setProperty(`--${name}-y`, `${dy.toFixed(1)}px`);
    };
    place('right', cx + w / 2 + HANDLE_GAP_M, cy);
    place('top', cx, cy + h / 2 + HANDLE_GAP_M);
  });
  return (
    <Html position={[cx, cy, front]} zIndexRange={[20, 10]} portal={overlay}>
      <span ref={layout} className={cn('relative size-0', box ? 'block' : 'hidden')}>
        <Handle action={right} offset="right" symbol="+" />
        <Handle action={top} offset="top" symbol="+" />
        <Handle action={remove} symbol="×" small />
      </span>
    </Html>
  );
}
