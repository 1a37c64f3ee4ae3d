import * as z from 'zod/mini';

// The customer's profile (`/api/profile`) and address book (`/api/profile/addresses`): what the
// browser sends and what the server answers. Both sides take their types from here.

/** A name part as the customer types it: trimmed, at most 60 characters, empty when left out. */
const namePart = z.string().check(z.trim(), z.maxLength(60, { error: 'At most 60 characters' }));

/** `PATCH /api/profile`: the form's fields; the server stores an empty part as no name. */
export const nameInput = z.object({ firstName: namePart, lastName: namePart });
export type NameInput = z.input<typeof nameInput>;

export const profileOutput = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof profileOutput>;

/** The lines of a postal address as the server answers them: in the address book and on orders. */
export const postalAddressOutput = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressOutput>;

export const savedAddressOutput = z.object({
  id: z.string(),
  ...postalAddressOutput.shape,
  country: z.string(),
  phone: z.nullable(z.string()),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressOutput>;

export const addressListOutput = z.object({ addresses: z.array(savedAddressOutput) });
