import { bench, describe } from 'vitest';
import { createBox } from '../src/domain/box/geometry.ts';
import { DEFAULT_MODIFICATION, DEFAULT_SCENE_STATE } from '../src/domain/box/model.ts';
import type { BoxDesign, ModificationType } from '../src/domain/box/model.ts';
import { boxDesignPriceInput } from '../src/domain/box/price-input.ts';
import { DEFAULT_INCH_CONFIG } from '../src/domain/inch/model.ts';
import { inchPriceInput } from '../src/domain/inch/panels.ts';
import { inchWeightLb } from '../src/domain/inch/weight.ts';
import { listPrice } from '../src/domain/pricing/price-design.ts';

// The largest box design the shop allows (60 boxes, docs/rules/configurators.md), with a mix of fronts and
// per-box finishes so every branch of the formula runs. Target: under 0.2 ms a price.
const modifications: readonly ModificationType[] = [
  'open',
  'door',
  'double-door',
  'drawer',
  'single-divider',
];
const design: BoxDesign = Array.from({ length: 60 }, (_, index) => {
  const box = createBox(
    'standard',
    { column: (index % 12) + 1, level: Math.floor(index / 12) },
    { id: `box-${index + 1}`, stackId: `stack-${(index % 12) + 1}` },
    { ...DEFAULT_MODIFICATION, type: modifications[index % modifications.length] ?? 'open' },
  );
  return index % 7 === 0 ? { ...box, selectedColor: '#D73527' } : box;
});
const scene = { ...DEFAULT_SCENE_STATE, activeBoxCount: 60, selectedTexture: 'coffeeOak' as const };
const boxInput = boxDesignPriceInput(design, scene);

const inchConfig = {
  ...DEFAULT_INCH_CONFIG,
  widthIn: 72,
  rows: 5,
  segmentConfigs: Array.from({ length: 20 }, (_, index) => ({
    rowIndex: Math.floor(index / 4),
    segmentIndex: index % 4,
    type: (['door', 'double-door', 'drawer', 'open'] as const)[index % 4] ?? 'open',
    cableOpening: index % 3 === 0,
    dividerCableOpening: index % 5 === 0,
  })),
};

describe('pricing a 60-box design', () => {
  bench('boxDesignPriceInput + listPrice', () => {
    listPrice(boxDesignPriceInput(design, scene));
  });

  bench('listPrice of a prepared input', () => {
    listPrice(boxInput);
  });
});

describe('pricing the largest inch design (72 in, 5 rows)', () => {
  bench('inchPriceInput + listPrice', () => {
    listPrice(inchPriceInput(inchConfig));
  });

  bench('inchWeightLb', () => {
    inchWeightLb(inchConfig);
  });
});
