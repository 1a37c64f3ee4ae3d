import { HISTORY_LIMIT, record, redo, settleGesture, undo } from '../history.ts';
import type { History, HistoryEntry, Travel } from '../history.ts';
import type { SegmentAddress } from './editing.ts';
import type { InchConfig } from './model.ts';

// Undo and redo for the inch configurator, on the shared history (../history.ts): undo brings back
// the design and the segment that was selected with it, and one slider drag is one entry.

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

export type InchHistoryEntry = HistoryEntry<InchSnapshot, InchHistoryAction>;
export type InchHistory = History<InchSnapshot, InchHistoryAction>;
export type InchTravel = Travel<InchSnapshot, InchHistoryAction>;

export const EMPTY_INCH_HISTORY: InchHistory = { past: [], future: [] };

export {
  record as recordInch,
  settleGesture as settleInchGesture,
  undo as undoInch,
  redo as redoInch,
};
