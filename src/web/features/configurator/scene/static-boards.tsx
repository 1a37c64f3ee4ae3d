import { useEffect, useMemo } from 'react';
import { groupBy } from '../../../scene/group-by.ts';
import { finishMaterial, plyEdgeMaterial } from '../../../scene/materials.ts';
import { mergeBoards } from '../../../scene/panel-geometry.ts';
import { finishKey } from './parts.ts';
import type { PartFinish, StaticPanel } from './parts.ts';

/** The wall side of a back panel that is not double-sided: bare birch ply. */
const BARE_BACK: PartFinish = { color: '#FFFFFF', texture: 'plywood' };

/**
 * Every static board of the design, merged per finish, plus one mesh for all plywood edges. Back
 * panels carry their veneer inside, and on the wall side too when double-sided.
 */
export function StaticBoards({
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
