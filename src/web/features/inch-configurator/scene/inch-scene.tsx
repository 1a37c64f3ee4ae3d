import { useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  CylinderGeometry,
  EdgesGeometry,
  type InstancedMesh,
  LineBasicMaterial,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Vector3,
} from 'three';
import type { BufferGeometry, Material } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { useInch, useInchStore } from '../store-context.tsx';
import { finishKey, inchParts } from './inch-parts.ts';
import type { InchFront, InchParts, PartFinish, Vec3 } from './inch-parts.ts';
import { finishMaterial, plainMaterial, plyEdgeMaterial } from '../../../scene/materials.ts';
import { mergeBoards, unitFrontGeometry } from '../../../scene/panel-geometry.ts';
import { groupBy as groupItems } from '../../../scene/group-by.ts';
import { FinishMeshes } from '../../../scene/finish-meshes.tsx';
import { StaticBoards } from '../../../scene/static-boards.tsx';
import { CameraRig, SceneCanvas } from '../../../scene/studio.tsx';
import { DOOR_OPEN_ANGLE, useFrontMotion } from '../../../scene/front-motion.ts';

// The inch unit in the shared studio. Boards that never move are merged into a few geometries
// per finish; fronts, drawer boxes, knobs or pulls, cable openings and legs are instanced, so a
// 72 in, six-row unit draws in a couple of dozen calls. Frames are drawn only when something
// changes: the design, the camera, or the doors and drawers moving.

const DRAWER_BOX: PartFinish = { color: '#FFFFFF', texture: 'birch' };

const darkMaterial = plainMaterial('#2A2622', { roughness: 0.85 });
const metalMaterial = plainMaterial('#3B3833', { roughness: 0.35, metalness: 0.7 });
const pickMaterial = new MeshBasicMaterial({ visible: false });
const selectionMaterial = new LineBasicMaterial({ color: '#1C1917' });

const unitBox = new BoxGeometry(1, 1, 1);
/** A knob or a pull: a unit cylinder whose axis points out of the front. */
const knobGeometry = new CylinderGeometry(0.5, 0.5, 1, 20).rotateX(Math.PI / 2);
/** A cable opening: a unit disc through a board; turned per opening to face along x or z. */
const holeGeometry = new CylinderGeometry(1, 1, 1, 28);
const frontGeometry = unitFrontGeometry();
const selectionGeometry = new EdgesGeometry(unitBox);

/** An open-topped drawer box, one unit in size, its faces and plywood edges as two groups. */
const trayGeometry: BufferGeometry = (() => {
  const wall = 0.05;
  const boards = [
    { size: [1, wall, 1] as Vec3, center: [0, -0.5 + wall / 2, 0] as Vec3 },
    { size: [wall, 1, 1] as Vec3, center: [-0.5 + wall / 2, 0, 0] as Vec3 },
    { size: [wall, 1, 1] as Vec3, center: [0.5 - wall / 2, 0, 0] as Vec3 },
    { size: [1 - 2 * wall, 1, wall] as Vec3, center: [0, 0, -0.5 + wall / 2] as Vec3 },
    { size: [1 - 2 * wall, 1, wall] as Vec3, center: [0, 0, 0.5 - wall / 2] as Vec3 },
  ];
  const merged = mergeBoards(boards);
  const geometry = mergeGeometries([merged.faces, merged.edges], true);
  merged.faces.dispose();
  merged.edges.dispose();
  return geometry;
})();

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  return [...groupItems(items, key).values()];
}

const scratch = {
  position: new Vector3(),
  offset: new Vector3(),
  quaternion: new Quaternion(),
  scale: new Vector3(),
  up: new Vector3(0, 1, 0),
  matrix: new Matrix4(),
};

/**
 * Where a front is at `openness` (0 closed, 1 open): a door turned about its hinge edge, a drawer
 * slid out. Classic doors sit in their openings and turn about their front face; modern doors lay
 * over the carcass and turn about their back face.
 */
function placeFront(front: InchFront, openness: number, style: InchParts['style']): void {
  const [w, , d] = front.size;
  const [cx, cy, cz] = front.center;
  if (front.kind === 'drawer') {
    scratch.quaternion.identity();
    scratch.position.set(cx, cy, cz + front.travel * openness);
    return;
  }
  const angle = front.hingeSide * DOOR_OPEN_ANGLE * openness;
  const hingeZ = style === 'classic' ? d / 2 : -d / 2;
  scratch.quaternion.setFromAxisAngle(scratch.up, angle);
  scratch.offset.set((-front.hingeSide * w) / 2, 0, -hingeZ).applyQuaternion(scratch.quaternion);
  scratch.position.set(cx + (front.hingeSide * w) / 2, cy, cz + hingeZ).add(scratch.offset);
}

/** A part fixed to a front (its knob, its drawer box), `local` from the front's centre. */
function attached(local: Vec3, size: Vec3, target: Matrix4): void {
  scratch.offset
    .set(...local)
    .applyQuaternion(scratch.quaternion)
    .add(scratch.position);
  scratch.scale.set(...size);
  target.compose(scratch.offset, scratch.quaternion, scratch.scale);
}

const KNOB_M = 0.016;
const PULL_DEPTH_M = 0.004;

/** The size and centre (from the front's centre) of a front's knob (classic) or pull (modern). */
function gripOf(front: InchFront, style: InchParts['style']): { size: Vec3; local: Vec3 } {
  const [w, , d] = front.size;
  const [gx, gy] = front.grip;
  if (style === 'classic') {
    return { size: [KNOB_M, KNOB_M, 0.022], local: [gx, gy, d / 2 + 0.011] };
  }
  return {
    size: [Math.min(w * 0.45, 0.16), 0.008, PULL_DEPTH_M],
    local: [gx, gy, d / 2 + PULL_DEPTH_M / 2 - 0.001],
  };
}

/**
 * Doors, drawer fronts, drawer boxes and grips, instanced; they open and close together over a
 * quarter of a second, then the scene rests.
 */
function Fronts({ parts, open }: { parts: InchParts; open: boolean }) {
  const { fronts, style } = parts;
  const finishes = useMemo(() => groupBy(fronts, (f) => finishKey(f.finish)), [fronts]);
  const drawers = useMemo(() => fronts.filter((f) => f.body !== null), [fronts]);
  const frontMeshes = useRef<(InstancedMesh | null)[]>([]);
  const trays = useRef<InstancedMesh>(null);
  const grips = useRef<InstancedMesh>(null);

  useFrontMotion(open, (openness) => {
    finishes.forEach((list, index) => {
      const mesh = frontMeshes.current[index];
      if (!mesh) return;
      list.forEach((front, i) => {
        placeFront(front, openness, style);
        scratch.scale.set(...front.size);
        scratch.matrix.compose(scratch.position, scratch.quaternion, scratch.scale);
        mesh.setMatrixAt(i, scratch.matrix);
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
    if (trays.current) {
      drawers.forEach((front, i) => {
        placeFront(front, openness, style);
        const body = front.body!;
        attached(body.offset, body.size, scratch.matrix);
        trays.current!.setMatrixAt(i, scratch.matrix);
      });
      trays.current.instanceMatrix.needsUpdate = true;
      trays.current.computeBoundingSphere();
    }
    if (grips.current) {
      fronts.forEach((front, i) => {
        placeFront(front, openness, style);
        const grip = gripOf(front, style);
        attached(grip.local, grip.size, scratch.matrix);
        grips.current!.setMatrixAt(i, scratch.matrix);
      });
      grips.current.instanceMatrix.needsUpdate = true;
      grips.current.computeBoundingSphere();
    }
  });

  if (fronts.length === 0) return null;
  const edge = plyEdgeMaterial();
  return (
    <group>
      <FinishMeshes groups={finishes} geometry={frontGeometry} meshes={frontMeshes} />
      {drawers.length > 0 && (
        <instancedMesh
          key={`trays-${drawers.length}`}
          ref={trays}
          args={[trayGeometry, [finishMaterial(DRAWER_BOX), edge], drawers.length]}
          frustumCulled={false}
        />
      )}
      <instancedMesh
        key={`grips-${style}-${fronts.length}`}
        ref={grips}
        args={[
          style === 'classic' ? knobGeometry : unitBox,
          style === 'classic' ? metalMaterial : darkMaterial,
          fronts.length,
        ]}
        frustumCulled={false}
      />
    </group>
  );
}

/** Instances of one geometry at fixed places: cable openings, legs or the plinth. */
function FixedInstances({
  geometry,
  material,
  matrices,
}: {
  geometry: BufferGeometry;
  material: Material;
  matrices: Matrix4[];
}) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [matrices]);
  if (matrices.length === 0) return null;
  return (
    <instancedMesh
      key={matrices.length}
      ref={ref}
      args={[geometry, material, matrices.length]}
      frustumCulled={false}
    />
  );
}

const X_AXIS_TURN = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI / 2);
const Z_AXIS_TURN = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);

function holeMatrices(parts: InchParts): Matrix4[] {
  return parts.cableHoles.map((hole) => {
    // Through the board and a hair beyond each face, so it shows on both sides.
    const through = hole.axis === 'x' ? 0.0215 : 0.0085;
    return new Matrix4().compose(
      new Vector3(...hole.center),
      hole.axis === 'x' ? X_AXIS_TURN : Z_AXIS_TURN,
      new Vector3(hole.radius, through, hole.radius),
    );
  });
}

function supportMatrices(parts: InchParts): Matrix4[] {
  return parts.supports.map((support) =>
    new Matrix4().compose(
      new Vector3(...support.center),
      new Quaternion(),
      new Vector3(...support.size),
    ),
  );
}

function setCursor(canvas: HTMLElement, cursor: string): void {
  canvas.style.cursor = cursor;
}

/** Invisible boxes over the segments: a click selects one, the pointer shows it can. */
function SegmentPicker({ parts }: { parts: InchParts }) {
  const ref = useRef<InstancedMesh>(null);
  const store = useInchStore();
  const gl = useThree((s) => s.gl);
  const { segments } = parts;
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    segments.forEach((segment, i) => {
      scratch.matrix.compose(
        scratch.position.set(...segment.center),
        scratch.quaternion.identity(),
        scratch.scale.set(...segment.size),
      );
      mesh.setMatrixAt(i, scratch.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [segments]);
  if (segments.length === 0) return null;
  const segmentOf = (event: ThreeEvent<MouseEvent | PointerEvent>) =>
    event.instanceId === undefined ? undefined : segments[event.instanceId];
  return (
    <instancedMesh
      key={segments.length}
      ref={ref}
      args={[unitBox, pickMaterial, segments.length]}
      onPointerOver={() => {
        setCursor(gl.domElement, 'pointer');
      }}
      onPointerOut={() => {
        setCursor(gl.domElement, '');
      }}
      onClick={(event) => {
        event.stopPropagation();
        const segment = segmentOf(event);
        if (segment !== undefined) store.getState().selectSegment(segment);
      }}
    />
  );
}

/** A thin outline round the selected segment's opening. */
function SelectedOutline({ parts }: { parts: InchParts }) {
  const selected = useInch((s) => s.selectedSegment);
  const segment = parts.segments.find(
    (s) => s.rowIndex === selected?.rowIndex && s.segmentIndex === selected.segmentIndex,
  );
  if (segment === undefined) return null;
  const [w, h, d] = segment.size;
  return (
    <lineSegments
      geometry={selectionGeometry}
      material={selectionMaterial}
      position={[segment.center[0], segment.center[1], segment.center[2] + 0.002]}
      scale={[w - 0.004, h - 0.004, d]}
    />
  );
}

function InchUnit() {
  const config = useInch((s) => s.config);
  const doorsOpen = useInch((s) => s.doorsOpen);
  const parts = useMemo(() => inchParts(config), [config]);
  const holes = useMemo(() => holeMatrices(parts), [parts]);
  const supports = useMemo(() => supportMatrices(parts), [parts]);
  return (
    <group>
      <StaticBoards boards={parts.boards} />
      <Fronts parts={parts} open={doorsOpen} />
      <FixedInstances geometry={holeGeometry} material={darkMaterial} matrices={holes} />
      <FixedInstances
        geometry={unitBox}
        material={parts.style === 'modern' ? metalMaterial : darkMaterial}
        matrices={supports}
      />
      <SegmentPicker parts={parts} />
      <SelectedOutline parts={parts} />
      <CameraRig size={parts.size} />
    </group>
  );
}

/** The 3D view of the inch configurator. */
export function InchScene({ label }: { label: string }) {
  const color = useInch((s) => s.config.color);
  const texture = useInch((s) => s.config.selectedTexture);
  return (
    <SceneCanvas
      label={label}
      testId="inch-scene"
      dataset={{ finish: color.toUpperCase(), ...(texture === undefined ? {} : { texture }) }}
    >
      <InchUnit />
    </SceneCanvas>
  );
}
