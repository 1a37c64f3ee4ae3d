import { Html } from '@react-three/drei';
import { useOverlay } from '../../../scene/studio.tsx';
import { overallDimensions } from '../design-facts.ts';
import { useConfigurator } from '../store-context.tsx';
import type { SceneParts } from './parts.ts';

/** The design's overall width, height and depth in inches and centimetres, beside its edges. */
export function DimensionLabels({ parts }: { parts: SceneParts }) {
  const configurations = useConfigurator((s) => s.configurations);
  const dims = overallDimensions(configurations);
  const [w, h, d] = parts.size;
  const overlay = useOverlay();
  const labelClass =
    'rounded-sm border border-ink/20 bg-paper/95 px-2 py-1 text-xs whitespace-nowrap tabular-nums text-ink';
  return (
    <group>
      <Html position={[0, -0.05, d + 0.05]} center zIndexRange={[5, 0]} portal={overlay}>
        <span className={labelClass}>
          W {dims.widthIn}″ · {Math.round(dims.widthIn * 25.4) / 10} cm
        </span>
      </Html>
      <Html position={[w / 2 + 0.12, h / 2, d]} center zIndexRange={[5, 0]} portal={overlay}>
        <span className={labelClass}>
          H {dims.heightIn}″ · {Math.round(dims.heightIn * 25.4) / 10} cm
        </span>
      </Html>
      <Html position={[-w / 2 - 0.12, 0.05, d / 2]} center zIndexRange={[5, 0]} portal={overlay}>
        <span className={labelClass}>
          D {dims.depthIn}″ · {Math.round(dims.depthIn * 25.4) / 10} cm
        </span>
      </Html>
    </group>
  );
}
