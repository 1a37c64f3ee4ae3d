import {
  useLayoutEffect,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { cellOfBox } from '../../../../domain/box/geometry.ts';
import { BOX_PRESETS, boxTypeOf } from '../../../../domain/box/model.ts';
import type { BoxConfiguration } from '../../../../domain/box/model.ts';
import { cn } from '../../../lib/cn.ts';
import { useGridFocus } from '../../../lib/use-grid-focus.ts';
import { gridCellClass } from '../../../ui/design-controls.tsx';
import { useConfigurator, useConfiguratorStore } from '../store-context.tsx';
import { boxBands } from './box-bands.ts';
import { MODIFICATION_LABELS } from './labels.ts';

function boxLabel(box: BoxConfiguration): string {
  const modification = box.components[0]?.modification.type ?? 'open';
  return `Box ${box.gridPosition}, ${BOX_PRESETS[boxTypeOf(box)].label}, ${MODIFICATION_LABELS[modification]}`;
}

/** Nearest box from `from` in a direction, by grid cell, for arrow-key travel. */
function neighbour(
  boxes: readonly BoxConfiguration[],
  from: BoxConfiguration,
  dx: number,
  dy: number,
): BoxConfiguration | undefined {
  const a = cellOfBox(from);
  let best: BoxConfiguration | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    if (box.id === from.id) continue;
    const b = cellOfBox(box);
    const along = (b.column - a.column) * dx + (b.level - a.level) * dy;
    if (along <= 0) continue;
    const across = Math.abs((b.column - a.column) * dy) + Math.abs((b.level - a.level) * dx);
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = box;
    }
  }
  return best;
}

/**
 * Every box as a button laid out like the design: Tab reaches the grid, arrows move between boxes,
 * Shift+→ and Shift+↑ add a box, Delete removes one. A design wider than the panel holds at 44 px a
 * box goes on in a band under the first, rows kept, so no box is out of sight to the side.
 */
export function CellsGrid() {
  const store = useConfiguratorStore();
  const boxes = useConfigurator((s) => s.configurations);
  const selected = useConfigurator((s) => s.selectedConfigId);
  const gridFocus = useGridFocus(selected === null ? null : `[data-box-id="${selected}"]`, boxes);
  const width = useWidth(gridFocus.ref, boxes.length > 0);

  if (boxes.length === 0) return <p className="text-sm text-ink-muted">No boxes yet.</p>;
  const { bands, columnsPerBand } = boxBands(boxes, width);
  const levelsOf = (some: readonly BoxConfiguration[]) =>
    Math.max(...some.map((box) => box.verticalLevel + BOX_PRESETS[boxTypeOf(box)].levels));
  const current = boxes.find((box) => box.id === selected) ?? boxes[0];

  const onKeyDown = (event: ReactKeyboardEvent, box: BoxConfiguration) => {
    const state = store.getState();
    const moves: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[event.key];
    if (move && event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (event.key === 'ArrowRight') state.addRight(box.id);
      else state.addOnTop(box.id);
      return;
    }
    if (move) {
      event.preventDefault();
      const next = neighbour(state.configurations, box, move[0], move[1]);
      if (next) state.selectBox(next.id);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const index = state.configurations.findIndex((b) => b.id === box.id);
      if (state.removeBox(box.id)) {
        const remaining = store.getState().configurations;
        const next = remaining[Math.max(0, index - 1)];
        if (next) store.getState().selectBox(next.id);
      }
    }
  };

  return (
    <div
      {...gridFocus}
      role="group"
      aria-label="Boxes. Arrow keys move between boxes, Shift+Right and Shift+Up add a box, Delete removes one."
      className="space-y-3"
    >
      {bands.map((band) => {
        const inBand = boxes.filter((box) => {
          const { column } = cellOfBox(box);
          return column >= band.first && column <= band.last;
        });
        if (inBand.length === 0) return null;
        // Row A at the foot of every band; a band is as tall as its own boxes.
        const levels = levelsOf(inBand);
        return (
          <div
            key={band.first}
            data-testid="box-band"
            className="grid gap-1"
            style={{
              gridTemplateColumns: `repeat(${columnsPerBand}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${levels}, 2.75rem)`,
            }}
          >
            {inBand.map((box) => {
              const cell = cellOfBox(box);
              const preset = BOX_PRESETS[boxTypeOf(box)];
              const isSelected = box.id === selected;
              return (
                <button
                  key={box.id}
                  type="button"
                  data-box-id={box.id}
                  tabIndex={box.id === current?.id ? 0 : -1}
                  aria-pressed={isSelected}
                  aria-label={boxLabel(box)}
                  onClick={() => store.getState().selectBox(box.id)}
                  onKeyDown={(event) => onKeyDown(event, box)}
                  className={cn(gridCellClass(isSelected), 'min-w-0 tabular-nums')}
                  style={{
                    gridColumn: `${cell.column - band.first + 1} / span ${preset.columns}`,
                    gridRow: `${levels - box.verticalLevel - preset.levels + 1} / span ${preset.levels}`,
                  }}
                >
                  {box.gridPosition}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The grid's width in pixels, kept current as the panel changes size; null until it is laid out
 * (and where nothing is, as in a test's document). Read before the first paint, so a wide design
 * never shows first in one band and then in two.
 */
function useWidth(grid: RefObject<HTMLDivElement | null>, shown: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid, shown]);
  return width;
}
