import { assemblyPlan } from '../../../../domain/assembly/instructions.ts';
import { parseDesign, type StoredDesign } from '../../../../domain/design/parse.ts';
import { DesignDrawing } from '../../../ui/design-drawing.tsx';

/** The design's own colour for the drawing; wood finishes are drawn in the birch it is cut from. */
function drawnColor(stored: Record<string, unknown>, design: ReturnType<typeof parseDesign>) {
  if (!design.ok) return undefined;
  if (design.value.kind === 'cell') {
    return design.value.selectedTexture === null ? design.value.selectedColor : undefined;
  }
  const texture = (stored['selectedTexture'] as string | null | undefined) ?? null;
  return texture ? undefined : design.value.config.color;
}

/**
 * A line's piece drawn from the design the order froze, as the assembly instructions draw it: the
 * front view with every cell or segment and its front.
 */
export function LineDrawing({
  design,
  label,
  className,
}: {
  design: Record<string, unknown>;
  label: string;
  className?: string;
}) {
  const parsed = parseDesign(design as unknown as StoredDesign);
  if (!parsed.ok) {
    return (
      <p className="rounded-md border border-line bg-paper-deep p-3 text-sm text-ink-muted">
        The design cannot be drawn: {parsed.error.message}
      </p>
    );
  }
  const color = drawnColor(design, parsed);
  return (
    <DesignDrawing
      drawing={assemblyPlan(parsed.value).drawing}
      label={label}
      className={className}
      {...(color ? { color } : {})}
    />
  );
}
