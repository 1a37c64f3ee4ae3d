import { describe, expect, it } from 'vitest';
import { createBox } from '../box/geometry.ts';
import { DEFAULT_MODIFICATION } from '../box/model.ts';
import { DEFAULT_INCH_CONFIG, segmentConfig } from '../inch/model.ts';
import type { InchConfig } from '../inch/model.ts';
import { cents } from '../pricing/money.ts';
import type { StoredBox, WishlistItem } from './model.ts';
import {
  boxLayoutSignature,
  findWishlistDuplicate,
  inchSimilaritySignature,
  isRepeatWishlistAdd,
  isSameWishlistDesign,
  isSimilarCartItem,
  isSimilarInchConfig,
} from './similarity.ts';
import type { ComparableItem } from './similarity.ts';

const left = createBox('standard', { column: 1, level: 0 }, { id: 'box-1', stackId: 'stack-1' });
const right = createBox('wide', { column: 2, level: 0 }, { id: 'box-2', stackId: 'stack-2' });

const bookcase: ComparableItem = {
  name: 'Bookcase',
  priceCents: cents(119_700),
  designType: 'bookcase',
  selectedColor: '#FFFFFF',
  selectedTexture: undefined,
  showBackPanel: true,
  backPanelDoubleSided: false,
  configurations: [left, right],
  details: { standardBox: 1, wideBox: 1 },
  inchConfig: undefined,
  customDiscountPercentage: undefined,
  discountPercentage: 30,
};

function withComponent(box: StoredBox, change: Record<string, unknown>): StoredBox {
  const component = box.components[0]!;
  return { ...box, components: [{ ...component, ...change }] };
}

describe('isSimilarCartItem (docs/rules/saved-items.md, extended)', () => {
  it('matches the same design, whatever order its boxes were added in', () => {
    expect(isSimilarCartItem(bookcase, { ...bookcase, configurations: [right, left] })).toBe(true);
  });

  it('rounds positions to two decimals', () => {
    const nudged = withComponent(left, { position: { x: 0.004, y: -0.001, z: 0 } });
    expect(isSimilarCartItem(bookcase, { ...bookcase, configurations: [nudged, right] })).toBe(
      true,
    );
    const moved = withComponent(left, { position: { x: 0.006, y: 0, z: 0 } });
    expect(isSimilarCartItem(bookcase, { ...bookcase, configurations: [moved, right] })).toBe(
      false,
    );
  });

  it('ignores doors drawn open and the stored details', () => {
    const opened = withComponent(left, {
      modification: { ...DEFAULT_MODIFICATION, isOpen: true },
    });
    expect(
      isSimilarCartItem(bookcase, {
        ...bookcase,
        configurations: [opened, right],
        details: { totalWeight: 30 },
      }),
    ).toBe(true);
  });

  it.each<[string, Partial<ComparableItem>]>([
    ['design type', { designType: 'tvStand' }],
    ['colour', { selectedColor: '#D73527' }],
    ['texture', { selectedTexture: 'coffeeOak' }],
    ['back-panel double-sided flag', { backPanelDoubleSided: true }],
    ['show-back-panel flag', { showBackPanel: false }],
    ['price', { priceCents: cents(119_800) }],
    ['discount', { discountPercentage: 20 }],
    ['custom discount', { customDiscountPercentage: 10 }],
    ['box type', { configurations: [left, withComponent(right, { boxType: 'double-stack' })] }],
    ['divider', { configurations: [withComponent(left, { hasDivider: true }), right] }],
    [
      'modification',
      {
        configurations: [
          withComponent(left, { modification: { ...DEFAULT_MODIFICATION, type: 'door' } }),
          right,
        ],
      },
    ],
    [
      'back-panel texture',
      {
        configurations: [
          withComponent(left, {
            modification: { ...DEFAULT_MODIFICATION, backPanelTexture: 'coffeeOak' },
          }),
          right,
        ],
      },
    ],
    ['per-box colour', { configurations: [{ ...left, selectedColor: '#D73527' }, right] }],
    ['per-box texture', { configurations: [{ ...left, selectedTexture: 'thermoWalnut' }, right] }],
    ['box count', { configurations: [left, right, right] }],
    ['missing boxes', { configurations: [] }],
  ])('tells designs apart by %s', (_name, change) => {
    expect(isSimilarCartItem(bookcase, { ...bookcase, ...change })).toBe(false);
  });

  it('matches colours whatever their letter case', () => {
    expect(isSimilarCartItem(bookcase, { ...bookcase, selectedColor: '#ffffff' })).toBe(true);
  });

  describe('items without configurations', () => {
    const product: ComparableItem = {
      ...bookcase,
      name: 'Gift card',
      configurations: [],
      details: {},
    };

    it('match by name, price, design type and colour', () => {
      expect(isSimilarCartItem(product, { ...product })).toBe(true);
      expect(isSimilarCartItem(product, { ...product, name: 'Gift card XL' })).toBe(false);
      expect(isSimilarCartItem(product, { ...product, priceCents: cents(1) })).toBe(false);
    });

    it('never match when either carries details', () => {
      expect(isSimilarCartItem(product, { ...product, details: { totalWeight: 3 } })).toBe(false);
      expect(isSimilarCartItem({ ...product, details: { totalWeight: 3 } }, product)).toBe(false);
    });

    it('count details with only empty fields as none', () => {
      expect(isSimilarCartItem(product, { ...product, details: { totalWeight: undefined } })).toBe(
        true,
      );
    });
  });

  describe('inch items', () => {
    const config: InchConfig = { ...DEFAULT_INCH_CONFIG, widthIn: 48 };
    const sideboard: ComparableItem = {
      ...bookcase,
      designType: 'inch-sideboard',
      configurations: [],
      inchConfig: config,
      discountPercentage: 40,
    };

    it('match when their configurations are similar', () => {
      expect(
        isSimilarCartItem(sideboard, { ...sideboard, inchConfig: { ...config, rowHeights: [] } }),
      ).toBe(true);
    });

    it('differ when their configurations differ, even in texture', () => {
      expect(
        isSimilarCartItem(sideboard, {
          ...sideboard,
          inchConfig: { ...config, selectedTexture: 'coffeeOak' },
        }),
      ).toBe(false);
      expect(
        isSimilarCartItem(sideboard, { ...sideboard, inchConfig: { ...config, widthIn: 50 } }),
      ).toBe(false);
    });

    it('never match a box or product item', () => {
      expect(isSimilarCartItem(sideboard, { ...sideboard, inchConfig: undefined })).toBe(false);
    });
  });
});

describe('inchSimilaritySignature (docs/rules/configurators.md)', () => {
  const base: InchConfig = { ...DEFAULT_INCH_CONFIG, widthIn: 48, rows: 2 };

  it.each<[string, Partial<InchConfig>]>([
    ['width', { widthIn: 60 }],
    ['rows', { rows: 3 }],
    ['depth', { depthIn: 11 }],
    ['colour', { color: '#1F2937' }],
    ['style', { style: 'modern' }],
    ['segment style', { segmentStyle: 'style2' }],
    ['back panel', { backPanelEnabled: false }],
    ['back panel colour', { backPanelSolidColor: true }],
    ['offset', { verticalOffsetIn: 4 }],
    ['row heights', { rowHeights: [9, 15] }],
    ['texture', { selectedTexture: 'thermoWalnut' }],
    [
      'segments',
      {
        segmentConfigs: [segmentConfig(0, 0, 'door')],
      },
    ],
    [
      'cable openings',
      {
        segmentConfigs: [segmentConfig(0, 0, 'open', { cableOpening: true })],
      },
    ],
    [
      'partition openings',
      {
        segmentConfigs: [segmentConfig(0, 0, 'open', { dividerCableOpening: true })],
      },
    ],
  ])('changes with the %s', (_name, change) => {
    expect(isSimilarInchConfig(base, { ...base, ...change })).toBe(false);
  });

  it.each<[string, Partial<InchConfig>, Partial<InchConfig>]>([
    ['default row heights written out', {}, { rowHeights: [15, 15] }],
    ['row heights beyond the rows', {}, { rowHeights: [15, 15, 9] }],
    [
      'configurations beyond the segments and rows',
      {},
      {
        segmentConfigs: [segmentConfig(0, 5, 'door'), segmentConfig(4, 0, 'door')],
      },
    ],
    ['open segments written out', {}, { segmentConfigs: [segmentConfig(1, 1, 'open')] }],
    [
      'the colour choice of a missing back panel',
      { backPanelEnabled: false },
      { backPanelEnabled: false, backPanelSolidColor: true },
    ],
    ['colour letter case', { color: '#FFFFFF' }, { color: '#ffffff' }],
  ])('ignores %s', (_name, a, b) => {
    expect(inchSimilaritySignature({ ...base, ...a })).toBe(
      inchSimilaritySignature({ ...base, ...b }),
    );
  });
});

describe('wishlist duplicates (docs/rules/saved-items.md)', () => {
  const saved = { ...bookcase, id: 'w-1' };

  it('finds the same design type and box layout', () => {
    expect(findWishlistDuplicate([saved], { ...bookcase, configurations: [right, left] })).toBe(
      saved,
    );
  });

  it('does not care about price or discount', () => {
    expect(
      isSameWishlistDesign(bookcase, { ...bookcase, priceCents: cents(1), discountPercentage: 20 }),
    ).toBe(true);
  });

  it.each<[string, Partial<ComparableItem>]>([
    ['design type', { designType: 'wallStorage' }],
    ['layout', { configurations: [left] }],
    ['colour', { selectedColor: '#2B7E52' }],
    ['texture', { selectedTexture: 'amberMaple' }],
    ['back panel', { showBackPanel: false }],
    ['double-sided back panel', { backPanelDoubleSided: true }],
  ])('keeps a design differing in %s', (_name, change) => {
    expect(findWishlistDuplicate([saved], { ...bookcase, ...change })).toBeUndefined();
  });

  it('skips a similar inch design', () => {
    const inch: ComparableItem = {
      ...bookcase,
      designType: 'inch-sideboard',
      configurations: [],
      inchConfig: DEFAULT_INCH_CONFIG,
    };
    expect(
      isSameWishlistDesign(inch, {
        ...inch,
        inchConfig: { ...DEFAULT_INCH_CONFIG, rowHeights: [] },
      }),
    ).toBe(true);
    expect(
      isSameWishlistDesign(inch, { ...inch, inchConfig: { ...DEFAULT_INCH_CONFIG, widthIn: 30 } }),
    ).toBe(false);
  });

  it('keeps typed wishlist items', () => {
    const list: WishlistItem[] = [];
    expect(findWishlistDuplicate(list, bookcase)).toBeUndefined();
  });
});

describe('isRepeatWishlistAdd', () => {
  const first = { name: 'Bookcase', designType: 'bookcase', selectedColor: '#FFFFFF', atMs: 1_000 };

  it.each([
    [1_000, true],
    [1_499, true],
    [1_500, true],
    [1_501, false],
    [999, false],
  ])('a second add at %s ms is a repeat: %s', (atMs, repeat) => {
    expect(isRepeatWishlistAdd(first, { ...first, atMs })).toBe(repeat);
  });

  it.each([
    ['name', { name: 'Tall bookcase' }],
    ['design', { designType: 'tallBookcase' }],
    ['colour', { selectedColor: '#D73527' }],
  ])('a quick add with another %s is a new add', (_name, change) => {
    expect(isRepeatWishlistAdd(first, { ...first, ...change, atMs: 1_100 })).toBe(false);
  });

  it('the first add is never a repeat', () => {
    expect(isRepeatWishlistAdd(undefined, first)).toBe(false);
  });
});

describe('boxLayoutSignature', () => {
  it('is empty for no boxes', () => {
    expect(boxLayoutSignature([])).toBe('');
  });
});
