import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designOf } from './fixtures.test-helpers.ts';
import { EMPTY_HISTORY, HISTORY_LIMIT, canRedo, canUndo, record, redo, undo } from './history.ts';
import type { History, HistoryAction, HistorySnapshot } from './history.ts';
import { DEFAULT_SCENE_STATE } from './model.ts';

function snapshot(boxes: number, extra: Partial<HistorySnapshot> = {}): HistorySnapshot {
  return {
    configurations: designOf(
      ...Array.from({ length: boxes }, (_, i) => ['standard', i + 1, 0] as const),
    ),
    scene: { ...DEFAULT_SCENE_STATE, activeBoxCount: boxes },
    selectedConfigId: boxes > 0 ? `box-${boxes}` : null,
    selectedSegment: boxes > 0 ? { boxId: `box-${boxes}`, componentIndex: 0 } : null,
    designType: 'bookcase',
    ...extra,
  };
}

describe('history (docs/rules/configurators.md)', () => {
  it('keeps at most 50 entries', () => {
    let history: History = EMPTY_HISTORY;
    for (let i = 0; i < 60; i++) history = record(history, snapshot(i), 'add-box');
    expect(HISTORY_LIMIT).toBe(50);
    expect(history.past).toHaveLength(50);
    expect(history.past[0]!.snapshot.configurations).toHaveLength(10);
  });

  it('restores configurations, scene, selection and design type', () => {
    const before = snapshot(1);
    const after = snapshot(2, {
      designType: 'tvStand',
      scene: { ...DEFAULT_SCENE_STATE, showBackPanel: false },
    });
    const history = record(EMPTY_HISTORY, before, 'add-directional-box');
    const back = undo(history, after);
    expect(back?.snapshot).toBe(before);
    expect(back?.action).toBe('add-directional-box');
    expect(back && canRedo(back.history)).toBe(true);
    const forward = back && redo(back.history, back.snapshot);
    expect(forward?.snapshot).toBe(after);
    expect(forward && canUndo(forward.history)).toBe(true);
  });

  it('clears the redo list on a new action', () => {
    const history = record(
      record(EMPTY_HISTORY, snapshot(0), 'add-box'),
      snapshot(1),
      'add-directional-box',
    );
    const back = undo(history, snapshot(2));
    expect(back && canRedo(back.history)).toBe(true);
    const branched = back && record(back.history, back.snapshot, 'set-color');
    expect(branched && canRedo(branched)).toBe(false);
  });

  it('does nothing with nothing to undo or redo', () => {
    expect(undo(EMPTY_HISTORY, snapshot(0))).toBeNull();
    expect(redo(EMPTY_HISTORY, snapshot(0))).toBeNull();
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
  });

  const actions: HistoryAction[] = [
    'add-box',
    'remove-box',
    'add-directional-box',
    'modify-segment',
    'toggle-back-panel',
    'toggle-back-panel-double-sided',
    'set-color',
    'set-box-color',
    'set-texture',
    'set-box-texture',
    'generate-design',
  ];

  it('undo then redo gives back the exact state, after any run of actions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.constantFrom(...actions)), {
          minLength: 1,
          maxLength: 70,
        }),
        fc.integer({ min: 1, max: 70 }),
        (steps, undos) => {
          let history: History = EMPTY_HISTORY;
          let current = snapshot(0);
          for (const [boxes, action] of steps) {
            history = record(history, current, action);
            current = snapshot(boxes, { selectedConfigId: `${action}-${boxes}` });
          }
          const states: HistorySnapshot[] = [current];
          for (let i = 0; i < undos; i++) {
            const back = undo(history, current);
            if (back === null) break;
            history = back.history;
            current = back.snapshot;
            states.push(current);
          }
          expect(history.past.length).toBeLessThanOrEqual(HISTORY_LIMIT);
          states.pop();
          while (states.length > 0) {
            const forward = redo(history, current);
            expect(forward).not.toBeNull();
            if (forward === null) return;
            history = forward.history;
            current = forward.snapshot;
            expect(current).toEqual(states.pop());
          }
          expect(canRedo(history)).toBe(false);
        },
      ),
    );
  });
});
