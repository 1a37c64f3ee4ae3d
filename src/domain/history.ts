// One undo and redo history for both configurators (docs/rules/configurators.md): at most
// HISTORY_LIMIT entries, a new change ends the redo branch, and each entry keeps the whole state
// its action changed, so undo and redo only swap snapshots.

export const HISTORY_LIMIT = 50;

export interface HistoryEntry<S, A> {
  readonly action: A;
  /** Changes made in one continuous gesture (a slider drag) share an id and one entry. */
  readonly gesture?: string | undefined;
  readonly snapshot: S;
}

export interface History<S, A> {
  /** Oldest first; each entry is the state before its action. */
  readonly past: readonly HistoryEntry<S, A>[];
  /** Nearest first; each entry is the state the undone action had produced. */
  readonly future: readonly HistoryEntry<S, A>[];
}

export interface Travel<S, A> {
  readonly history: History<S, A>;
  readonly snapshot: S;
  readonly action: A;
}

/**
 * Call before an action with the state it is about to change. The oldest entry drops out past the
 * limit, and a new action ends the redo branch. A change in the same gesture as the last entry
 * keeps that entry (its state before the gesture began), so one drag is one undo.
 */
export function record<S, A>(
  history: History<S, A>,
  before: S,
  action: A,
  gesture?: string,
  limit = HISTORY_LIMIT,
): History<S, A> {
  const last = history.past[history.past.length - 1];
  if (gesture !== undefined && last?.gesture === gesture && last.action === action) {
    return { past: history.past, future: [] };
  }
  const entry: HistoryEntry<S, A> =
    gesture === undefined ? { action, snapshot: before } : { action, gesture, snapshot: before };
  const past = [...history.past, entry];
  return { past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

/**
 * Call after a change in a gesture with the state it produced: a gesture back where it began (a
 * slider dragged back, a number typed and taken back) leaves no undo step that changes nothing.
 */
export function settleGesture<S, A>(
  history: History<S, A>,
  current: S,
  gesture: string | undefined,
): History<S, A> {
  const last = history.past[history.past.length - 1];
  if (gesture === undefined || last?.gesture !== gesture) return history;
  if (JSON.stringify(last.snapshot) !== JSON.stringify(current)) return history;
  return { past: history.past.slice(0, -1), future: history.future };
}

/** The state before the last action, or null when there is nothing to undo. */
export function undo<S, A>(history: History<S, A>, current: S): Travel<S, A> | null {
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
export function redo<S, A>(history: History<S, A>, current: S): Travel<S, A> | null {
  const [next, ...rest] = history.future;
  if (next === undefined) return null;
  return {
    history: { past: [...history.past, { action: next.action, snapshot: current }], future: rest },
    snapshot: next.snapshot,
    action: next.action,
  };
}

export function canUndo<S, A>(history: History<S, A>): boolean {
  return history.past.length > 0;
}

export function canRedo<S, A>(history: History<S, A>): boolean {
  return history.future.length > 0;
}
