import { OrbitControls } from '@react-three/drei';
import { addAfterEffect, Canvas, useThree } from '@react-three/fiber';
import type { GLProps } from '@react-three/fiber';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Line, Mesh, Vector3, WebGLRenderer } from 'three';
import type { Camera, Material, Object3D, Scene } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { cn } from '../lib/cn.ts';
import { nextTask } from '../lib/next-task.ts';
import { aimHeight, fitDistance } from './camera-fit.ts';
import { registerCapture } from './capture.ts';
import { plainMaterial } from './materials.ts';
import { viewPixelRatio } from './pixel-ratio.ts';
import { SingleMesh } from './single-mesh.tsx';

const WALL_COLOR = '#EEEAE3';
const FLOOR_COLOR = '#D8CCB8';

const wallMaterial = plainMaterial(WALL_COLOR, { roughness: 0.95 });
const floorMaterial = plainMaterial(FLOOR_COLOR, { roughness: 0.9 });

function Room() {
  return (
    <group>
      <SingleMesh position={[0, 2.5, 0]} material={wallMaterial}>
        <planeGeometry args={[14, 5]} />
      </SingleMesh>
      <SingleMesh position={[0, 0, 3]} rotation={[-Math.PI / 2, 0, 0]} material={floorMaterial}>
        <planeGeometry args={[14, 6]} />
      </SingleMesh>
    </group>
  );
}

/**
 * The view's renderer, made in a task of its own and handed over in the next: made by the view as
 * it mounted, the renderer (the WebGL context and its extensions) and the scene's first render
 * held the page for one long task.
 */
const rendererInItsOwnTask: GLProps = async (defaults) => {
  await nextTask();
  const renderer = new WebGLRenderer({
    ...defaults,
    antialias: true,
    preserveDrawingBuffer: false,
  });
  await nextTask();
  return renderer;
};

/** Aims at the design and backs off far enough to see all of it when its size or the view changes. */
export function CameraRig({ size }: { size: readonly [number, number, number] }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const aspect = useThree((s) => (s.size.height > 0 ? s.size.width / s.size.height : 4 / 3));
  const viewHeightPx = useThree((s) => s.size.height);
  const [w, h] = size;
  useEffect(() => {
    const distance = fitDistance(w, h, aspect, viewHeightPx);
    const target = new Vector3(0, aimHeight(h, distance, viewHeightPx), 0.2);
    camera.position.set(
      target.x + distance * 0.18,
      target.y + distance * 0.12,
      target.z + distance,
    );
    controls.current?.target.copy(target);
    controls.current?.update();
    invalidate();
  }, [w, h, aspect, viewHeightPx, camera, invalidate]);
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

/**
 * Names the drawing itself as an image. The name sits on the canvas, not on the box around it,
 * because that box also holds the add and remove handles, which an image may not contain.
 */
function CanvasName({ label }: { label: string }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    gl.domElement.setAttribute('role', 'img');
    gl.domElement.setAttribute('aria-label', label);
  }, [gl, label]);
  return null;
}

/** Runs `steps` one after another, each in a task of its own; stops when cancelled. */
function inTasks(steps: readonly (() => void)[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (index: number) => {
    timer = setTimeout(() => {
      steps[index]?.();
      if (index + 1 < steps.length) run(index + 1);
    }, 0);
  };
  run(0);
  return () => clearTimeout(timer);
}

function isDrawn(object: Object3D): boolean {
  if (!(object instanceof Mesh || object instanceof Line)) return false;
  const materials: readonly Material[] = Array.isArray(object.material)
    ? object.material
    : [object.material];
  return materials.some((material) => material.visible);
}

/**
 * Builds the shader programs of the materials the scene's first frame draws, as that frame would;
 * the programs are linked (and their uniforms read) here rather than in that frame. The scene as a
 * whole is not handed to `WebGLRenderer.compile`, which would also build programs for materials
 * that are never drawn (the invisible ones that only catch the pointer).
 */
function buildPrograms(gl: WebGLRenderer, scene: Scene, camera: Camera): Material[] {
  const built = new Set<Material>();
  scene.traverse((object) => {
    if (isDrawn(object))
      for (const material of gl.compile(object, camera, scene)) built.add(material);
  });
  return [...built];
}

function linkPrograms(gl: WebGLRenderer, materials: readonly Material[]) {
  for (const material of materials) {
    const program = (gl.properties.get(material) as { currentProgram?: { getUniforms(): unknown } })
      .currentProgram;
    program?.getUniforms();
  }
}

/** Builds the programs of what the scene draws now, links them, then runs `after`: a task each. */
function withPrograms(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  ...after: (() => void)[]
): () => void {
  let materials: Material[] = [];
  return inTasks([
    () => (materials = buildPrograms(gl, scene, camera)),
    () => linkPrograms(gl, materials),
    ...after,
  ]);
}

/**
 * The studio starts outside React Three Fiber's frame loop (the canvas's `frameloop="never"`), a
 * step a task: the room's programs are built and linked, the room is drawn by hand and sent to the
 * GPU, the furniture's objects are made meanwhile, its programs built and linked, and it is shown
 * with the loop switched on. Making the canvas, the furniture, its programs and its first frame
 * were one task of over half a second on a phone, which nothing (a tap, a scroll) could interrupt
 * (decision 021); the loop's own first frame then held the room's drawing and the wait for its
 * first composite together, 75–80 ms without a graphics card (decision 024).
 */
function Furniture({ children, onShown }: { children: ReactNode; onShown: () => void }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const setFrameloop = useThree((s) => s.setFrameloop);
  const [stage, setStage] = useState<'waiting' | 'made' | 'shown'>('waiting');
  useEffect(
    () =>
      withPrograms(
        gl,
        scene,
        camera,
        () => {
          gl.render(scene, camera);
          gl.getContext().flush();
        },
        () => setStage('made'),
      ),
    [gl, scene, camera],
  );
  useEffect(() => {
    if (stage !== 'made') return;
    return withPrograms(gl, scene, camera, () => {
      onShown();
      setStage('shown');
      setFrameloop('demand');
    });
  }, [stage, gl, scene, camera, onShown, setFrameloop]);
  return <group visible={stage === 'shown'}>{stage === 'waiting' ? null : children}</group>;
}

/** Lets the page take a thumbnail and tests read what each frame with the furniture cost. */
function Instruments({
  statsTarget,
  furnitureShown,
}: {
  statsTarget: HTMLElement | null;
  furnitureShown: RefObject<boolean>;
}) {
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
      if (!furnitureShown.current) return;
      frames += 1;
      statsTarget.dataset.frames = String(frames);
      statsTarget.dataset.drawCalls = String(gl.info.render.calls);
      statsTarget.dataset.programs = String(gl.info.programs?.length ?? 0);
      statsTarget.dataset.pixelRatio = String(gl.getPixelRatio());
      statsTarget.dataset.lastFrameAt = String(timestamp);
    });
  }, [gl, statsTarget, furnitureShown]);
  return null;
}

const OverlayContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/**
 * The element the view's HTML overlays (handles, labels) are placed in: one that is there before
 * them and never changes. Left to find their own, they move once the view's events connect, and
 * an overlay moved while React renders can lose what it shows.
 */
export function useOverlay(): RefObject<HTMLElement> | undefined {
  // drei reads the ref when an overlay mounts, after the element is in place.
  return (useContext(OverlayContext) as RefObject<HTMLElement> | null) ?? undefined;
}

/**
 * The studio both configurators draw in: a canvas rendered on demand once its start is done, the
 * camera, the lights, the wall and floor, the frame counters tests read and the thumbnail capture.
 * `children` is the furniture, with a `CameraRig` sized to it.
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
  const [shown, setShown] = useState(false);
  // Set with the furniture's own change to shown, before the frame that draws it.
  const furnitureShown = useRef(false);
  const onShown = useCallback(() => {
    furnitureShown.current = true;
    setShown(true);
  }, []);
  const overlay = useRef<HTMLDivElement>(null);
  const data = Object.fromEntries(
    Object.entries(dataset ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );
  return (
    <OverlayContext.Provider value={overlay}>
      <div ref={setStatsTarget} className="absolute inset-0" data-testid={testId} {...data}>
        <Canvas
          // Switched to "demand" once the furniture is shown (Furniture).
          frameloop="never"
          dpr={viewPixelRatio()}
          camera={{ fov: 45, near: 0.05, far: 40, position: [0.3, 1, 3] }}
          gl={rendererInItsOwnTask}
          onPointerMissed={() => undefined}
        >
          <color attach="background" args={[WALL_COLOR]} />
          <hemisphereLight args={['#FFFFFF', '#B9AC98', 1.4]} />
          <directionalLight position={[-2.5, 4, 5]} intensity={1.5} />
          <directionalLight position={[3, 2, 4]} intensity={0.5} />
          <Room />
          <Furniture onShown={onShown}>{children}</Furniture>
          <CanvasName label={label} />
          <Instruments statsTarget={statsTarget} furnitureShown={furnitureShown} />
        </Canvas>
        <div
          ref={overlay}
          // The furniture's handles and labels appear with it.
          className={cn(
            'pointer-events-none absolute inset-0 overflow-hidden [&_button]:pointer-events-auto',
            !shown && 'invisible',
          )}
        />
      </div>
    </OverlayContext.Provider>
  );
}
