import { cn } from '../../lib/cn.ts';
import type { CellSketch } from './home-content.ts';

/** Dark enough a laminate that its handles are drawn light on it. */
function isDark(hex: string): boolean {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return false;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45;
}

function Front({ kind, color }: { kind: string; color: string }) {
  const handle = isDark(color) ? 'bg-paper/70' : 'bg-ink/45';
  switch (kind) {
    case 'v':
      return <div className="mx-auto h-full w-[3px] bg-birch" />;
    case 'h':
      return <div className="absolute inset-x-0 top-1/2 h-[3px] -translate-y-1/2 bg-birch" />;
    case 'd':
      return (
        <div className="relative h-full w-full rounded-[2px]" style={{ backgroundColor: color }}>
          <div className={cn('absolute top-1/2 right-[12%] h-[18%] w-[6%] rounded-full', handle)} />
        </div>
      );
    case 'D':
      return (
        <div className="flex h-full w-full gap-[2px]">
          {[0, 1].map((side) => (
            <div
              key={side}
              className="relative h-full flex-1 rounded-[2px]"
              style={{ backgroundColor: color }}
            >
              <div
                className={cn(
                  'absolute top-1/2 h-[18%] w-[10%] rounded-full',
                  side === 0 ? 'right-[12%]' : 'left-[12%]',
                  handle,
                )}
              />
            </div>
          ))}
        </div>
      );
    case 'w':
      return (
        <div className="relative h-full w-full rounded-[2px]" style={{ backgroundColor: color }}>
          <div
            className={cn('absolute top-[22%] left-1/2 h-[6%] w-[36%] -translate-x-1/2', handle)}
          />
        </div>
      );
    default:
      return null;
  }
}

/**
 * A piece drawn as its cells in the finish palette: the pictures of the home page until it has
 * photographs. Decoration: the words beside it say what it is.
 */
export function CellSketchDrawing({
  sketch,
  cellRem = 3,
  className,
}: {
  sketch: CellSketch;
  /** A cell's side; the drawing never grows wider than its box. */
  cellRem?: number;
  className?: string;
}) {
  const cells = [...sketch.cells];
  return (
    <div
      aria-hidden="true"
      className={cn('grid max-w-full gap-1', className)}
      style={{
        gridTemplateColumns: `repeat(${sketch.columns}, minmax(0, 1fr))`,
        width: `${sketch.columns * cellRem}rem`,
      }}
    >
      {cells.map((kind, index) =>
        kind === '.' ? (
          <div key={index} />
        ) : (
          <div
            key={index}
            className="relative aspect-square rounded-sm border-[3px] border-birch bg-paper-deep p-[2px]"
          >
            <Front kind={kind} color={sketch.color} />
          </div>
        ),
      )}
    </div>
  );
}
