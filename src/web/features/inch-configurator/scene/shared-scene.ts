/* eslint-disable import-x/no-restricted-paths -- The studio the configurators share (canvas, camera,
   lights, wall and floor, finish materials, board geometry) still lives in the cell configurator's
   folder. This file is the one place the inch configurator reaches into it, so moving those pieces
   to a shared folder changes these lines alone. */
export { CameraRig, SceneCanvas } from '../../configurator/scene/design-scene.tsx';
export { finishMaterial, plyEdgeMaterial } from '../../configurator/scene/materials.ts';
export { mergeBoards, unitFrontGeometry } from '../../configurator/scene/panel-geometry.ts';
