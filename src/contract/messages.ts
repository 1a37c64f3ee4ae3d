import * as z from 'zod/mini';

// Messages to the shop (`POST /api/messages`): the contact form and the three programme
// applications. The server stores each one and mails it to the shop through the outbox.

/** Which form a message came from; each programme page has its own kind. */
export const MESSAGE_KINDS = [
  'contact',
  'trade-program',
  'commercial-program',
  'interior-designers',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a contact message is about: the shop routes each topic to the right person. */
export const CONTACT_TOPICS = ['design', 'order', 'shipping', 'returns', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const MESSAGE_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  website: 200,
  messageMin: 10,
  message: 5000,
} as const;

const optionalText = (max: number, tooLong: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));

/** Whether a message is a programme application, which names the business applying. */
export const isApplication = (kind: MessageKind): boolean => kind !== 'contact';

/**
 * Runs a check between fields even while other fields are wrong (zod skips it otherwise), so a
 * form shows every missing answer at once; only a message of a known kind is checked.
 */
const withKnownKind = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    (MESSAGE_KINDS as readonly unknown[]).includes((payload.value as { kind?: unknown }).kind),
};

const messageFields = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: 'Choose which form this message is from.' }),
  name: z
    .string({ error: 'Enter your name.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your name.'),
      z.maxLength(MESSAGE_LIMITS.name, `Keep your name to ${MESSAGE_LIMITS.name} characters.`),
    ),
  email: z.pipe(
    z
      .string({ error: 'Enter your e-mail address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your e-mail address.'),
        z.maxLength(MESSAGE_LIMITS.email, 'That e-mail address is too long.'),
      ),
    z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }),
  ),
  /** Contact form only, and required there. */
  topic: z.optional(z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' })),
  /** Programme applications: the business applying, required there. */
  company: optionalText(
    MESSAGE_LIMITS.company,
    `Keep the company name to ${MESSAGE_LIMITS.company} characters.`,
  ),
  phone: optionalText(MESSAGE_LIMITS.phone, 'That phone number is too long.'),
  website: optionalText(MESSAGE_LIMITS.website, 'That website address is too long.'),
  message: z
    .string({ error: 'Write your message.' })
    .check(
      z.trim(),
      z.minLength(
        MESSAGE_LIMITS.messageMin,
        `Tell us a little more: at least ${MESSAGE_LIMITS.messageMin} characters.`,
      ),
      z.maxLength(
        MESSAGE_LIMITS.message,
        `Keep your message to ${MESSAGE_LIMITS.message} characters.`,
      ),
    ),
});

export const messageInput = messageFields.check(
  z.refine((message) => message.kind !== 'contact' || message.topic !== undefined, {
    ...withKnownKind,
    path: ['topic'],
    message: 'Choose what your message is about.',
  }),
  z.refine((message) => !isApplication(message.kind) || Boolean(message.company), {
    ...withKnownKind,
    path: ['company'],
    message: 'Enter your company or studio name.',
  }),
);
export type MessageInput = z.input<typeof messageInput>;

/** `202`: stored and on its way to the shop's inbox. */
export const messageOutput = z.object({ status: z.literal('received'), id: z.string() });
export type MessageOutput = z.infer<typeof messageOutput>;
