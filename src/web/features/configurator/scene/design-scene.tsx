import { Html, OrbitControls } from '@react-three/drei';
import { addAfterEffect, Canvas, useFrame, useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  BoxGeometry,
  CircleGeometry,
  type InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  Quaternion,
  Vector3,
} from 'three';
import type { Material } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { canAddOnTop, canAddRight, canRemoveBox } from '../../../../domain/box/placement.ts';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { overallDimensions } from '../design-facts.ts';
import { registerCapture } from './capture.ts';
import { finishMaterial, plyEdgeMaterial } from './materials.ts';
import { mergeBoards, unitFrontGeometry } from './panel-geometry.ts';
import { DRAWER_SLIDE_M, finishKey, sceneParts } from './parts.ts';
import type { MovingFront, PartFinish, SceneParts, StaticPanel } from './parts.ts';

const WALL_COLOR = '#EEEAE3';
const FLOOR_COLOR = '#D8CCB8';
const DOOR_OPEN_ANGLE = (100 * Math.PI) / 180;
const OPEN_SECONDS = 0.25;

function useParts(): SceneParts {
  const configurations = useConfigurator((s) => s.configurations);
  const scene = useConfigurator((s) => s.scene);
  return useMemo(() => sceneParts(configurations, scene), [configurations, scene]);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The wall side of a back panel that is not double-sided: bare birch ply. */
const BARE_BACK: PartFinish = { color: '#FFFFFF', texture: 'plywood' };

/**
 * Every static board of the design, merged per finish, plus one mesh for all plywood edges. Back
 * panels carry their veneer inside, and on the wall side too when double-sided.
 */
function StaticBoards({
  panels,
  doubleSidedBack,
}: {
  panels: StaticPanel[];
  doubleSidedBack: boolean;
}) {
  const merged = useMemo(() => {
    const groups = groupBy(
      panels,
      (p) => `${p.kind === 'back' ? 'back' : 'body'}|${finishKey(p.finish)}`,
    );
    const faces = [...groups.entries()].map(([key, list]) => {
      const first = list[0] as StaticPanel;
      const boards = mergeBoards(list, first.kind === 'back');
      boards.edges.dispose();
      return { key, finish: first.finish, faces: boards.faces, backFaces: boards.backFaces };
    });
    return { faces, edges: mergeBoards(panels).edges };
  }, [panels]);
  useEffect(
    () => () => {
      for (const face of merged.faces) {
        face.faces.dispose();
        face.backFaces?.dispose();
      }
      merged.edges.dispose();
    },
    [merged],
  );
  return (
    <group>
      {merged.faces.map((face) => (
        <group key={face.key}>
          <mesh geometry={face.faces} material={finishMaterial(face.finish)} />
          {face.backFaces !== null && (
            <mesh
              geometry={face.backFaces}
              material={finishMaterial(doubleSidedBack ? face.finish : BARE_BACK)}
            />
          )}
        </group>
      ))}
      <mesh geometry={merged.edges} material={plyEdgeMaterial()} />
    </group>
  );
}

const scratch = {
  matrix: new Matrix4(),
  position: new Vector3(),
  quaternion: new Quaternion(),
  scale: new Vector3(),
  up: new Vector3(0, 1, 0),
  object: new Object3D(),
};

function frontMatrix(front: MovingFront, openness: number, target: Matrix4): void {
  const [w, h, d] = front.size;
  const [cx, cy, cz] = front.center;
  scratch.scale.set(w, h, d);
  if (front.kind === 'drawer') {
    scratch.quaternion.identity();
    scratch.position.set(cx, cy, cz + DRAWER_SLIDE_M * openness);
  } else {
    // Turn about the hinge edge: the door's centre moves on a circle around it.
    const angle = front.hingeSide * DOOR_OPEN_ANGLE * openness;
    const hingeX = cx + (front.hingeSide * w) / 2;
    const hingeZ = cz - d / 2;
    const offsetX = -front.hingeSide * (w / 2);
    const offsetZ = d / 2;
    scratch.quaternion.setFromAxisAngle(scratch.up, angle);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    scratch.position.set(
      hingeX + offsetX * cos + offsetZ * sin,
      cy,
      hingeZ - offsetX * sin + offsetZ * cos,
    );
  }
  target.compose(scratch.position, scratch.quaternion, scratch.scale);
}

const frontGeometry = unitFrontGeometry();

/** Doors and drawer fronts, instanced per finish; they open and close together, animated. */
function Fronts({ fronts, open }: { fronts: MovingFront[]; open: boolean }) {
  const groups = useMemo(() => [...groupBy(fronts, (f) => finishKey(f.finish)).values()], [fronts]);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const openness = useRef(open ? 1 : 0);
  const invalidate = useThree((s) => s.invalidate);
  const reduceMotion = useMemo(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );

  const place = () => {
    groups.forEach((list, index) => {
      const mesh = meshes.current[index];
      if (!mesh) return;
      list.forEach((front, i) => {
        frontMatrix(front, openness.current, scratch.matrix);
        mesh.setMatrixAt(i, scratch.matrix);
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
  };

  useLayoutEffect(() => {
    place();
    invalidate();
  });

  useFrame((_, delta) => {
    const target = open ? 1 : 0;
    if (openness.current === target) return;
    const step = reduceMotion ? 1 : Math.min(delta, 0.1) / OPEN_SECONDS;
    openness.current =
      target > openness.current
        ? Math.min(target, openness.current + step)
        : Math.max(target, openness.current - step);
    place();
    invalidate();
  });

  return (
    <group>
      {groups.map((list, index) => {
        const finish = (list[0] as MovingFront).finish;
        const materials: Material[] = [finishMaterial(finish), plyEdgeMaterial()];
        return (
          <instancedMesh
            key={`${finishKey(finish)}-${list.length}`}
            ref={(mesh) => {
              meshes.current[index] = mesh;
            }}
            args={[frontGeometry, materials, list.length]}
            frustumCulled={false}
          />
        );
      })}
    </group>
  );
}

const cableGeometry = new CircleGeometry(1, 24);
const cableMaterial = new MeshStandardMaterial({ color: '#2A2622', roughness: 0.9 });

function CableOpenings({ parts }: { parts: SceneParts }) {
  const ref = useRef<InstancedMesh>(null);
  const count = parts.cableOpenings.length;
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    parts.cableOpenings.forEach((opening, i) => {
      scratch.object.position.set(...opening.center);
      scratch.object.scale.setScalar(opening.radius);
      scratch.object.updateMatrix();
      mesh.setMatrixAt(i, scratch.object.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
  }, [parts]);
  if (count === 0) return null;
  return (
    <instancedMesh
      key={count}
      ref={ref}
      args={[cableGeometry, cableMaterial, count]}
      frustumCulled={false}
    />
  );
}

const pickGeometry = new BoxGeometry(1, 1, 1);
const pickMaterial = new MeshBasicMaterial({ visible: false });

/** Invisible boxes that take the pointer: hover shows a box's buttons, a click selects it. */
function PickBoxes({
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
function BoxButtons({ parts, boxId }: { parts: SceneParts; boxId: string | null }) {
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

function DimensionLabels({ parts }: { parts: SceneParts }) {
  const configurations = useConfigurator((s) => s.configurations);
  const dims = overallDimensions(configurations);
  const [w, h, d] = parts.size;
  const labelClass =
    'rounded-sm border border-ink/20 bg-paper/95 px-2 py-1 text-xs whitespace-nowrap tabular-nums text-ink';
  return (
    <group>
      <Html position={[0, -0.05, d + 0.05]} center zIndexRange={[5, 0]}>
        <span className={labelClass}>
          W {dims.widthIn}″ · {Math.round(dims.widthIn * 25.4) / 10} cm
        </span>
      </Html>
      <Html position={[w / 2 + 0.12, h / 2, d]} center zIndexRange={[5, 0]}>
        <span className={labelClass}>
          H {dims.heightIn}″ · {Math.round(dims.heightIn * 25.4) / 10} cm
        </span>
      </Html>
      <Html position={[-w / 2 - 0.12, 0.05, d / 2]} center zIndexRange={[5, 0]}>
        <span className={labelClass}>
          D {dims.depthIn}″ · {Math.round(dims.depthIn * 25.4) / 10} cm
        </span>
      </Html>
    </group>
  );
}

function Room() {
  return (
    <group>
      <mesh position={[0, 2.5, 0]}>
        <planeGeometry args={[14, 5]} />
        <meshStandardMaterial color={WALL_COLOR} roughness={0.95} />
      </mesh>
      <mesh position={[0, 0, 3]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[14, 6]} />
        <meshStandardMaterial color={FLOOR_COLOR} roughness={0.9} />
      </mesh>
    </group>
  );
}

/** Aims at the design and backs off far enough to see all of it when its size changes. */
export function CameraRig({ size }: { size: readonly [number, number, number] }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const [w, h] = size;
  useEffect(() => {
    const width = Math.max(w, 0.4);
    const height = Math.max(h, 0.4);
    const fit = (Math.max(width * 0.75, height) / 2 / Math.tan((45 * Math.PI) / 360)) * 1.35 + 0.4;
    const distance = Math.min(8, Math.max(1.2, fit));
    const target = new Vector3(0, height / 2, 0.2);
    camera.position.set(
      target.x + distance * 0.18,
      target.y + distance * 0.12,
      target.z + distance,
    );
    controls.current?.target.copy(target);
    controls.current?.update();
    invalidate();
  }, [w, h, camera, invalidate]);
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enablePan={false}
      enableDamping={false}
      minDistance={1.2}
      maxDistance={8}
      // The unit stands against the wall: the camera stays in front of it and above the floor.
      minAzimuthAngle={-Math.PI * 0.42}
      maxAzimuthAngle={Math.PI * 0.42}
      minPolarAngle={Math.PI * 0.12}
      maxPolarAngle={Math.PI * 0.49}
    />
  );
}

/** Lets the page take a thumbnail and tests read what each frame cost. */
function Instruments({ statsTarget }: { statsTarget: HTMLElement | null }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    registerCapture(() => {
      gl.render(scene, camera);
      const source = gl.domElement;
      const width = 480;
      const height = Math.round((source.height / Math.max(1, source.width)) * width);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(source, 0, 0, width, height);
      return canvas.toDataURL('image/jpeg', 0.8);
    });
    return () => registerCapture(null);
  }, [gl, scene, camera]);
  useEffect(() => {
    if (!statsTarget) return;
    let frames = 0;
    return addAfterEffect((timestamp) => {
      frames += 1;
      statsTarget.dataset.frames = String(frames);
      statsTarget.dataset.drawCalls = String(gl.info.render.calls);
      statsTarget.dataset.lastFrameAt = String(timestamp);
    });
  }, [gl, statsTarget]);
  return null;
}

function Design() {
  const parts = useParts();
  const scene = useConfigurator((s) => s.scene);
  const selected = useConfigurator((s) => s.selectedConfigId);
  const [hovered, setHovered] = useState<string | null>(null);
  return (
    <group>
      <StaticBoards panels={parts.panels} doubleSidedBack={scene.backPanelDoubleSided} />
      <Fronts fronts={parts.fronts} open={scene.doorsOpen} />
      <CableOpenings parts={parts} />
      <PickBoxes parts={parts} onHover={setHovered} />
      <BoxButtons parts={parts} boxId={selected} />
      {hovered !== selected && <BoxButtons parts={parts} boxId={hovered} />}
      {scene.showDimensions && parts.boxes.length > 0 && <DimensionLabels parts={parts} />}
      <CameraRig size={parts.size} />
    </group>
  );
}

/**
 * The studio both configurators draw in: a canvas rendered on demand, the camera, the lights, the
 * wall and floor, the frame counters tests read and the thumbnail capture. `children` is the
 * furniture, with a `CameraRig` sized to it.
 */
export function SceneCanvas({
  label,
  testId,
  children,
  dataset,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  /** Extra `data-*` attributes for tests, such as the finish being drawn. */
  dataset?: Readonly<Record<string, string>>;
}) {
  const [statsTarget, setStatsTarget] = useState<HTMLDivElement | null>(null);
  const data = Object.fromEntries(
    Object.entries(dataset ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );
  return (
    <div ref={setStatsTarget} className="absolute inset-0" data-testid={testId} {...data}>
      <Canvas
        frameloop="demand"
        dpr={[1, 1.5]}
        camera={{ fov: 45, near: 0.05, far: 40, position: [0.3, 1, 3] }}
        gl={{ antialias: true, preserveDrawingBuffer: false }}
        aria-label={label}
        role="img"
        onPointerMissed={() => undefined}
      >
        <color attach="background" args={[WALL_COLOR]} />
        <hemisphereLight args={['#FFFFFF', '#B9AC98', 1.4]} />
        <directionalLight position={[-2.5, 4, 5]} intensity={1.5} />
        <directionalLight position={[3, 2, 4]} intensity={0.5} />
        <Room />
        {children}
        <Instruments statsTarget={statsTarget} />
      </Canvas>
    </div>
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
