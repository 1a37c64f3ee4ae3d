import { describe, expect, it } from 'vitest';
import { addressSchema, shippingAddressSchema, zipCodeProblem } from './address.ts';
import { STATE_NAMES, US_STATES } from './us-states.ts';

const valid = {
  fullName: ' Ada Lovelace ',
  line1: '12 Birch Lane',
  city: 'Oakland',
  state: 'ca',
  postalCode: '94607',
};

describe('addressSchema', () => {
  it('accepts a US address, trimming and upper-casing, with empty optional fields as null', () => {
    expect(addressSchema.parse({ ...valid, line2: '', phone: '' })).toEqual({
      fullName: 'Ada Lovelace',
      line1: '12 Birch Lane',
      line2: null,
      city: 'Oakland',
      state: 'CA',
      postalCode: '94607',
      phone: null,
      isDefault: false,
    });
    // What the browser sends after its own parse: nulls for the empty optional fields.
    expect(addressSchema.parse({ ...valid, line2: null, phone: null }).phone).toBeNull();
    expect(addressSchema.parse({ ...valid, postalCode: '94607-1234' }).postalCode).toBe(
      '94607-1234',
    );
  });

  it.each([
    [{ fullName: ' ' }, 'fullName', 'Full name required'],
    [{ line1: '' }, 'line1', 'Street address required'],
    [{ city: '' }, 'city', 'City required'],
    [{ state: 'XX' }, 'state', 'Choose a state'],
    [{ postalCode: '9460' }, 'postalCode', 'Enter a 5-digit ZIP code'],
    [{ phone: 'call me' }, 'phone', 'Enter a phone number'],
    // A state without the ZIP code's state would tax the parcel where it does not go.
    [
      { state: 'OR', postalCode: '90210' },
      'postalCode',
      'ZIP code 90210 is in California, not Oregon',
    ],
    [
      { state: 'de', postalCode: ' 90210-1234 ' },
      'postalCode',
      'ZIP code 90210 is in California, not Delaware',
    ],
    [
      { state: 'MD', postalCode: '20001' },
      'postalCode',
      'ZIP code 20001 is in Washington, D.C., not Maryland',
    ],
    [
      { state: 'CT', postalCode: '06390' },
      'postalCode',
      'ZIP code 06390 is in New York, not Connecticut',
    ],
    [
      { postalCode: '00901' },
      'postalCode',
      'ZIP code 00901 is in Puerto Rico; we ship to all 50 US states and Washington, D.C.',
    ],
    [
      { state: 'NY', postalCode: '09021' },
      'postalCode',
      'ZIP code 09021 is for military mail (APO/FPO); we ship to all 50 US states and Washington, D.C.',
    ],
    [
      { state: 'HI', postalCode: '96799' },
      'postalCode',
      'ZIP code 96799 is in American Samoa; we ship to all 50 US states and Washington, D.C.',
    ],
    [
      { state: 'WV', postalCode: '26901' },
      'postalCode',
      'No ZIP code starts with 269: check the number',
    ],
    // One thing wrong at a time: a state not chosen is not also a ZIP code in another state.
    [{ state: '', postalCode: '90210' }, 'state', 'Choose a state'],
  ])('refuses %o with a message on %s', (change, field, message) => {
    const result = addressSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('accepts a ZIP code in the state picked, the exceptions to its prefix too', () => {
    for (const [state, postalCode] of [
      ['DC', '20500'],
      ['VA', '20105'],
      ['NY', '00501'],
      ['NY', '06390'],
      ['WY', '83414'],
      ['TX', '88510'],
    ]) {
      expect(addressSchema.safeParse({ ...valid, state, postalCode }).success, postalCode).toBe(
        true,
      );
    }
  });

  it('shows the ZIP code message beside the other fields’ messages', () => {
    const result = shippingAddressSchema.safeParse({ ...valid, fullName: '', state: 'OR' });
    expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['fullName'], 'Full name required'],
      [['postalCode'], 'ZIP code 94607 is in California, not Oregon'],
    ]);
  });
});

describe('zipCodeProblem', () => {
  it('says what keeps a saved address from checkout, or nothing', () => {
    expect(zipCodeProblem({ state: 'CA', postalCode: '94607' })).toBeNull();
    expect(zipCodeProblem({ state: 'OR', postalCode: '94607' })).toBe(
      'ZIP code 94607 is in California, not Oregon',
    );
    expect(zipCodeProblem({ state: 'CA', postalCode: '00901' })).toMatch(
      /^ZIP code 00901 is in Puerto Rico;/,
    );
  });

  it('names every state', () => {
    expect(Object.keys(STATE_NAMES).sort()).toEqual([...US_STATES].sort());
  });
});
