import { BufferAttribute, BufferGeometry } from 'three';
import type { Vec3 } from './finish.ts';

/** How many metres one repeat of a wood texture covers. */
const TEXTURE_METRES = 0.6;

class Buffers {
  positions: number[] = [];
  normals: number[] = [];
  uvs: number[] = [];

  toGeometry(): BufferGeometry {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geometry.setAttribute('normal', new BufferAttribute(new Float32Array(this.normals), 3));
    geometry.setAttribute('uv', new BufferAttribute(new Float32Array(this.uvs), 2));
    return geometry;
  }
}

/** The axes of a face: its normal axis, and the two axes spanning it. */
const FACES: readonly { axis: 0 | 1 | 2; sign: 1 | -1; u: 0 | 1 | 2; v: 0 | 1 | 2 }[] = [
  { axis: 0, sign: 1, u: 2, v: 1 },
  { axis: 0, sign: -1, u: 2, v: 1 },
  { axis: 1, sign: 1, u: 0, v: 2 },
  { axis: 1, sign: -1, u: 0, v: 2 },
  { axis: 2, sign: 1, u: 0, v: 1 },
  { axis: 2, sign: -1, u: 0, v: 1 },
];

function thinnestAxis(size: Vec3): 0 | 1 | 2 {
  if (size[0] <= size[1] && size[0] <= size[2]) return 0;
  return size[1] <= size[2] ? 1 : 2;
}

/**
 * Appends a board's six faces: the two broad faces to `faces` (finish, UVs in metres so grain keeps
 * its scale on every board), the four narrow ones to `edges` (the exposed plywood edge, v running
 * across the board's thickness so the plies line up with its faces).
 */
function appendBoard(
  faces: Buffers,
  edges: Buffers,
  size: Vec3,
  center: Vec3,
  backFaces: Buffers = faces,
): void {
  const thin = thinnestAxis(size);
  for (const face of FACES) {
    const broad = face.axis === thin ? (face.sign < 0 ? backFaces : faces) : null;
    const target = broad ?? edges;
    const half = [size[0] / 2, size[1] / 2, size[2] / 2];
    const corner = (su: number, sv: number): number[] => {
      const p = [0, 0, 0];
      p[face.axis] = face.sign * (half[face.axis] ?? 0);
      p[face.u] = su * (half[face.u] ?? 0);
      p[face.v] = sv * (half[face.v] ?? 0);
      return [p[0]! + center[0], p[1]! + center[1], p[2]! + center[2]];
    };
    // Counter-clockwise seen from outside: swap the winding on the negative faces.
    const quad =
      face.sign * (face.axis === 2 ? 1 : -1) > 0
        ? [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ]
        : [
            [-1, -1],
            [-1, 1],
            [1, 1],
            [1, -1],
          ];
    const normal = [0, 0, 0];
    normal[face.axis] = face.sign;
    const uvOf = (su: number, sv: number): [number, number] => {
      if (broad !== null) {
        const u = (center[face.u] + su * (half[face.u] ?? 0)) / TEXTURE_METRES;
        const v = (center[face.v] + sv * (half[face.v] ?? 0)) / TEXTURE_METRES;
        return [u, v];
      }
      // Edge: the plies run along the longer in-face axis; v spans the thickness.
      const alongU = face.u !== thin;
      const along = alongU ? su : sv;
      const alongAxis = alongU ? face.u : face.v;
      const across = alongU ? sv : su;
      return [(along * (half[alongAxis] ?? 0)) / 0.05, (across + 1) / 2];
    };
    const order = [0, 1, 2, 0, 2, 3];
    for (const index of order) {
      const [su, sv] = quad[index] as [number, number];
      target.positions.push(...corner(su, sv));
      target.normals.push(...normal);
      target.uvs.push(...uvOf(su, sv));
    }
  }
}

export interface MergedBoards {
  readonly faces: BufferGeometry;
  /** The faces looking down, left or towards the wall, when asked for separately. */
  readonly backFaces: BufferGeometry | null;
  readonly edges: BufferGeometry;
}

/**
 * One geometry for all broad faces of the boards and one for all their edges: two draw calls. With
 * `separateBack`, the broad faces on the negative side (a back panel's wall side) come apart.
 */
export function mergeBoards(
  boards: readonly { size: Vec3; center: Vec3 }[],
  separateBack = false,
): MergedBoards {
  const faces = new Buffers();
  const edges = new Buffers();
  const backFaces = separateBack ? new Buffers() : faces;
  for (const board of boards) appendBoard(faces, edges, board.size, board.center, backFaces);
  return {
    faces: faces.toGeometry(),
    backFaces: separateBack ? backFaces.toGeometry() : null,
    edges: edges.toGeometry(),
  };
}

/**
 * A unit board (1 × 1 × 1 m, thin along z) with two groups, broad faces then edges, for instanced
 * fronts that are scaled to size per instance.
 */
export function unitFrontGeometry(): BufferGeometry {
  const faces = new Buffers();
  const edges = new Buffers();
  appendBoard(faces, edges, [1, 1, 0.999], [0, 0, 0]);
  const geometry = new BufferGeometry();
  const cat = (a: number[], b: number[]) => new Float32Array([...a, ...b]);
  geometry.setAttribute('position', new BufferAttribute(cat(faces.positions, edges.positions), 3));
  geometry.setAttribute('normal', new BufferAttribute(cat(faces.normals, edges.normals), 3));
  geometry.setAttribute('uv', new BufferAttribute(cat(faces.uvs, edges.uvs), 2));
  const faceVertices = faces.positions.length / 3;
  geometry.addGroup(0, faceVertices, 0);
  geometry.addGroup(faceVertices, edges.positions.length / 3, 1);
  return geometry;
}
