import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.ts';

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
  ])('refuses %o with a message on %s', (change, field, message) => {
    const result = addressSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
