import { HISTORY_LIMIT, canRedo, canUndo, record as recordChange, redo, undo } from '../history.ts';
import type {
  HistoryEntry as GenericEntry,
  History as GenericHistory,
  Travel as GenericTravel,
} from '../history.ts';
import type { BoxDesign, DesignType, SceneState } from './model.ts';

export { HISTORY_LIMIT };

/** The actions that can be undone (docs/rules/configurators.md). */
export type HistoryAction =
  | 'add-box'
  | 'remove-box'
  | 'add-directional-box'
  | 'modify-segment'
  | 'toggle-back-panel'
  | 'toggle-back-panel-double-sided'
  | 'set-color'
  | 'set-box-color'
  | 'set-texture'
  | 'set-box-texture'
  | 'generate-design'
  | 'change-design-type'
  | 'start-over';

export interface SelectedSegment {
  readonly boxId: string;
  readonly componentIndex: number;
}

/** Everything undo and redo bring back. */
export interface HistorySnapshot {
  readonly configurations: BoxDesign;
  readonly scene: SceneState;
  readonly selectedConfigId: string | null;
  readonly selectedSegment: SelectedSegment | null;
  readonly designType: DesignType;
}

export type HistoryEntry = GenericEntry<HistorySnapshot, HistoryAction>;
export type History = GenericHistory<HistorySnapshot, HistoryAction>;
export type Travel = GenericTravel<HistorySnapshot, HistoryAction>;

export const EMPTY_HISTORY: History = { past: [], future: [] };

/**
 * Call before an action with the state it is about to change. The oldest entry drops out past the
 * limit, and a new action ends the redo branch.
 */
export function record(
  history: History,
  before: HistorySnapshot,
  action: HistoryAction,
  limit = HISTORY_LIMIT,
): History {
  return recordChange(history, before, action, undefined, limit);
}

export { undo, redo, canUndo, canRedo };
