import * as z from 'zod/mini';
import { oneLine } from './single-line.ts';
import { isUsState, STATE_NAMES } from './us-states.ts';
import { zipArea, type OutsideArea } from './zip-codes.ts';

/** A US shipping address as the profile saves it and checkout uses it (docs/decisions/010-checkout-money.md). */

/** A ZIP code as typed: five digits, or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

const OUTSIDE_AREA_WORDS: Readonly<Record<OutsideArea, string>> = {
  PR: 'is in Puerto Rico',
  VI: 'is in the U.S. Virgin Islands',
  AS: 'is in American Samoa',
  'APO/FPO': 'is for military mail (APO/FPO)',
  Pacific: 'is in the Pacific islands',
};

/**
 * Why the shop cannot deliver to a ZIP code whatever the state, or null: it is outside the 50
 * states and Washington, D.C. (the Shipping Policy's "Where we ship"), or no ZIP code starts so.
 */
export function undeliverableZipCode(postalCode: string): string | null {
  if (!ZIP_CODE_PATTERN.test(postalCode)) return null;
  const area = zipArea(postalCode);
  if (area.kind === 'state') return null;
  if (area.kind === 'outside') {
    return `ZIP code ${postalCode.slice(0, 5)} ${OUTSIDE_AREA_WORDS[area.area]}; we ship to all 50 US states and Washington, D.C.`;
  }
  return `No ZIP code starts with ${area.prefix}: check the number`;
}

/** A ZIP code field's check that the shop delivers there, with `undeliverableZipCode`'s message. */
export const deliverableZipCode = z.superRefine<string>((value, ctx) => {
  const problem = undeliverableZipCode(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/**
 * Why a ZIP code does not go with the state picked, or null. Sales tax follows the state while
 * the carrier's quote and the parcel follow the ZIP code, so the two must agree.
 */
export function zipCodeOutsideState(postalCode: string, state: string): string | null {
  if (!ZIP_CODE_PATTERN.test(postalCode) || !isUsState(state)) return null;
  const area = zipArea(postalCode);
  if (area.kind !== 'state' || area.state === state) return null;
  return `ZIP code ${postalCode.slice(0, 5)} is in ${STATE_NAMES[area.state]}, not ${STATE_NAMES[state]}`;
}

/** What keeps a saved address from checkout's ZIP code rule, or null. */
export function zipCodeProblem(address: { postalCode: string; state: string }): string | null {
  return (
    undeliverableZipCode(address.postalCode) ??
    zipCodeOutsideState(address.postalCode, address.state)
  );
}

const required = (message: string, max = 120) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `At most ${max} characters` }),
      oneLine,
    );

/** An optional line: trimmed, and null when left out or empty. */
const optionalLine = (line: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.nullish(line),
    z.transform((value) => (value ? value : null)),
  );

/**
 * The company a parcel goes to, if any: one line, and null when left out. Naming one is the
 * customer's word that the address is a business (docs/security.md, shipping/delivery-kind.ts).
 */
export const companyField = optionalLine(
  z.string().check(z.trim(), z.maxLength(120, { error: 'At most 120 characters' }), oneLine),
);

/** A US shipping address: what the address book and checkout share. */
export const shippingAddressSchema = z
  .object({
    fullName: required('Full name required'),
    line1: required('Street address required'),
    line2: optionalLine(
      z.string().check(z.trim(), z.maxLength(120, { error: 'At most 120 characters' }), oneLine),
    ),
    city: required('City required', 80),
    state: z
      .string({ error: 'Choose a state' })
      .check(z.trim(), z.toUpperCase(), z.refine(isUsState, { error: 'Choose a state' })),
    postalCode: z
      .string({ error: 'ZIP code required' })
      .check(
        z.trim(),
        z.regex(ZIP_CODE_PATTERN, { error: 'Enter a 5-digit ZIP code' }),
        deliverableZipCode,
      ),
    phone: optionalLine(
      z.string().check(
        z.trim(),
        // Spaces, not any white space: a line break in a phone number would be a line in the mails.
        z.refine((value) => value === '' || /^[+()\d .-]{7,20}$/.test(value), {
          error: 'Enter a phone number',
        }),
      ),
    ),
  })
  // The ZIP code and the state must agree (docs/decisions/010-checkout-money.md). The message goes
  // on the ZIP code, the field the customer typed, and names both so either can be put right.
  .check(
    z.superRefine((address, ctx) => {
      const problem = zipCodeOutsideState(address.postalCode, address.state);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: problem,
          input: address.postalCode,
          path: ['postalCode'],
        });
      }
    }),
  );

/** An address-book address: a shipping address, which may be the default one. */
export const addressSchema = z.extend(shippingAddressSchema, {
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
