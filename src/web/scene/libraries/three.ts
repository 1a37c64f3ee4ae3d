// Evaluated in a task of its own before the rest of the 3D view (load-3d.ts). One binding the view
// uses is named, so the build keeps the step: a bare import of a side-effect-free package is dropped.
export { Vector3 } from 'three';
