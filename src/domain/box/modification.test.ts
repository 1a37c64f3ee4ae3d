import { describe, expect, it } from 'vitest';
import { designOf } from './fixtures.test-helpers.ts';
import { DESIGN_TYPES } from './model.ts';
import type { BoxType, DesignType, ModificationType, Orientation } from './model.ts';
import {
  adaptModification,
  allowedModifications,
  modifySegment,
  setAllDoorsOpen,
} from './modification.ts';

describe('adaptModification (docs/rules/configurators.md)', () => {
  it.each<[ModificationType, BoxType, DesignType, ModificationType, Orientation]>([
    ['single-divider', 'standard', 'bookcase', 'open-single-divider', 'vertical'],
    ['double-divider', 'standard', 'bookcase', 'open-single-divider', 'vertical'],
    ['single-divider', 'wide', 'sideboard', 'open-single-divider', 'vertical'],
    ['double-divider', 'wide', 'sideboard', 'open-single-divider', 'vertical'],
    ['open-single-divider', 'wide', 'tvStand', 'open-single-divider', 'vertical'],
    ['single-divider', 'double-stack', 'tallBookcase', 'single-divider', 'horizontal'],
    ['double-divider', 'double-stack', 'tallBookcase', 'double-divider', 'horizontal'],
    ['open-single-divider', 'double-stack', 'sideboard', 'open-single-divider', 'horizontal'],
    ['double-door', 'standard', 'bookcase', 'door', 'vertical'],
    ['double-door', 'double-stack', 'wallStorage', 'double-door', 'horizontal'],
    ['double-door', 'double-stack', 'tallBookcase', 'door', 'vertical'],
    ['double-door', 'wide', 'tvStand', 'double-door', 'vertical'],
    ['door', 'double-stack', 'tallBookcase', 'door', 'vertical'],
    ['drawer', 'wide', 'sideboard', 'drawer', 'horizontal'],
    ['open', 'double-stack', 'sideboard', 'open', 'vertical'],
  ])('%s in a %s box (%s) becomes %s, %s', (requested, boxType, designType, type, orientation) => {
    expect(adaptModification(requested, boxType, designType)).toEqual({ type, orientation });
  });

  it('has no drawer for a double-stack', () => {
    expect(adaptModification('drawer', 'double-stack', 'sideboard')).toBeNull();
  });
});

describe('allowedModifications', () => {
  it.each<[BoxType, DesignType, ModificationType[]]>([
    ['standard', 'bookcase', ['open', 'open-single-divider', 'door', 'drawer']],
    ['wide', 'tvStand', ['open', 'open-single-divider', 'door', 'double-door', 'drawer']],
    [
      'double-stack',
      'tallBookcase',
      ['open', 'open-single-divider', 'single-divider', 'double-divider', 'door'],
    ],
    [
      'double-stack',
      'wallStorage',
      ['open', 'open-single-divider', 'single-divider', 'double-divider', 'door', 'double-door'],
    ],
  ])('a %s box in a %s offers %j', (boxType, designType, expected) => {
    expect(allowedModifications(boxType, designType)).toEqual(expected);
  });

  it('offers only choices that apply unchanged', () => {
    for (const designType of DESIGN_TYPES) {
      for (const boxType of ['standard', 'wide', 'double-stack'] as const) {
        for (const type of allowedModifications(boxType, designType)) {
          expect(adaptModification(type, boxType, designType)?.type).toBe(type);
        }
      }
    }
  });
});

describe('modifySegment', () => {
  const design = designOf(['standard', 1, 0], ['wide', 2, 0], ['double-stack', 4, 0]);

  it('adapts the request to the box and updates its parts', () => {
    const result = modifySegment(design, 'box-1', { type: 'double-door' }, 'bookcase');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const component = result.design[0]!.components[0]!;
    expect(component.modification).toMatchObject({
      type: 'door',
      orientation: 'vertical',
      showBackPanel: true,
      backPanelTexture: 'birch',
    });
    expect(component.componentIds.modifications).toEqual(['box-1/DOOR/1']);
    expect(component.hasDivider).toBe(false);
    expect(result.design[1]).toBe(design[1]);
  });

  it('marks dividers and keeps a cable opening until told otherwise', () => {
    const first = modifySegment(
      design,
      'box-3',
      { type: 'double-divider', cableOpening: true },
      'tallBookcase',
    );
    if (!first.ok) throw new Error('expected a modification');
    expect(first.design[2]!.components[0]).toMatchObject({
      hasDivider: true,
      modification: { type: 'double-divider', orientation: 'horizontal', cableOpening: true },
      componentIds: { modifications: ['box-3/DIV/1', 'box-3/DIV/2'] },
    });
    const second = modifySegment(first.design, 'box-3', { type: 'door' }, 'tallBookcase');
    if (!second.ok) throw new Error('expected a modification');
    expect(second.modification).toMatchObject({ type: 'door', cableOpening: true });
    const third = modifySegment(
      second.design,
      'box-3',
      { type: 'open', cableOpening: false },
      'tallBookcase',
    );
    expect(third.ok && third.modification.cableOpening).toBe(false);
    const plain = modifySegment(design, 'box-1', { type: 'open' }, 'bookcase');
    expect(plain.ok && 'cableOpening' in plain.modification).toBe(false);
  });

  it('refuses an unknown box and an option the box cannot take', () => {
    expect(modifySegment(design, 'box-9', { type: 'door' }, 'bookcase')).toEqual({
      ok: false,
      rule: 'source-exists',
      message: 'Source box not found',
    });
    expect(modifySegment(design, 'box-3', { type: 'drawer' }, 'sideboard')).toEqual({
      ok: false,
      rule: 'modification',
      message: 'This option is not available for this box',
    });
  });

  it('opens and closes all doors together', () => {
    const opened = setAllDoorsOpen(design, true);
    expect(opened.every((box) => box.components.every((c) => c.modification.isOpen))).toBe(true);
    expect(
      setAllDoorsOpen(opened, false).some((box) => box.components[0]!.modification.isOpen),
    ).toBe(false);
  });
});
