import * as z from 'zod/mini';

/** A US shipping address as the profile saves it and checkout uses it (docs/decisions/010-checkout-money.md). */

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const required = (message: string, max = 120) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `At most ${max} characters` }),
    );

/** An optional line: trimmed, and null when left out or empty. */
const optionalLine = (line: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.nullish(line),
    z.transform((value) => (value ? value : null)),
  );

export const addressSchema = z.object({
  fullName: required('Full name required'),
  line1: required('Street address required'),
  line2: optionalLine(
    z.string().check(z.trim(), z.maxLength(120, { error: 'At most 120 characters' })),
  ),
  city: required('City required', 80),
  state: z.string({ error: 'Choose a state' }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => (US_STATES as readonly string[]).includes(value), {
      error: 'Choose a state',
    }),
  ),
  postalCode: z
    .string({ error: 'ZIP code required' })
    .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code' })),
  phone: optionalLine(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^[+()\d\s.-]{7,20}$/.test(value), {
        error: 'Enter a phone number',
      }),
    ),
  ),
  isDefault: z._default(z.optional(z.boolean()), false),
});

export type AddressInput = z.input<typeof addressSchema>;

/** An address form before the customer has typed anything. */
export const EMPTY_ADDRESS_INPUT = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
} satisfies AddressInput;
export type Address = z.output<typeof addressSchema>;
