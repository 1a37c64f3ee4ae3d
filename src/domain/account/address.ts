import { z } from 'zod';

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
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

export const addressSchema = z.object({
  fullName: required('Full name required'),
  line1: required('Street address required'),
  line2: optional(120),
  city: required('City required', 80),
  state: z
    .string({ error: 'Choose a state' })
    .trim()
    .toUpperCase()
    .refine((value) => (US_STATES as readonly string[]).includes(value), {
      error: 'Choose a state',
    }),
  postalCode: z
    .string({ error: 'ZIP code required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code' }),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[+()\d\s.-]{7,20}$/.test(value), {
      error: 'Enter a phone number',
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  isDefault: z.boolean().optional().default(false),
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
