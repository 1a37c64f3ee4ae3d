export { ControlsSection as Section } from '../../../ui/design-controls.tsx';
