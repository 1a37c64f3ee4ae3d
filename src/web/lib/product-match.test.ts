import { describe, expect, it } from 'vitest';
import {
  INCH_CONFIG_SHORTCUT,
  pickProductByName,
  START_DESIGNING_SHORTCUT,
  type ProductSummary,
} from './product-match.ts';

const pick = (products: ProductSummary[]) =>
  pickProductByName(products, INCH_CONFIG_SHORTCUT.exactName, INCH_CONFIG_SHORTCUT.keywords)?.id;

describe('pickProductByName (docs/rules/storefront.md, Inch Config)', () => {
  it('takes the product named exactly Minimalist TV Console', () => {
    expect(
      pick([
        { id: '1', name: 'Minimalist TV Stand' },
        { id: '2', name: 'Minimalist TV Console' },
      ]),
    ).toBe('2');
  });

  it('otherwise takes the first whose name contains minimalist and tv, in any case', () => {
    expect(
      pick([
        { id: '1', name: 'Oak TV Console' },
        { id: '2', name: 'Minimalist Sideboard' },
        { id: '3', name: 'The MINIMALIST low tv bench' },
        { id: '4', name: 'Minimalist TV Stand' },
      ]),
    ).toBe('3');
  });

  it('matches the exact name case-sensitively, falling back to the keywords', () => {
    expect(pick([{ id: '9', name: 'minimalist tv console' }])).toBe('9');
  });

  it('finds nothing without both keywords', () => {
    expect(
      pick([
        { id: '1', name: 'Minimalist Sideboard' },
        { id: '2', name: 'Walnut TV Stand' },
      ]),
    ).toBeUndefined();
    expect(pick([])).toBeUndefined();
  });

  it('serves the Start Designing button the same way', () => {
    const { exactName, keywords } = START_DESIGNING_SHORTCUT;
    expect(
      pickProductByName(
        [
          { id: '1', name: 'Black Sideboard XL' },
          { id: '2', name: 'Black Sideboard' },
        ],
        exactName,
        keywords,
      )?.id,
    ).toBe('2');
  });
});
