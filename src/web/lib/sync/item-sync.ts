import type { StoreApi } from 'zustand/vanilla';
import { OperationTimeoutError, sleep, withTimeout, type Clock } from './clock.ts';

// The sync engine (docs/rules/saved-items.md), for one list (cart or wishlist). The browser's list is
// what the customer sees at once; for a signed-in customer it is mirrored to the server. Every sync
// is the same idempotent reconciliation, run one at a time:
//   1. removals made here are sent (and kept until the server took them);
//   2. the server's list is read;
//   3. each local item is settled against it: unchanged synced items take the server's row, changed
//      ones are updated, new ones are merged into a similar saved row or inserted;
//   4. the list becomes the server's rows, plus anything the server has not taken yet.
// So nothing added before signing in or while offline is lost, and the server's list is the truth
// once it has everything.

export const CHANGE_SYNC_DELAY_MS = 100;
export const RESTORE_SYNC_DELAY_MS = 2_000;
export const RETRY_DELAYS_MS = [1_000, 2_000] as const;
export const QUEUE_TIMEOUT_MS = 30_000;
export const STEP_TIMEOUT_MS = 15_000;
export const STUCK_SYNC_RESET_MS = 120_000;

export interface SyncableItem {
  readonly id: string;
  readonly isSynced: boolean;
  readonly remoteId?: string | undefined;
  /** On a server row: the local items already merged into it. */
  readonly mergedClientIds?: readonly string[] | undefined;
}

export interface SyncedListState<T extends SyncableItem> {
  items: T[];
  /** Server ids of items removed here that the server has not yet removed. */
  pendingRemovals: string[];
  /** The list was read back from browser storage; syncs wait for it. */
  restored: boolean;
}

/**
 * The server's side of one list. Rows come back as local items, synced, with their remote id; a
 * row inserted from a browser keeps that browser's item id as its id, and an insert repeated with
 * the same item id answers the first row.
 */
export interface ItemTransport<T extends SyncableItem> {
  list(signal: AbortSignal): Promise<T[]>;
  insert(item: T, signal: AbortSignal): Promise<T>;
  /**
   * Saves the item over the row. With `mergedItemId`, the update merges that local item into the
   * row: the server applies it once, and lists the id among the row's mergedClientIds.
   */
  update(remoteId: string, item: T, signal: AbortSignal, mergedItemId?: string): Promise<T>;
  remove(remoteId: string, signal: AbortSignal): Promise<void>;
}

export interface SyncSession {
  readonly userId: string;
}

export type SyncTrigger = 'change' | 'restore' | 'panel' | 'sign-in' | 'manual';

export type SyncOutcome =
  'synced' | 'failed' | 'skipped-not-restored' | 'skipped-signed-out' | 'superseded';

export interface ItemSyncOptions<T extends SyncableItem> {
  store: StoreApi<SyncedListState<T>>;
  transport: ItemTransport<T>;
  clock: Clock;
  getSession: () => SyncSession | null | Promise<SyncSession | null>;
  refreshSession: () => Promise<void>;
  /**
   * A new local item similar to a saved row: the row to save instead (the cart raises its
   * quantity), or null when the saved row already stands for it (the wishlist skips duplicates).
   */
  isSimilar: (saved: T, local: T) => boolean;
  mergeInto: (saved: T, local: T) => T | null;
  /** Called once a sync has failed for good (after its retries). */
  onFailure: (trigger: SyncTrigger, error: Error) => void;
  /** Backend failures are logged and the local change stays (docs/rules/saved-items.md). */
  log: (message: string, error: unknown) => void;
  timings?: Partial<{
    changeDelayMs: number;
    restoreDelayMs: number;
    retryDelaysMs: readonly number[];
    queueTimeoutMs: number;
    stepTimeoutMs: number;
    stuckResetMs: number;
  }>;
}

export interface ItemSync {
  /** A change was made: sync about 100 ms from now (later changes push it back). */
  scheduleSync(): void;
  /** The list was restored: a full sync 2 s from now. */
  scheduleRestoreSync(): void;
  /** Syncs now, or after the running sync; resolves with what happened. */
  requestSync(trigger: SyncTrigger): Promise<SyncOutcome>;
  /** Forgets timers and any running sync (sign-out): their results are dropped. */
  reset(): void;
  /** Whether a sync is running (for tests and the stuck-sync check). */
  isRunning(): boolean;
}

/** Errors that look like an expired or missing session (docs/rules/saved-items.md). */
export function looksLikeAuthError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (status === 401) return true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /jwt|auth|session/i.test(message);
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 404
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createItemSync<T extends SyncableItem>(options: ItemSyncOptions<T>): ItemSync {
  const { store, transport, clock } = options;
  const timings = {
    changeDelayMs: CHANGE_SYNC_DELAY_MS,
    restoreDelayMs: RESTORE_SYNC_DELAY_MS,
    retryDelaysMs: RETRY_DELAYS_MS as readonly number[],
    queueTimeoutMs: QUEUE_TIMEOUT_MS,
    stepTimeoutMs: STEP_TIMEOUT_MS,
    stuckResetMs: STUCK_SYNC_RESET_MS,
    ...options.timings,
  };

  let changeTimer: unknown = null;
  let restoreTimer: unknown = null;
  /** Bumped by reset(): work started under an older epoch must not write. */
  let epoch = 0;
  let running: { startedAt: number; epoch: number } | null = null;
  /** Triggers waiting for the running sync to finish; they share one follow-up run. */
  let queued: { triggers: SyncTrigger[]; waiters: ((outcome: SyncOutcome) => void)[] } | null =
    null;

  const step = <R>(work: (signal: AbortSignal) => Promise<R>) =>
    withTimeout(clock, timings.stepTimeoutMs, work);

  /** One reconciliation; partial progress is written even when a step fails. */
  async function reconcile(runEpoch: number): Promise<void> {
    const errors: unknown[] = [];
    const start = store.getState();
    const snapshot = start.items;

    const removed = new Set<string>();
    for (const remoteId of start.pendingRemovals) {
      try {
        await step((signal) => transport.remove(remoteId, signal));
        removed.add(remoteId);
      } catch (error) {
        if (isNotFound(error)) removed.add(remoteId);
        else errors.push(error);
      }
    }
    if (runEpoch !== epoch) return;

    let saved: T[];
    try {
      saved = await step((signal) => transport.list(signal));
    } catch (error) {
      writeRemovals(removed);
      throw asError(error);
    }
    if (runEpoch !== epoch) return;

    const rows = new Map<string, T>();
    for (const row of saved) if (row.remoteId !== undefined) rows.set(row.remoteId, row);
    /** Local item → the server row that stands for it now, or null when removed elsewhere. */
    const settled = new Map<T, string | null>();

    for (const local of snapshot) {
      if (runEpoch !== epoch) return;
      try {
        if (local.remoteId !== undefined && rows.has(local.remoteId)) {
          if (!local.isSynced) {
            const row = await step((signal) => transport.update(local.remoteId!, local, signal));
            rows.set(local.remoteId, row);
          }
          settled.set(local, local.remoteId);
          continue;
        }
        if (local.remoteId !== undefined && local.isSynced) {
          // Saved once, removed on another device since: the server's list is the truth.
          settled.set(local, null);
          continue;
        }
        // Its own row, from an insert whose answer was lost: settle to it, with any later change.
        const own = [...rows.values()].find((row) => row.id === local.id);
        if (own?.remoteId !== undefined) {
          const row = await step((signal) => transport.update(own.remoteId!, local, signal));
          rows.set(own.remoteId, row);
          settled.set(local, own.remoteId);
          continue;
        }
        // Merged into a row already, by a run whose answer was lost: that row counts it.
        const absorbed = [...rows.values()].find((row) => row.mergedClientIds?.includes(local.id));
        if (absorbed?.remoteId !== undefined) {
          settled.set(local, absorbed.remoteId);
          continue;
        }
        const similar = [...rows.values()].find((row) => options.isSimilar(row, local));
        if (similar?.remoteId !== undefined) {
          const merged = options.mergeInto(similar, local);
          if (merged !== null) {
            const row = await step((signal) =>
              transport.update(similar.remoteId!, merged, signal, local.id),
            );
            rows.set(similar.remoteId, row);
          }
          settled.set(local, similar.remoteId);
          continue;
        }
        const row = await step((signal) => transport.insert(local, signal));
        if (row.remoteId !== undefined) {
          rows.set(row.remoteId, row);
          settled.set(local, row.remoteId);
        }
      } catch (error) {
        errors.push(error);
      }
    }
    if (runEpoch !== epoch) return;
    apply(snapshot, settled, rows, removed);
    if (errors.length > 0) throw asError(errors[0]);
  }

  function writeRemovals(removed: Set<string>) {
    if (removed.size === 0) return;
    store.setState((state) => ({
      pendingRemovals: state.pendingRemovals.filter((id) => !removed.has(id)),
    }));
  }

  function apply(
    snapshot: readonly T[],
    settled: Map<T, string | null>,
    rows: Map<string, T>,
    removed: Set<string>,
  ) {
    const state = store.getState();
    const snapshotIds = new Map(snapshot.map((item) => [item.id, item]));
    const kept: T[] = [];
    const placed = new Set<string>();
    let followUp = false;

    for (const item of state.items) {
      if (settled.has(item)) {
        const remoteId = settled.get(item);
        if (remoteId == null || placed.has(remoteId)) continue;
        const row = rows.get(remoteId);
        if (row === undefined) continue;
        placed.add(remoteId);
        kept.push({ ...row, id: item.id });
        continue;
      }
      const before = snapshotIds.get(item.id);
      if (before !== undefined && settled.has(before)) {
        // Changed while the sync ran: keep the change, remember where it is saved, sync again.
        const remoteId = settled.get(before);
        followUp = true;
        if (remoteId != null) {
          placed.add(remoteId);
          kept.push({ ...item, remoteId, isSynced: false });
        } else {
          kept.push({ ...item, remoteId: undefined, isSynced: false });
        }
        continue;
      }
      if (item.remoteId !== undefined) placed.add(item.remoteId);
      kept.push(item);
    }

    // Items settled but removed here while the sync ran: their rows must go too.
    const stillHere = new Set(state.items.map((item) => item.id));
    const orphans: string[] = [];
    for (const [item, remoteId] of settled) {
      if (remoteId != null && !stillHere.has(item.id) && !placed.has(remoteId)) {
        if (!state.pendingRemovals.includes(remoteId)) orphans.push(remoteId);
        placed.add(remoteId);
      }
    }
    const pendingRemovals = [...state.pendingRemovals.filter((id) => !removed.has(id)), ...orphans];
    const waiting = new Set(pendingRemovals);
    for (const [remoteId, row] of rows) {
      if (!placed.has(remoteId) && !waiting.has(remoteId)) kept.push({ ...row, id: remoteId });
    }
    if (orphans.length > 0) followUp = true;
    store.setState({ items: kept, pendingRemovals });
    if (followUp) scheduleSync();
  }

  async function runWithRetries(runEpoch: number): Promise<void> {
    let attempt = 0;
    for (;;) {
      try {
        await reconcile(runEpoch);
        return;
      } catch (error) {
        if (runEpoch !== epoch) return;
        const delay = timings.retryDelaysMs[attempt];
        if (delay === undefined) throw error;
        options.log('Sync attempt failed; retrying', error);
        if (looksLikeAuthError(error)) {
          try {
            await options.refreshSession();
          } catch (refreshError) {
            options.log('Session refresh failed', refreshError);
          }
        }
        attempt += 1;
        await sleep(clock, delay);
        if (runEpoch !== epoch) return;
      }
    }
  }

  async function run(triggers: SyncTrigger[]): Promise<SyncOutcome> {
    const runEpoch = epoch;
    running = { startedAt: clock.now(), epoch: runEpoch };
    let outcome: SyncOutcome = 'synced';
    try {
      await withTimeout(clock, timings.queueTimeoutMs, () => runWithRetries(runEpoch));
      if (runEpoch !== epoch) outcome = 'superseded';
    } catch (error) {
      if (runEpoch !== epoch) {
        outcome = 'superseded';
      } else {
        // A sync that ran out of time is abandoned: whatever it still does must not write.
        if (error instanceof OperationTimeoutError) epoch += 1;
        outcome = 'failed';
        const failure = asError(error);
        options.log('Sync failed', failure);
        const trigger = triggers.includes('panel') ? 'panel' : (triggers[0] ?? 'manual');
        options.onFailure(trigger, failure);
      }
    }
    if (running?.epoch === runEpoch) running = null;
    if (running === null && queued !== null) {
      const next = queued;
      queued = null;
      void runQueued(next);
    }
    return outcome;
  }

  async function runQueued(next: NonNullable<typeof queued>) {
    const outcome = await guardedRun(next.triggers);
    for (const resolve of next.waiters) resolve(outcome);
  }

  /** The skip rules of docs/rules/saved-items.md, checked when a sync is about to start. */
  async function guardedRun(triggers: SyncTrigger[]): Promise<SyncOutcome> {
    if (!store.getState().restored) return 'skipped-not-restored';
    const session = await options.getSession();
    if (session === null) return 'skipped-signed-out';
    if (running !== null) {
      // A second run while one is going would race it; it waits in the queue instead.
      return enqueue(triggers);
    }
    return run(triggers);
  }

  function enqueue(triggers: SyncTrigger[]): Promise<SyncOutcome> {
    return new Promise((resolve) => {
      queued ??= { triggers: [], waiters: [] };
      queued.triggers.push(...triggers);
      queued.waiters.push(resolve);
    });
  }

  function requestSync(trigger: SyncTrigger): Promise<SyncOutcome> {
    if (running !== null && clock.now() - running.startedAt >= timings.stuckResetMs) {
      options.log('Sync stuck; resetting', new Error('stuck sync'));
      epoch += 1;
      running = null;
      const stale = queued;
      queued = null;
      for (const resolve of stale?.waiters ?? []) resolve('superseded');
    }
    if (running !== null) return enqueue([trigger]);
    return guardedRun([trigger]);
  }

  function scheduleSync() {
    if (changeTimer !== null) clock.clearTimeout(changeTimer);
    changeTimer = clock.setTimeout(() => {
      changeTimer = null;
      void requestSync('change');
    }, timings.changeDelayMs);
  }

  return {
    scheduleSync,
    scheduleRestoreSync() {
      if (restoreTimer !== null) clock.clearTimeout(restoreTimer);
      restoreTimer = clock.setTimeout(() => {
        restoreTimer = null;
        void requestSync('restore');
      }, timings.restoreDelayMs);
    },
    requestSync,
    reset() {
      epoch += 1;
      if (changeTimer !== null) clock.clearTimeout(changeTimer);
      if (restoreTimer !== null) clock.clearTimeout(restoreTimer);
      changeTimer = null;
      restoreTimer = null;
      running = null;
      const stale = queued;
      queued = null;
      for (const resolve of stale?.waiters ?? []) resolve('superseded');
    },
    isRunning: () => running !== null,
  };
}
