import type { Clock } from '../lib/sync/clock.ts';

/** Lets pending promise callbacks run (a real macrotask turn). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock whose time moves only when a test advances it; due timers fire in order. */
export class FakeClock implements Clock {
  private time: number;
  private nextHandle = 1;
  private timers = new Map<number, { at: number; callback: () => void }>();

  constructor(start = Date.UTC(2026, 10, 22, 9, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { at: this.time + Math.max(0, ms), callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, firing each due timer and letting its promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await settle();
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= end && (next === undefined || entry[1].at < next[1].at)) next = entry;
      }
      if (next === undefined) break;
      this.timers.delete(next[0]);
      this.time = Math.max(this.time, next[1].at);
      next[1].callback();
      await settle();
    }
    this.time = end;
    await settle();
  }
}
