// Evaluated in a task of its own before the rest of the 3D view (load-3d.ts), after three.js.
export { Canvas } from '@react-three/fiber';
