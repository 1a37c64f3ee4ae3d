import type { AssemblyPlan, DrawnPart } from '../../domain/assembly/instructions.ts';
import { cn } from '../lib/cn.ts';

const SCALE = 4;
const BIRCH = '#d2b48c';
const LIGHT = '#f1ede6';

/** Dark enough a colour that its lines are drawn light on it. */
function isDark(hex: string): boolean {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return false;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.45;
}

/**
 * A piece's front view, drawn from its assembly plan: each cell or segment with its front (doors,
 * a pair of doors, a drawer, dividers). `highlight` shades the parts a step adds and leaves the
 * rest light; `color` paints every part in the design's colour instead.
 */
export function DesignDrawing({
  drawing,
  label,
  highlight = null,
  color,
  className,
}: {
  drawing: AssemblyPlan['drawing'];
  label: string;
  highlight?: readonly string[] | null;
  color?: string;
  className?: string;
}) {
  const { widthIn, heightIn, parts } = drawing;
  const width = widthIn * SCALE;
  const height = heightIn * SCALE;
  const fill = (part: DrawnPart) =>
    color ?? (highlight === null || highlight.includes(part.id) ? BIRCH : LIGHT);
  const ink = color && isDark(color) ? '#e7e5e4' : '#1c1917';
  const detail = color && isDark(color) ? '#a8a29e' : '#57534e';
  return (
    <svg
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      className={cn('h-auto w-full', className)}
      role="img"
      aria-label={label}
    >
      {parts.map((part) => {
        const x = part.x * SCALE;
        const y = height - (part.y + part.height) * SCALE;
        const w = part.width * SCALE;
        const h = part.height * SCALE;
        return (
          <g key={part.id}>
            <rect
              x={x}
              y={y}
              width={w}
              height={h}
              fill={fill(part)}
              stroke={ink}
              strokeWidth={1.5}
            />
            {(part.front === 'door' || part.front === 'double-door') && (
              <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} fill="none" stroke={detail} />
            )}
            {part.front === 'double-door' && (
              <line x1={x + w / 2} y1={y + 3} x2={x + w / 2} y2={y + h - 3} stroke={detail} />
            )}
            {part.front === 'drawer' && (
              <line
                x1={x + w * 0.35}
                y1={y + h * 0.3}
                x2={x + w * 0.65}
                y2={y + h * 0.3}
                stroke={ink}
                strokeWidth={2}
              />
            )}
            {(part.front === 'single-divider' || part.front === 'open-single-divider') && (
              <line
                x1={x + w / 2}
                y1={y}
                x2={x + w / 2}
                y2={y + h}
                stroke={detail}
                strokeDasharray="4 3"
              />
            )}
            {part.front === 'double-divider' &&
              [1, 2].map((third) => (
                <line
                  key={third}
                  x1={x + (third * w) / 3}
                  y1={y}
                  x2={x + (third * w) / 3}
                  y2={y + h}
                  stroke={detail}
                  strokeDasharray="4 3"
                />
              ))}
          </g>
        );
      })}
    </svg>
  );
}
