import { useMemo, useRef } from 'react';
import { type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { DOOR_OPEN_ANGLE, useFrontMotion } from '../../../scene/front-motion.ts';
import { groupBy } from '../../../scene/group-by.ts';
import { FinishMeshes } from '../../../scene/finish-meshes.tsx';
import { unitFrontGeometry } from '../../../scene/panel-geometry.ts';
import { DRAWER_SLIDE_M, finishKey } from './parts.ts';
import type { MovingFront } from './parts.ts';

const scratch = {
  matrix: new Matrix4(),
  position: new Vector3(),
  quaternion: new Quaternion(),
  scale: new Vector3(),
  up: new Vector3(0, 1, 0),
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
export function Fronts({ fronts, open }: { fronts: MovingFront[]; open: boolean }) {
  const groups = useMemo(() => [...groupBy(fronts, (f) => finishKey(f.finish)).values()], [fronts]);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  useFrontMotion(open, (openness) => {
    groups.forEach((list, index) => {
      const mesh = meshes.current[index];
      if (!mesh) return;
      list.forEach((front, i) => {
        frontMatrix(front, openness, scratch.matrix);
        mesh.setMatrixAt(i, scratch.matrix);
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    });
  });

  return (
    <group>
      <FinishMeshes groups={groups} geometry={frontGeometry} meshes={meshes} />
    </group>
  );
}
