import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_WRITE_DELAY_MS,
  draftKey,
  keepDraft,
  readDraft,
  writeDraft,
} from './design-drafts.ts';

const parseWidth = (design: unknown) =>
  typeof design === 'object' && design !== null && typeof (design as { w?: unknown }).w === 'number'
    ? (design as { w: number })
    : null;

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('design drafts', () => {
  it('keeps one draft per page and reads it back', () => {
    writeDraft('/configurator', { w: 40 });
    writeDraft('/configurator-inch', { w: 60 });
    expect(readDraft('/configurator', parseWidth)).toEqual({ w: 40 });
    expect(readDraft('/configurator-inch', parseWidth)).toEqual({ w: 60 });
    writeDraft('/configurator', null);
    expect(localStorage.getItem(draftKey('/configurator'))).toBeNull();
  });

  it('drops a draft it cannot read, one of another version and one older than 30 days', () => {
    localStorage.setItem(draftKey('/a'), '{not json');
    expect(readDraft('/a', parseWidth)).toBeNull();
    expect(localStorage.getItem(draftKey('/a'))).toBeNull();

    localStorage.setItem(draftKey('/b'), JSON.stringify({ version: 1, savedAt: 0, design: {} }));
    expect(readDraft('/b', parseWidth, localStorage, 10)).toBeNull();
    expect(localStorage.getItem(draftKey('/b'))).toBeNull();

    localStorage.setItem(
      draftKey('/c'),
      JSON.stringify({ version: 9, savedAt: 0, design: { w: 1 } }),
    );
    expect(readDraft('/c', parseWidth, localStorage, 10)).toBeNull();

    writeDraft('/d', { w: 5 }, localStorage, 1_000);
    expect(readDraft('/d', parseWidth, localStorage, 1_000 + DRAFT_MAX_AGE_MS)).toEqual({ w: 5 });
    expect(readDraft('/d', parseWidth, localStorage, 1_001 + DRAFT_MAX_AGE_MS)).toBeNull();
  });

  it('never fails the page when the browser refuses to store', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeDraft('/configurator', { w: 1 }, full)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(readDraft('/configurator', parseWidth, null)).toBeNull();
  });

  it('writes once the changes pause, only for changes to the design, and at once when the page is hidden', () => {
    vi.useFakeTimers();
    const store = createStore<{ w: number; hover: boolean }>()(() => ({ w: 10, hover: false }));
    const stop = keepDraft(
      store,
      '/configurator-inch',
      (state) => ({ w: state.w }),
      (state, previous) => state.w !== previous.w,
    );
    store.setState({ hover: true });
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    expect(readDraft('/configurator-inch', parseWidth)).toBeNull();

    store.setState({ w: 11 });
    store.setState({ w: 12 });
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    expect(readDraft('/configurator-inch', parseWidth)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readDraft('/configurator-inch', parseWidth)).toEqual({ w: 12 });

    store.setState({ w: 13 });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft('/configurator-inch', parseWidth)).toEqual({ w: 13 });

    store.setState({ w: 14 });
    stop();
    expect(readDraft('/configurator-inch', parseWidth)).toEqual({ w: 14 });
    store.setState({ w: 15 });
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    expect(readDraft('/configurator-inch', parseWidth)).toEqual({ w: 14 });
  });
});
