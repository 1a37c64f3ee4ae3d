import { describe, expect, it } from 'vitest';
import { lineFactsText } from './line-facts.ts';

describe('an order line’s facts', () => {
  it('say the size with centimetres beside, the finish and the weight', () => {
    expect(
      lineFactsText({ dimensions: '48" W × 33" H × 15" D', weightLb: 96.2, finish: 'Red' }),
    ).toBe('48" W × 33" H × 15" D (121.9 × 83.8 × 38.1 cm) · Red · 96.2 lb');
  });

  it('leave the finish out for an order placed before it was kept', () => {
    expect(lineFactsText({ dimensions: '39" W × 56" H × 14" D', weightLb: 135.6 })).toBe(
      '39" W × 56" H × 14" D (99.1 × 142.2 × 35.6 cm) · 135.6 lb',
    );
  });
});
