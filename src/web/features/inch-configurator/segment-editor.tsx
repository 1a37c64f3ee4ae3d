import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { partitionsPerRow, segmentConfigAt } from '../../../domain/inch/editing.ts';
import type { SegmentAddress } from '../../../domain/inch/editing.ts';
import type { SegmentType } from '../../../domain/inch/model.ts';
import { inchRows } from '../../../domain/inch/segments.ts';
import type { Row } from '../../../domain/inch/segments.ts';
import { cn } from '../../lib/cn.ts';
import { useGridFocus } from '../../lib/use-grid-focus.ts';
import { gridCellClass } from '../../ui/design-controls.tsx';
import { ChoiceGroup } from './fields.tsx';
import { useInch, useInchStore } from './store-context.tsx';

export const SEGMENT_TYPE_LABELS: Readonly<Record<SegmentType, string>> = {
  open: 'Open',
  door: 'Door',
  'double-door': 'Double door',
  drawer: 'Drawer',
};

/** From none to the most: the order the front choices are offered in. */
const FRONT_ORDER: readonly SegmentType[] = ['open', 'door', 'double-door', 'drawer'];

const PARTITION_NAMES = ['first', 'second', 'third'] as const;

/** Rows are counted from the floor: row 1 is the bottom row. */
export function segmentName(address: SegmentAddress): string {
  return `Row ${address.rowIndex + 1}, segment ${address.segmentIndex + 1}`;
}

function sameSegment(a: SegmentAddress | null, b: SegmentAddress): boolean {
  return a !== null && a.rowIndex === b.rowIndex && a.segmentIndex === b.segmentIndex;
}

/**
 * Every built segment as a button, laid out like the unit (top row first): Tab reaches the grid,
 * arrow keys move between segments and select them.
 */
function SegmentGrid({ rows }: { rows: readonly Row[] }) {
  const store = useInchStore();
  const selected = useInch((s) => s.selectedSegment);
  const columns = rows[0]?.segments.length ?? 1;
  const gridFocus = useGridFocus(
    selected === null ? null : `[data-segment="${selected.rowIndex}:${selected.segmentIndex}"]`,
    selected,
  );

  const focusable = selected ?? { rowIndex: rows.length - 1, segmentIndex: 0 };

  const onKeyDown = (event: ReactKeyboardEvent, at: SegmentAddress) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
      ArrowUp: [1, 0],
      ArrowDown: [-1, 0],
    };
    const move = moves[event.key];
    let next: SegmentAddress | null = null;
    if (move) {
      next = {
        rowIndex: Math.min(rows.length - 1, Math.max(0, at.rowIndex + move[0])),
        segmentIndex: Math.min(columns - 1, Math.max(0, at.segmentIndex + move[1])),
      };
    } else if (event.key === 'Home') {
      next = { rowIndex: at.rowIndex, segmentIndex: 0 };
    } else if (event.key === 'End') {
      next = { rowIndex: at.rowIndex, segmentIndex: columns - 1 };
    }
    if (next === null) return;
    event.preventDefault();
    store.getState().selectSegment(next);
  };

  return (
    <div
      {...gridFocus}
      role="group"
      aria-label="Segments, top row first. Arrow keys move between segments."
      className="grid gap-1"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(2.75rem, 1fr))` }}
    >
      {[...rows].reverse().flatMap((row) =>
        row.segments.map((segment) => {
          const isSelected = sameSegment(selected, segment);
          return (
            <button
              key={`${segment.rowIndex}:${segment.segmentIndex}`}
              type="button"
              data-segment={`${segment.rowIndex}:${segment.segmentIndex}`}
              tabIndex={sameSegment(focusable, segment) ? 0 : -1}
              aria-pressed={isSelected}
              aria-label={`${segmentName(segment)}: ${SEGMENT_TYPE_LABELS[segment.type].toLowerCase()}${segment.cableOpening ? ', cable opening' : ''}`}
              onClick={() => store.getState().selectSegment(segment)}
              onKeyDown={(event) => onKeyDown(event, segment)}
              className={cn(gridCellClass(isSelected), 'min-h-11 px-1')}
            >
              {SEGMENT_TYPE_LABELS[segment.type]}
            </button>
          );
        }),
      )}
    </div>
  );
}

function SelectedSegment({ at, row }: { at: SegmentAddress; row: Row }) {
  const store = useInchStore();
  const config = useInch((s) => s.config);
  const segment = segmentConfigAt(config, at);
  const partitions = partitionsPerRow(config);
  return (
    <div className="space-y-3 rounded-md border border-line p-3">
      <p className="text-sm font-medium" id="inch-selected-segment">
        {segmentName(at)}
      </p>
      <ChoiceGroup
        name="inch-segment-type"
        legend="Front"
        options={FRONT_ORDER.map((type) => ({ value: type, label: SEGMENT_TYPE_LABELS[type] }))}
        value={segment.type}
        onChange={(type) => store.getState().setSegmentType(type, at)}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-ink"
          checked={segment.cableOpening}
          onChange={(event) => store.getState().setSegmentCableOpening(event.target.checked, at)}
        />
        Cable opening in the back of this segment
      </label>
      {partitions > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">Cable openings in row {at.rowIndex + 1}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {row.partitionCableOpenings.map((open, index) => (
              <label key={index} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  checked={open}
                  onChange={(event) =>
                    store
                      .getState()
                      .setPartitionCableOpening(at.rowIndex, index, event.target.checked)
                  }
                />
                {`${PARTITION_NAMES[index] ?? index + 1} partition`.replace(/^\w/, (c) =>
                  c.toUpperCase(),
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Pick a segment (here or in the 3D view) and choose its front and cable openings. */
export function SegmentEditor() {
  const config = useInch((s) => s.config);
  const selected = useInch((s) => s.selectedSegment);
  const rows = inchRows(config);
  const row = selected === null ? undefined : rows[selected.rowIndex];
  return (
    <div className="space-y-3">
      <SegmentGrid rows={rows} />
      {selected !== null && row !== undefined ? (
        <SelectedSegment at={selected} row={row} />
      ) : (
        <p className="text-sm text-ink-muted">
          Select a segment here or in the 3D view to choose its front and cable openings.
        </p>
      )}
    </div>
  );
}
