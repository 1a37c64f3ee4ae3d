import { useEffect, useMemo } from 'react';
import { finishKey, type PartFinish, type Vec3 } from './finish.ts';
import { groupBy } from './group-by.ts';
import { finishMaterial, plyEdgeMaterial } from './materials.ts';
import { mergeBoards } from './panel-geometry.ts';
import { SingleMesh } from './single-mesh.tsx';

/** A board that never moves: carcass, divider or partition, or a back panel. */
export interface StaticBoard {
  readonly kind: string;
  readonly size: Vec3;
  readonly center: Vec3;
  readonly finish: PartFinish;
}

/** The wall side of a back panel that is not double-sided: bare birch ply. */
const BARE_BACK: PartFinish = { color: '#FFFFFF', texture: 'plywood' };

/**
 * The static boards of a design (either configurator's), merged per finish, plus one mesh for all
 * plywood edges. Back panels carry their veneer inside, and on the wall side too when
 * double-sided.
 */
export function StaticBoards({
  boards,
  doubleSidedBack = false,
}: {
  boards: readonly StaticBoard[];
  doubleSidedBack?: boolean;
}) {
  const merged = useMemo(() => {
    const groups = groupBy(
      boards,
      (b) => `${b.kind === 'back' ? 'back' : 'body'}|${finishKey(b.finish)}`,
    );
    const faces = [...groups.entries()].map(([key, list]) => {
      const first = list[0] as StaticBoard;
      const geometry = mergeBoards(list, first.kind === 'back');
      geometry.edges.dispose();
      return { key, finish: first.finish, faces: geometry.faces, backFaces: geometry.backFaces };
    });
    return { faces, edges: mergeBoards(boards).edges };
  }, [boards]);
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
          <SingleMesh geometry={face.faces} material={finishMaterial(face.finish)} />
          {face.backFaces !== null && (
            <SingleMesh
              geometry={face.backFaces}
              material={finishMaterial(doubleSidedBack ? face.finish : BARE_BACK)}
            />
          )}
        </group>
      ))}
      <SingleMesh geometry={merged.edges} material={plyEdgeMaterial()} />
    </group>
  );
}
