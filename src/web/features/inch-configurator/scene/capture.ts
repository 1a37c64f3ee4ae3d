/* eslint-disable import-x/no-restricted-paths -- The thumbnail capture belongs to the shared studio
   (see shared-scene.ts), which still lives in the cell configurator's folder. It is kept apart from
   shared-scene.ts so the controls can take a thumbnail without loading three.js. */
export { captureThumbnail as captureInchThumbnail } from '../../configurator/scene/capture.ts';
