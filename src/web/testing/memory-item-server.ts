import type { CartItem, WishlistItem } from '../../domain/items/model.ts';
import type { ItemTransport } from '../lib/sync/item-sync.ts';

/** An error with an HTTP status, as the API client throws. */
export class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Call = { op: 'list' | 'insert' | 'update' | 'remove'; remoteId?: string };

/**
 * The cart or wishlist endpoints of one signed-in customer, in memory, with the server's rules
 * (rows belong to the customer; unknown ids are 404), for driving the sync engine without a network.
 * Failures and hangs are queued per call.
 */
export class MemoryItemServer<T extends WishlistItem | CartItem> implements ItemTransport<T> {
  rows: T[] = [];
  calls: Call[] = [];
  private nextId = 1;
  private failures: (Error | 'hang')[] = [];

  /** The next `times` calls fail with `error` (or never answer, for 'hang'). */
  fail(error: Error | 'hang', times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push(error);
  }

  seed(item: Omit<T, 'remoteId' | 'isSynced'>): T {
    const remoteId = `r${this.nextId++}`;
    const row = { ...item, id: remoteId, remoteId, isSynced: true } as T;
    this.rows.push(row);
    return row;
  }

  private async answer<R>(call: Call, work: () => R): Promise<R> {
    this.calls.push(call);
    const failure = this.failures.shift();
    if (failure === 'hang') return new Promise<R>(() => {});
    if (failure) throw failure;
    await Promise.resolve();
    return structuredClone(work());
  }

  list(): Promise<T[]> {
    return this.answer({ op: 'list' }, () => this.rows);
  }

  insert(item: T): Promise<T> {
    return this.answer({ op: 'insert' }, () => {
      const first = this.rows.find((row) => row.id === item.id);
      if (first) return first;
      const remoteId = `r${this.nextId++}`;
      const row = { ...item, remoteId, isSynced: true } as T;
      this.rows.push(row);
      return row;
    });
  }

  /** An insert the server carried out whose answer never arrived. */
  insertLosingAnswer(item: T): void {
    this.rows.push({ ...item, remoteId: `r${this.nextId++}`, isSynced: true } as T);
  }

  update(remoteId: string, item: T, _signal?: AbortSignal, mergedItemId?: string): Promise<T> {
    return this.answer({ op: 'update', remoteId }, () =>
      this.applyUpdate(remoteId, item, mergedItemId),
    );
  }

  /** An update the server carried out whose answer never arrived. */
  updateLosingAnswer(remoteId: string, item: T, mergedItemId?: string): void {
    this.applyUpdate(remoteId, item, mergedItemId);
  }

  private applyUpdate(remoteId: string, item: T, mergedItemId: string | undefined): T {
    const index = this.rows.findIndex((row) => row.remoteId === remoteId);
    const current = this.rows[index];
    if (!current) throw new StatusError(404, 'That item is not in your cart.');
    // A merge applies once (docs/api.md): repeated, it answers the row as it is.
    if (mergedItemId !== undefined && current.mergedClientIds?.includes(mergedItemId))
      return current;
    const mergedClientIds = [
      ...(current.mergedClientIds ?? []),
      ...(mergedItemId === undefined ? [] : [mergedItemId]),
    ];
    const row = {
      ...item,
      id: current.id,
      remoteId,
      isSynced: true,
      ...(mergedClientIds.length > 0 && { mergedClientIds }),
    } as T;
    this.rows[index] = row;
    return row;
  }

  remove(remoteId: string): Promise<void> {
    return this.answer({ op: 'remove', remoteId }, () => {
      const before = this.rows.length;
      this.rows = this.rows.filter((row) => row.remoteId !== remoteId);
      if (this.rows.length === before) throw new StatusError(404, 'Not found');
    });
  }

  ops(): string[] {
    return this.calls.map((call) => call.op);
  }
}
