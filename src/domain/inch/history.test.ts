import { describe, expect, it } from 'vitest';
import {
  EMPTY_INCH_HISTORY,
  HISTORY_LIMIT,
  recordInch,
  redoInch,
  settleInchGesture,
  undoInch,
} from './history.ts';
import type { InchSnapshot } from './history.ts';
import { DEFAULT_INCH_CONFIG } from './model.ts';

const at = (widthIn: number): InchSnapshot => ({
  config: { ...DEFAULT_INCH_CONFIG, widthIn },
  selectedSegment: null,
});

describe('inch history', () => {
  it('undoes and redoes in order', () => {
    const history = recordInch(EMPTY_INCH_HISTORY, at(48), 'set-width');
    const undone = undoInch(history, at(60));
    expect(undone?.snapshot).toEqual(at(48));
    expect(undone?.action).toBe('set-width');
    const redone = redoInch(undone!.history, at(48));
    expect(redone?.snapshot).toEqual(at(60));
    expect(redone?.history.past).toHaveLength(1);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undoInch(EMPTY_INCH_HISTORY, at(48))).toBeNull();
    expect(redoInch(EMPTY_INCH_HISTORY, at(48))).toBeNull();
  });

  it('keeps the latest 50 entries', () => {
    let history = EMPTY_INCH_HISTORY;
    for (let width = 18; width < 18 + HISTORY_LIMIT + 5; width += 1) {
      history = recordInch(history, at(width), 'set-width');
    }
    expect(HISTORY_LIMIT).toBe(50);
    expect(history.past).toHaveLength(50);
    expect(history.past[0]?.snapshot.config.widthIn).toBe(23);
  });

  it('ends the redo branch on a new change', () => {
    const history = recordInch(EMPTY_INCH_HISTORY, at(48), 'set-width');
    const undone = undoInch(history, at(60))!;
    expect(recordInch(undone.history, at(48), 'set-rows').future).toEqual([]);
  });

  it('makes one entry of one gesture, and a new one for the next', () => {
    let history = recordInch(EMPTY_INCH_HISTORY, at(48), 'set-width', 'drag-1');
    history = recordInch(history, at(49), 'set-width', 'drag-1');
    history = recordInch(history, at(50), 'set-width', 'drag-1');
    expect(history.past).toHaveLength(1);
    expect(history.past[0]?.snapshot).toEqual(at(48));
    history = recordInch(history, at(51), 'set-width', 'drag-2');
    history = recordInch(history, at(52), 'set-rows', 'drag-2');
    expect(history.past.map((entry) => entry.snapshot.config.widthIn)).toEqual([48, 51, 52]);
  });

  it('drops the entry of a gesture that comes back to where it began, and only that', () => {
    const before = recordInch(EMPTY_INCH_HISTORY, at(30), 'set-width');
    let history = recordInch(before, at(48), 'set-width', 'typed-1');
    // 48 → 63 (typed on the way to 63.5) → back to 48: nothing to undo but the earlier change.
    history = recordInch(history, at(63), 'set-width', 'typed-1');
    expect(settleInchGesture(history, at(48), 'typed-1')).toEqual(before);
    // Still away from where it began, or not in a gesture: kept.
    expect(settleInchGesture(history, at(60), 'typed-1')).toBe(history);
    const plain = recordInch(before, at(48), 'set-width');
    expect(settleInchGesture(plain, at(48), undefined)).toBe(plain);
    expect(settleInchGesture(history, at(48), 'typed-2')).toBe(history);
  });
});
