import type { BoxDesign, DesignType, SceneState } from './model.ts';

export const HISTORY_LIMIT = 50;

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

export interface HistoryEntry {
  readonly action: HistoryAction;
  readonly snapshot: HistorySnapshot;
}

export interface History {
  /** Oldest first; each entry is the state before its action. */
  readonly past: readonly HistoryEntry[];
  /** Nearest first; each entry is the state the undone action had produced. */
  readonly future: readonly HistoryEntry[];
}

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
  const past = [...history.past, { action, snapshot: before }];
  return { past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

export interface Travel {
  readonly history: History;
  readonly snapshot: HistorySnapshot;
  readonly action: HistoryAction;
}

/** The state before the last action, or null when there is nothing to undo. */
export function undo(history: History, current: HistorySnapshot): Travel | null {
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

/** The state the last undone action had produced, or null when there is nothing to redo. */
export function redo(history: History, current: HistorySnapshot): Travel | null {
  const [next, ...rest] = history.future;
  if (next === undefined) return null;
  return {
    history: { past: [...history.past, { action: next.action, snapshot: current }], future: rest },
    snapshot: next.snapshot,
    action: next.action,
  };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}
