import type { ThreeElements } from '@react-three/fiber';

/**
 * A mesh drawn once, as an instanced mesh of one: every mesh in the studio is instanced (the fronts,
 * handles and legs must be), so with the plain colours mapped like the woods (`plainMaterial`) the
 * whole view is drawn by one shader program (decision 022). Never culled: its geometry changes
 * with the design, and the room and the furniture are always in view.
 */
export function SingleMesh(props: Omit<ThreeElements['instancedMesh'], 'args'>) {
  return <instancedMesh {...props} args={[undefined, undefined, 1]} frustumCulled={false} />;
}
