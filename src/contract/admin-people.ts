import * as z from 'zod/mini';
import { MESSAGE_KINDS } from './messages.ts';

// The owner's people in the admin (`/api/admin/customers`, `/subscribers`, `/messages`): customers
// with their orders and saved designs, confirmed newsletter subscribers, and the messages and
// programme applications sent to the shop. Every call needs an admin (401 signed out, 403 otherwise).

const page = z.optional(z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'Pages count from 1.')));
const pageSize = z.optional(z.enum(['25', '50', '100']));
/** Part of an e-mail address or a name, matched whatever its case. */
const search = z.optional(
  z.string().check(z.trim(), z.maxLength(254, 'Search with fewer letters.')),
);

/** `GET /api/admin/customers`: accounts, newest first. */
export const customerQuery = z.strictObject({ q: search, page, pageSize });
export type CustomerQuery = z.output<typeof customerQuery>;

export const customerRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The address was confirmed from its mail. */
  confirmed: z.boolean(),
  /** Orders placed from the account. */
  orders: z.number(),
  signedUpAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerList = z.object({
  customers: z.array(customerRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CustomerList = z.infer<typeof customerList>;

/** A design the customer keeps in their cart or wishlist, as the list shows it. */
export const savedDesignRow = z.object({
  id: z.string(),
  name: z.string(),
  dimensions: z.nullable(z.string()),
  priceCents: z.number(),
  /** Cart lines only. */
  quantity: z.nullable(z.number()),
  addedAt: z.string(),
});
export type SavedDesignRow = z.infer<typeof savedDesignRow>;

export const customerOrderRow = z.object({
  id: z.string(),
  number: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
  totalCents: z.number(),
});

/** `GET /api/admin/customers/:id`: one customer, their orders and the designs they keep. */
export const customerView = z.object({
  customer: z.extend(customerRow, { role: z.enum(['customer', 'admin']) }),
  orders: z.array(customerOrderRow),
  cart: z.array(savedDesignRow),
  wishlist: z.array(savedDesignRow),
});
export type CustomerView = z.infer<typeof customerView>;

/** `GET /api/admin/subscribers` and `/subscribers.csv`: confirmed subscribers, newest first. */
export const subscriberQuery = z.strictObject({ q: search, page, pageSize });
export type SubscriberQuery = z.output<typeof subscriberQuery>;

export const subscriberRow = z.object({
  id: z.string(),
  email: z.string(),
  /** Where the address was given: `footer`, `checkout`… */
  source: z.string(),
  confirmedAt: z.string(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;

export const subscriberList = z.object({
  subscribers: z.array(subscriberRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SubscriberList = z.infer<typeof subscriberList>;

export const MESSAGE_STATES = ['unread', 'read', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** `GET /api/admin/messages`: unread first, newest first within each state. */
export const messageQuery = z.strictObject({
  q: search,
  /** `contact` for the contact form, `applications` for the programmes' forms. */
  kind: z.optional(z.enum(['contact', 'applications', ''])),
  state: z.optional(z.enum([...MESSAGE_STATES, ''])),
  page,
  pageSize,
});
export type MessageQuery = z.output<typeof messageQuery>;

export const messageRow = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  /** The contact form's topic, or the applying business. */
  about: z.nullable(z.string()),
  /** The message's beginning. */
  excerpt: z.string(),
  state: z.enum(MESSAGE_STATES),
  receivedAt: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;

export const messageList = z.object({
  messages: z.array(messageRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MessageList = z.infer<typeof messageList>;

/** `GET /api/admin/messages/:id`: the message in full. */
export const messageView = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  topic: z.nullable(z.string()),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  message: z.string(),
  state: z.enum(MESSAGE_STATES),
  receivedAt: z.string(),
  /** The account it was sent from, when the sender was signed in. */
  customerId: z.nullable(z.string()),
});
export type MessageView = z.infer<typeof messageView>;

/** `POST /api/admin/messages/:id/state`: marks a message unread, read or answered. */
export const messageStateInput = z.strictObject({
  state: z.enum(MESSAGE_STATES, { error: 'Choose unread, read or answered.' }),
});
