import { useLayoutEffect, useRef } from 'react';
import { CircleGeometry, type InstancedMesh, Object3D } from 'three';
import { plainMaterial } from '../../../scene/materials.ts';
import type { SceneParts } from './parts.ts';

const scratch = { object: new Object3D() };
const cableGeometry = new CircleGeometry(1, 24);
const cableMaterial = plainMaterial('#2A2622', { roughness: 0.9 });

/** The round cable openings cut in back panels, instanced. */
export function CableOpenings({ parts }: { parts: SceneParts }) {
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
