import { HISTORY_LIMIT } from '../box/history.ts';
import type { SegmentAddress } from './editing.ts';
import type { InchConfig } from './model.ts';

// Undo and redo for the inch configurator: at most 50 entries, a new change ends the redo branch,
// and undo brings back the design and the segment that was selected with it.

export { HISTORY_LIMIT };

export type InchHistoryAction =
  | 'set-width'
  | 'set-rows'
  | 'set-depth'
  | 'set-color'
  | 'set-texture'
  | 'set-style'
  | 'set-segment-style'
  | 'set-back-panel'
  | 'set-vertical-offset'
  | 'set-row-height'
  | 'set-segment-type'
  | 'set-segment-cable-opening'
  | 'set-partition-cable-opening'
  | 'start-over';

export type InchSnapshot = {
  readonly config: InchConfig;
  readonly selectedSegment: SegmentAddress | null;
};

export type InchHistoryEntry = {
  readonly action: InchHistoryAction;
  /** Changes made in one continuous gesture (a slider drag) share an id and one entry. */
  readonly gesture?: string | undefined;
  readonly snapshot: InchSnapshot;
};

export type InchHistory = {
  /** Oldest first; each entry is the state before its action. */
  readonly past: readonly InchHistoryEntry[];
  /** Nearest first; each entry is the state the undone action had produced. */
  readonly future: readonly InchHistoryEntry[];
};

export const EMPTY_INCH_HISTORY: InchHistory = { past: [], future: [] };

/**
 * Call before a change with the state it is about to change. A change in the same gesture as the
 * last entry keeps that entry (its state before the gesture began), so one drag is one undo.
 */
export function recordInch(
  history: InchHistory,
  before: InchSnapshot,
  action: InchHistoryAction,
  gesture?: string,
  limit = HISTORY_LIMIT,
): InchHistory {
  const last = history.past[history.past.length - 1];
  if (gesture !== undefined && last?.gesture === gesture && last.action === action) {
    return { past: history.past, future: [] };
  }
  const past = [...history.past, { action, gesture, snapshot: before }];
  return { past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

export type InchTravel = {
  readonly history: InchHistory;
  readonly snapshot: InchSnapshot;
  readonly action: InchHistoryAction;
};

export function undoInch(history: InchHistory, current: InchSnapshot): InchTravel | null {
  const last = history.past[history.past.length - 1];
  if (last === undefined) return null;
  return {
    history: {
      past: history.past.slice(0, -1),
      future: [{ action: last.action, snapshot: current }, ...history.future],
    },
    snapshot: last.snapshot,
    action: last.action,
  };
}

export function redoInch(history: InchHistory, current: InchSnapshot): InchTravel | null {
  const [next, ...rest] = history.future;
  if (next === undefined) return null;
  return {
    history: { past: [...history.past, { action: next.action, snapshot: current }], future: rest },
    snapshot: next.snapshot,
    action: next.action,
  };
}
