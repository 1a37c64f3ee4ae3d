import { describe, expect, it } from 'vitest';
import { cellDesign, inchDesign } from '../design/fixtures.test-helpers.ts';
import type { Design } from '../design/model.ts';
import { parseDesign, storedDesignOf } from '../design/parse.ts';
import { priceDesign, savedItemPlace } from '../design/price.ts';
import { reorderedLine } from './reorder.ts';

/** What checkout charges for one of the line: the price at the place its discount names. */
function checkoutUnitCents(line: {
  designType: string;
  configurations: unknown;
  inchConfig?: unknown;
  showBackPanel: boolean;
  backPanelDoubleSided: boolean;
  selectedColor: string;
  selectedTexture?: string | undefined;
  discountPercentage?: number | undefined;
}): number {
  const design = parseDesign(line);
  if (!design.ok) throw new Error(design.error.message);
  return priceDesign(design.value, savedItemPlace(design.value, line.discountPercentage)).saleCents;
}

function ordered(design: Design, unitCents: number, quantity = 1) {
  return { name: 'Ordered piece', quantity, unitCents, design: storedDesignOf(design) };
}

describe('an ordered line back in the cart', () => {
  it('keeps the design, the name and the quantity, at the price the order was placed at', () => {
    const design = cellDesign('bookcase', undefined, { selectedColor: '#1F2937' });
    const paid = priceDesign(design, 'configurator');
    const line = reorderedLine(ordered(design, paid.saleCents, 2));
    if (!line.ok) throw new Error(line.error.message);
    expect(line.value).toMatchObject({
      name: 'Ordered piece',
      quantity: 2,
      priceCents: paid.saleCents,
      originalPriceCents: paid.listCents,
      discountPercentage: 30,
      designType: 'bookcase',
      selectedColor: '#1F2937',
      productType: 'box',
      brandType: 'cella',
    });
    expect(line.value.inchConfig).toBeUndefined();
    expect(line.value.dimensions).toMatch(/^\d+(\.\d+)?" W × /);
    expect(parseDesign(line.value)).toEqual({ ok: true, value: design });
    expect(checkoutUnitCents(line.value)).toBe(paid.saleCents);
  });

  it('keeps a product page’s discount for an inch design ordered from its page', () => {
    const design = inchDesign({ widthIn: 60 });
    const fromPage = priceDesign(design, 'product-page');
    expect(fromPage.saleCents).not.toBe(priceDesign(design, 'configurator').saleCents);
    const line = reorderedLine(ordered(design, fromPage.saleCents));
    if (!line.ok) throw new Error(line.error.message);
    expect(line.value).toMatchObject({
      priceCents: fromPage.saleCents,
      discountPercentage: 20,
      configurations: [],
      inchConfig: design.config,
      productType: 'inch',
      brandType: 'sideboard_inch',
    });
    expect(parseDesign(line.value)).toEqual({ ok: true, value: design });
    expect(checkoutUnitCents(line.value)).toBe(fromPage.saleCents);
  });

  it('takes the configurator’s price when prices have changed since the order', () => {
    const design = inchDesign();
    const line = reorderedLine(ordered(design, 1));
    if (!line.ok) throw new Error(line.error.message);
    expect(line.value.priceCents).toBe(priceDesign(design, 'configurator').saleCents);
    expect(line.value.discountPercentage).toBe(40);
  });

  it('refuses a design it cannot read, naming the field', () => {
    const line = reorderedLine({
      name: 'Old piece',
      quantity: 1,
      unitCents: 100,
      design: { designType: 'bookcase', configurations: 'not boxes' },
    });
    expect(line).toMatchObject({ ok: false, error: { field: expect.any(String) } });
  });
});
