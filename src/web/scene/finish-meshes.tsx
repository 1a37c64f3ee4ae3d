import type { RefObject } from 'react';
import type { BufferGeometry, InstancedMesh } from 'three';
import { finishKey, type PartFinish } from './finish.ts';
import { finishMaterial, plyEdgeMaterial } from './materials.ts';

/**
 * One instanced mesh a finish (either configurator's fronts): every part of a group shares the
 * geometry, faced in the group's finish with plywood edges. The caller places the instances
 * through `meshes`, each frame, without React.
 */
export function FinishMeshes({
  groups,
  geometry,
  meshes,
}: {
  groups: readonly (readonly { readonly finish: PartFinish }[])[];
  geometry: BufferGeometry;
  meshes: RefObject<(InstancedMesh | null)[]>;
}) {
  return groups.map((list, index) => {
    const finish = (list[0] as { readonly finish: PartFinish }).finish;
    return (
      <instancedMesh
        key={`${finishKey(finish)}-${list.length}`}
        ref={(mesh) => {
          meshes.current[index] = mesh;
        }}
        args={[geometry, [finishMaterial(finish), plyEdgeMaterial()], list.length]}
        frustumCulled={false}
      />
    );
  });
}
