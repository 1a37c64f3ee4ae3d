import { describe, expect, it } from 'vitest';
import { US_STATES } from './us-states.ts';
import { ZIP_PREFIXES, zipArea } from './zip-codes.ts';

describe('the ZIP code prefix table', () => {
  it('lists three-digit ranges in order, none overlapping', () => {
    let previous = -1;
    for (const [first, last] of ZIP_PREFIXES) {
      expect(first).toMatch(/^\d{3}$/);
      expect(last).toMatch(/^\d{3}$/);
      expect(Number(first)).toBeGreaterThan(previous);
      expect(Number(last)).toBeGreaterThanOrEqual(Number(first));
      previous = Number(last);
    }
  });

  it('gives every state and Washington, D.C. a prefix, and names no other state', () => {
    const states = new Set<string>(US_STATES);
    const named = new Set(
      ZIP_PREFIXES.map(([, , area]) => area).filter((area) => /^[A-Z]{2}$/.test(area)),
    );
    for (const state of US_STATES) expect(named, state).toContain(state);
    for (const area of named) {
      if (!['PR', 'VI', 'AS'].includes(area)) expect(states, area).toContain(area);
    }
  });
});

describe('zipArea', () => {
  it.each([
    // One well-known ZIP code for some prefixes of each kind.
    ['90210', 'CA'],
    ['94105', 'CA'],
    ['10001', 'NY'],
    ['60601', 'IL'],
    ['98101', 'WA'],
    ['97201', 'OR'],
    ['19901', 'DE'],
    ['38125', 'TN'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['90210-1234', 'CA'],
    // The prefixes out of their state's run.
    ['00501', 'NY'], // Holtsville, the IRS
    ['00544', 'NY'],
    ['05501', 'MA'], // Andover, the IRS, among Vermont's
    ['05401', 'VT'],
    ['06320', 'CT'], // New London: 063 is Connecticut's
    ['20001', 'DC'],
    ['20105', 'VA'], // 201, between the District's 200 and 202
    ['20500', 'DC'], // 205: the White House
    ['20601', 'MD'],
    ['56901', 'DC'], // 569, among Minnesota's and South Dakota's
    ['39901', 'GA'], // 399, after Mississippi's
    ['73301', 'TX'], // 733, among Oklahoma's
    ['73102', 'OK'],
    ['74103', 'OK'],
    ['88510', 'TX'], // 885: El Paso, among New Mexico's and Nevada's
    // The five-digit exceptions.
    ['06390', 'NY'], // Fishers Island
    ['06389', 'CT'],
    ['06391', 'CT'],
    ['83414', 'WY'], // Alta
    ['83401', 'ID'],
  ])('puts %s in %s', (zip, state) => {
    expect(zipArea(zip)).toEqual({ kind: 'state', state });
  });

  it.each([
    // Each side of a boundary between two areas.
    ['19612', 'PA'],
    ['19701', 'DE'],
    ['26886', 'WV'],
    ['27006', 'NC'],
    ['33990', 'FL'],
    ['34102', 'FL'],
    ['38601', 'MS'],
    ['39776', 'MS'],
    ['42788', 'KY'],
    ['43001', 'OH'],
    ['69367', 'NE'],
    ['70001', 'LA'],
    ['71497', 'LA'],
    ['71601', 'AR'],
    ['72959', 'AR'],
    ['73001', 'OK'],
    ['81658', 'CO'],
    ['82001', 'WY'],
    ['83128', 'WY'],
    ['83201', 'ID'],
    ['83876', 'ID'],
    ['84001', 'UT'],
    ['86556', 'AZ'],
    ['87001', 'NM'],
    ['88441', 'NM'],
    ['88901', 'NV'],
    ['89883', 'NV'],
    ['90001', 'CA'],
    ['96162', 'CA'],
    ['96822', 'HI'],
    ['97001', 'OR'],
    ['99403', 'WA'],
  ])('puts %s, at the edge of its run, in %s', (zip, state) => {
    expect(zipArea(zip)).toEqual({ kind: 'state', state });
  });

  it.each([
    ['00601', 'PR'],
    ['00725', 'PR'],
    ['00901', 'PR'],
    ['00802', 'VI'],
    ['09021', 'APO/FPO'], // Europe
    ['09801', 'APO/FPO'],
    ['34002', 'APO/FPO'], // the Americas, among Florida's
    ['96201', 'APO/FPO'], // the Pacific
    ['96601', 'APO/FPO'],
    ['96910', 'Pacific'], // Guam
    ['96950', 'Pacific'], // Saipan
    ['96799', 'AS'], // American Samoa, among Hawaii's
  ])('puts %s outside the states, in %s', (zip, area) => {
    expect(zipArea(zip)).toEqual({ kind: 'outside', area });
  });

  it.each([
    '00001',
    '00100',
    '00401',
    '26901',
    '56801',
    '69401',
    '71501',
    '73201',
    '88601',
    '89901',
  ])('knows no area for %s', (zip) => {
    expect(zipArea(zip)).toEqual({ kind: 'unused', prefix: zip.slice(0, 3) });
  });
});
