import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
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

/** Refusals worth showing at their position; a neighbour already there needs no words. */
const HINTED_RULES: ReadonlySet<string> = new Set([
  'max-boxes',
  'support',
  'row-limit',
  'span',
  'supports-boxes-above',
  'box-type',
]);

/**
 * One add or remove handle. Refused, it stays in its place, dashed and marked unavailable, and
 * hovering or focusing it shows the rule's own message; the Selected box panel offers the fix.
 */
function Handle({
  shown,
  position,
  label,
  symbol,
  refusal,
  small = false,
  onPress,
}: {
  /** Kept mounted while hidden: the 3D view's HTML overlays do not like coming and going. */
  shown: boolean;
  position: [number, number, number];
  label: string;
  symbol: string;
  refusal: string | null;
  small?: boolean;
  onPress: () => void;
}) {
  const hintId = useId();
  // The view draws on demand, and a handle takes its place on screen in the next frame: ask for
  // one, so a handle that appears or moves without any other change is not left behind.
  const invalidate = useThree((s) => s.invalidate);
  const overlay = useOverlay();
  const [x, y, z] = position;
  useEffect(() => invalidate(), [invalidate, shown, x, y, z]);
  return (
    <Html position={position} center zIndexRange={[20, 10]} portal={overlay}>
      <span className={cn('group relative block', !shown && 'hidden')}>
        <button
          type="button"
          className={cn(
            buttonClass,
            small && 'size-9 text-base',
            refusal !== null &&
              'cursor-not-allowed border-dashed bg-paper/85 text-ink-muted hover:bg-paper hover:text-ink-muted',
          )}
          aria-label={label}
          aria-disabled={refusal !== null ? true : undefined}
          aria-describedby={refusal !== null ? hintId : undefined}
          onClick={() => {
            if (refusal === null) onPress();
          }}
        >
          {symbol}
        </button>
        {refusal !== null && (
          <span
            id={hintId}
            role="tooltip"
            className="pointer-events-none absolute top-full left-1/2 z-10 mt-1 hidden w-52 -translate-x-1/2 rounded-md bg-ink px-2 py-1 text-center text-xs text-paper group-focus-within:block group-hover:block"
          >
            {refusal}
          </span>
        )}
      </span>
    </Html>
  );
}

/** What a handle shows: nothing, its action, or why the action is refused. */
function handleState(check: { ok: true } | { ok: false; rule: string; message: string }) {
  if (check.ok) return { shown: true, refusal: null };
  return { shown: HINTED_RULES.has(check.rule), refusal: check.message };
}

/**
 * The add and remove handles of the box under the pointer or the selected one: the allowed ones,
 * and the refused ones whose rule has something to say.
 */
export function BoxButtons({ parts, boxId }: { parts: SceneParts; boxId: string | null }) {
  const store = useConfiguratorStore();
  const configurations = useConfigurator((s) => s.configurations);
  const designType = useConfigurator((s) => s.designType);
  const rules = useConfigurator((s) => s.rules);
  const boxType = useConfigurator((s) => s.selectedBoxType);
  const box = boxId === null ? undefined : parts.boxes.find((b) => b.boxId === boxId);
  // Without a box the handles stay mounted, hidden: the view's HTML overlays do not like coming
  // and going (a remounted one can fail to appear).
  const none = { shown: false, refusal: null };
  const ctx = { designType, rules };
  const right = box ? handleState(canAddRight(configurations, box.boxId, boxType, ctx)) : none;
  const top = box ? handleState(canAddOnTop(configurations, box.boxId, boxType, ctx)) : none;
  const remove = box
    ? handleState(canRemoveBox(configurations, box.boxId, ctx) ?? { ok: true })
    : none;
  const id = box?.boxId ?? '';
  const gridPosition = box?.gridPosition ?? '';
  const [cx, cy, cz] = box?.center ?? [0, 0, 0];
  const [w, h, d] = box?.size ?? [0, 0, 0];
  const front = cz + d / 2;
  return (
    <group>
      <Handle
        shown={right.shown}
        position={[cx + w / 2 + 0.06, cy, front]}
        label={`Add box to the right of ${gridPosition}`}
        symbol="+"
        refusal={right.refusal}
        onPress={() => store.getState().addRight(id)}
      />
      <Handle
        shown={top.shown}
        position={[cx, cy + h / 2 + 0.06, front]}
        label={`Add box on top of ${gridPosition}`}
        symbol="+"
        refusal={top.refusal}
        onPress={() => store.getState().addOnTop(id)}
      />
      <Handle
        shown={remove.shown}
        position={[cx, cy, front + 0.02]}
        label={`Remove box ${gridPosition}`}
        symbol="×"
        small
        refusal={remove.refusal}
        onPress={() => store.getState().removeBox(id)}
      />
    </group>
  );
}
