import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../domain/orders/status.ts';
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../domain/orders/tracking.ts';
import {
  consignmentOutput,
  orderAddressOutput,
  orderLineFacts,
  orderShipping,
  parcelOutput,
} from './checkout.ts';

// The owner's admin (`/api/admin/*`): what the admin pages send and what the server answers. Every
// call needs a signed-in account whose role is `admin` (401 signed out, 403 for a customer).

export const ACCOUNT_ROLES = ['customer', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const orderStatus = z.enum(ORDER_STATUSES);
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'));

/** Orders a page of the list shows at most. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
/** Orders one bulk action or one batch sheet takes at most. */
export const MAX_BULK_ORDERS = 100;
/** Orders one CSV export holds at most (the list's filters narrow it). */
export const MAX_EXPORT_ORDERS = 100_000;

export const ADMIN_ORDER_SORTS = ['created', 'number', 'total', 'status', 'email'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * `GET /api/admin/orders` (and `/orders.csv`): the query string. Every field is optional; an
 * unknown status or sort is refused with the field named.
 */
export const adminOrderQuery = z.strictObject({
  /** An order number (or its start), an e-mail address (or its start) or part of a name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters.'))),
  /** One status or several, comma-separated. */
  status: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value === '' ||
            value.split(',').every((s) => (ORDER_STATUSES as readonly string[]).includes(s)),
          'Choose statuses from the list.',
        ),
      ),
  ),
  /** Placed on or after this day (the shop's own day). */
  from: z.optional(isoDay),
  /** Placed on or before this day. */
  to: z.optional(isoDay),
  /** `yes`: money taken and not given back; `no`: not paid (awaiting, failed, cancelled). */
  paid: z.optional(z.enum(['yes', 'no', ''])),
  sort: z.optional(z.enum(ADMIN_ORDER_SORTS)),
  dir: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'Pages count from 1.'))),
  pageSize: z.optional(z.enum(['25', '50', '100'])),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuery>;

/** One row of the orders list. */
export const adminOrderRow = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  totalCents: z.number(),
  refundedCents: z.number(),
  itemCount: z.number(),
  /** The day the customer was promised the order. */
  arrivesBy: z.string(),
  /** The day it should leave the workshop. */
  shipsOn: z.string(),
  /** Not delivered, and the promised day has passed. */
  late: z.boolean(),
  needsReview: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** The list counts matching orders up to this many; past it, it says "10,000 or more". */
export const ORDER_COUNT_CAP = 10_000;

export const adminOrderList = z.object({
  orders: z.array(adminOrderRow),
  /** Orders matching the filters, counted up to ORDER_COUNT_CAP. */
  total: z.number(),
  /** More orders than `total` match: the count stopped at the cap. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const refundOutput = z.object({
  id: z.string(),
  amountCents: z.number(),
  reason: z.nullable(z.string()),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.string(),
  /** The payment provider's reference for the refund. */
  reference: z.nullable(z.string()),
  by: z.nullable(z.string()),
});
export type RefundView = z.infer<typeof refundOutput>;

/** An entry of an order's timeline: a move (with who made it) or an internal note. */
export const timelineEntry = z.union([
  z.object({
    type: z.literal('status'),
    at: z.string(),
    from: z.nullable(orderStatus),
    to: orderStatus,
    /** The owner's account that made the move; null when the shop did (a payment, expiry). */
    by: z.nullable(z.string()),
    note: z.nullable(z.string()),
  }),
  z.object({
    type: z.literal('note'),
    at: z.string(),
    by: z.nullable(z.string()),
    body: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** `GET /api/admin/orders/:id`: everything the owner needs to make, ship and settle an order. */
export const adminOrderView = z.object({
  id: z.string(),
  number: z.string(),
  /** Goes up with every change: a move sends the version it saw, and a stale one is refused. */
  version: z.number(),
  status: orderStatus,
  statusLabel: z.string(),
  /** The moves the status graph allows from here, for the owner's buttons. */
  nextStatuses: z.array(orderStatus),
  email: z.string(),
  customer: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** When an unpaid order is cancelled by the shop if still unpaid; null once paid or closed. */
  expiresAt: z.nullable(z.string()),
  address: orderAddressOutput,
  shipping: orderShipping,
  lines: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      quantity: z.number(),
      unitCents: z.number(),
      lineCents: z.number(),
      facts: orderLineFacts,
      /** The configured options in words: boxes, doors, drawers, colour, back panel… */
      options: z.array(z.string()),
      /** The design as it was ordered (the stored design), for the configurator and drawings. */
      design: z.record(z.string(), z.unknown()),
      /** The configurator that opens it: `/configurator` or `/configurator-inch`. */
      configuratorPath: z.string(),
      /** The parcels this line ships in. */
      parcels: z.array(parcelOutput),
    }),
  ),
  discountCode: z.nullable(z.string()),
  totals: z.object({
    subtotalCents: z.number(),
    discountCents: z.number(),
    shippingCents: z.number(),
    taxCents: z.number(),
    taxRatePercent: z.nullable(z.string()),
    totalCents: z.number(),
    refundedCents: z.number(),
  }),
  payment: z.object({
    mode: z.enum(['stripe', 'test']),
    reference: z.nullable(z.string()),
    /** The last declined card's message while unpaid. */
    message: z.nullable(z.string()),
    /** Money the order could not take: the owner must look. */
    reviewReason: z.nullable(z.string()),
  }),
  consignments: z.array(consignmentOutput),
  refunds: z.array(refundOutput),
  timeline: z.array(timelineEntry),
});
export type AdminOrderView = z.infer<typeof adminOrderView>;

const trackingNumber = z
  .string({ error: 'Enter the tracking number.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter the tracking number.'),
    z.regex(TRACKING_NUMBER_PATTERN, 'A tracking number has letters and digits only.'),
  );

/** A consignment: the carrier and a tracking number for each parcel it carries. */
export const consignmentInput = z.strictObject({
  carrier: z.enum(CARRIERS, { error: 'Choose the carrier.' }),
  trackingNumbers: z
    .array(trackingNumber)
    .check(
      z.minLength(1, 'Enter a tracking number for each parcel.'),
      z.maxLength(200, 'A consignment has at most 200 parcels.'),
    ),
});
export type ConsignmentInput = z.input<typeof consignmentInput>;

/** `POST /api/admin/orders/:id/moves`: a step along the status graph. */
export const orderMoveInput = z.strictObject({
  to: z.enum(['in_production', 'shipped', 'delivered'], {
    error: 'Choose in production, shipped or delivered.',
  }),
  /** The order's version the owner saw. */
  version: z.int().check(z.positive()),
  /** For `in_production`: the day it should leave the workshop, when it is not the promised one. */
  expectedShipDate: z.nullish(isoDay),
  /** For `shipped`: the first consignment. */
  consignment: z.nullish(consignmentInput),
});
export type OrderMoveInput = z.input<typeof orderMoveInput>;

/** `POST /api/admin/orders/:id/consignments`: another consignment of a shipped order. */
export const addConsignmentInput = z.extend(consignmentInput, {
  version: z.int().check(z.positive()),
});

export const NOTE_MAX_LENGTH = 4000;

/** `POST /api/admin/orders/:id/notes`: an internal note, never shown to the customer. */
export const orderNoteInput = z.strictObject({
  text: z
    .string({ error: 'Write the note.' })
    .check(
      z.trim(),
      z.minLength(1, 'Write the note.'),
      z.maxLength(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH} characters.`),
    ),
});

/** `POST /api/admin/orders/:id/refunds`: the whole order (no amount) or an amount of it. */
export const refundInput = z.strictObject({
  /** Cents; absent or null: everything not refunded yet. */
  amountCents: z.nullish(z.int().check(z.positive('Enter an amount above $0.00.'))),
  reason: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
  /**
   * Made once by the page when the owner opens the refund form: the same refund sent twice (a
   * double click, a retried request) refunds once.
   */
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'The refund key is not valid.')),
  version: z.int().check(z.positive()),
});
export type RefundInput = z.input<typeof refundInput>;

/** `POST /api/admin/orders/:id/cancel`: an unpaid order called off. */
export const cancelInput = z.strictObject({
  version: z.int().check(z.positive()),
  reason: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
});

const orderIds = z
  .array(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'That is not an order id.')))
  .check(
    z.minLength(1, 'Select at least one order.'),
    z.maxLength(MAX_BULK_ORDERS, `Select at most ${MAX_BULK_ORDERS} orders.`),
  );

/** `POST /api/admin/orders/bulk/production`: selected paid orders into production. */
export const bulkProductionInput = z.strictObject({
  orderIds,
  expectedShipDate: z.nullish(isoDay),
});

/** One order's outcome in a bulk action. */
export const bulkResult = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      number: z.nullable(z.string()),
      ok: z.boolean(),
      message: z.nullable(z.string()),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** `GET /api/admin/documents?ids=…`: the orders whose packing slips or invoices are printed. */
export const documentsQuery = z.strictObject({
  ids: z.string().check(z.minLength(1, 'Select at least one order.')),
});

/** `GET /api/admin/production-sheet?ids=…`: the sheet as JSON, or its cut list as CSV. */
export const productionSheetQuery = z.extend(documentsQuery, {
  format: z.optional(z.enum(['json', 'csv'])),
});

/** `GET /api/admin/audit`: the audit log, newest first. */
export const auditQuery = z.strictObject({
  /** Part of the e-mail of the account that made the change. */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  entityType: z.optional(z.string().check(z.maxLength(40))),
  entityId: z.optional(z.string().check(z.maxLength(100))),
  action: z.optional(z.string().check(z.maxLength(60))),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'Pages count from 1.'))),
});

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** The account's e-mail, or `command line` / `the shop` for what no account did. */
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  summary: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** `GET /api/admin/dashboard`. */
export const dashboardOutput = z.object({
  /** The shop's today, YYYY-MM-DD. */
  today: z.string(),
  /** Paid or in production, due to leave the workshop by the end of this week. */
  toMake: z.array(adminOrderRow),
  /** In production: made, or being made, and not shipped yet. */
  toShip: z.array(adminOrderRow),
  /** Not delivered, and the promised day has passed. */
  late: z.array(adminOrderRow),
  /** Money taken in each of the last twelve weeks (Monday to Sunday), refunds taken off. */
  revenueByWeek: z.array(
    z.object({ weekStart: z.string(), orders: z.number(), revenueCents: z.number() }),
  ),
  failedMail: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      attempts: z.number(),
      lastError: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardOutput>;

const sheetSize = { lengthIn: z.number(), widthIn: z.number(), thicknessIn: z.number() };

const cutListRow = z.object({
  partName: z.string(),
  ...sheetSize,
  lengthMm: z.number(),
  widthMm: z.number(),
  thicknessMm: z.number(),
  board: z.string(),
  finish: z.string(),
  quantity: z.number(),
});

const sheetTotals = z.object({
  pieces: z.number(),
  edgeBandingIn: z.number(),
  cableOpenings: z.number(),
  hardware: z.record(z.string(), z.number()),
  weightLb: z.number(),
});

const sheet = z.object({
  lines: z.array(
    z.object({
      label: z.string(),
      dimensions: z.string(),
      finish: z.string(),
      quantity: z.number(),
      unitWeightLb: z.number(),
      panels: z.array(cutListRow),
      parcelNumbers: z.array(z.number()),
      totals: sheetTotals,
    }),
  ),
  parcels: z.union([
    z.object({
      ok: z.literal(true),
      parcels: z.array(
        z.object({
          number: z.number(),
          dimensionsIn: z.object({
            lengthIn: z.number(),
            widthIn: z.number(),
            heightIn: z.number(),
          }),
          weightLb: z.number(),
          units: z.number(),
          labels: z.array(z.string()),
        }),
      ),
    }),
    z.object({ ok: z.literal(false), reason: z.string() }),
  ]),
  totals: sheetTotals,
});

/**
 * `GET /api/admin/production-sheet`: the workshop's sheet of the selected orders, made by the
 * server from the designs they froze (src/domain/production/sheet.ts, docs/rules/production.md):
 * what the admin reads of it.
 */
export const productionSheetOutput = z.object({
  sheet: z.object({
    orders: z.array(z.object({ orderNumber: z.string(), sheet })),
    panels: z.array(
      z.extend(cutListRow, {
        sources: z.array(z.object({ label: z.string(), quantity: z.number() })),
      }),
    ),
    totals: sheetTotals,
  }),
  /** The workshop's words for each fitting, in the order a sheet lists them. */
  hardwareNames: z.record(z.string(), z.string()),
});

// ---- Discount codes (docs/decisions/010-checkout-money.md): the owner's codes, as checkout judges them. ----

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a code is now: the first that holds of inactive, not yet valid, expired, used up, active. */
export const DISCOUNT_CODE_STATUSES = [
  'active',
  'inactive',
  'scheduled',
  'expired',
  'used_up',
] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];

export const DISCOUNT_CODE_DESCRIPTION_MAX_LENGTH = 200;

/** One code of the list. Days are the shop's own; the window holds both its days whole. */
export const discountCodeRow = z.object({
  id: z.string(),
  /** Upper case: checkout finds it whatever case a customer types. */
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentOff: z.nullable(z.number()),
  amountOffCents: z.nullable(z.number()),
  minimumSubtotalCents: z.number(),
  /** The first day it works; null for always. */
  validFrom: z.nullable(z.string()),
  /** The last day it works; null for no end. */
  validUntil: z.nullable(z.string()),
  usageLimit: z.nullable(z.number()),
  /** Uses held now: paid orders and unpaid ones not yet cancelled, as the usage limit counts. */
  timesUsed: z.number(),
  /** Orders that paid with it (and were not cancelled). */
  paidUses: z.number(),
  /** Some order, of any status, names it: it can be deactivated but not deleted or renamed. */
  used: z.boolean(),
  active: z.boolean(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  description: z.nullable(z.string()),
  /** Goes up with every change the owner makes: an edit sends the version it saw. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRow>;

export const discountCodeList = z.object({
  codes: z.array(discountCodeRow),
  /** The shop's today, YYYY-MM-DD, that the statuses were judged on. */
  today: z.string(),
});
export type DiscountCodeList = z.infer<typeof discountCodeList>;

const codeText = z
  .string({ error: 'Enter the code.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter the code.'),
    z.maxLength(40, 'A code has at most 40 characters.'),
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
      'Use letters, digits, - and _ only, starting with a letter or digit.',
    ),
  );

/**
 * `POST /api/admin/discount-codes`: a new code. The percentage is asked for with `percent`, the
 * amount with `fixed`; what one needs of the other fields, and the window's order, the server
 * checks and answers naming the field.
 */
export const discountCodeInput = z.strictObject({
  /** Any case: it is kept upper case, and no two codes differ by case alone. */
  code: codeText,
  kind: z.enum(DISCOUNT_KINDS, { error: 'Choose a percentage or a fixed amount.' }),
  /** For `percent`: 1 to 100, at most two decimals. */
  percentOff: z.nullish(
    z.number({ error: 'Enter the percentage off.' }).check(
      z.gte(1, 'A percentage is at least 1 %.'),
      z.lte(100, 'A percentage is at most 100 %.'),
      z.refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'A percentage has at most two decimals.',
      ),
    ),
  ),
  /** For `fixed`: cents off. */
  amountOffCents: z.nullish(
    z
      .int({ error: 'Enter the amount off in whole cents.' })
      .check(
        z.positive('Enter an amount above $0.00.'),
        z.lte(100_000_000, 'Enter an amount of at most $1,000,000.00.'),
      ),
  ),
  /** Cents an order's subtotal needs; absent or null for none. */
  minimumSubtotalCents: z.nullish(
    z
      .int({ error: 'Enter the minimum subtotal in whole cents.' })
      .check(
        z.gte(0, 'The minimum subtotal is $0.00 or more.'),
        z.lte(100_000_000, 'Enter a minimum of at most $1,000,000.00.'),
      ),
  ),
  /** The first day it works (the shop's day); absent or null for always. */
  validFrom: z.nullish(isoDay),
  /** The last day it works; absent or null for no end. */
  validUntil: z.nullish(isoDay),
  /** How many orders may use it; absent or null for no limit. */
  usageLimit: z.nullish(
    z
      .int({ error: 'Enter the usage limit as a whole number.' })
      .check(
        z.gte(1, 'The usage limit is at least 1, or none.'),
        z.lte(10_000_000, 'The usage limit is at most 10,000,000.'),
      ),
  ),
  /** For the owner only; never shown to customers. */
  description: z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          DISCOUNT_CODE_DESCRIPTION_MAX_LENGTH,
          `A note has at most ${DISCOUNT_CODE_DESCRIPTION_MAX_LENGTH} characters.`,
        ),
      ),
  ),
});
export type DiscountCodeInput = z.input<typeof discountCodeInput>;
export type DiscountCodeSettings = z.output<typeof discountCodeInput>;

/** `PATCH /api/admin/discount-codes/:id`: the code as it should be, and the version it was made from. */
export const discountCodeEdit = z.extend(discountCodeInput, {
  version: z.int().check(z.positive()),
});
export type DiscountCodeEdit = z.input<typeof discountCodeEdit>;

/** `POST /api/admin/discount-codes/:id/deactivate` and `/activate`. */
export const discountCodeSwitch = z.strictObject({
  version: z.int().check(z.positive()),
});

// ---- The About page's sections (docs/decisions/019-storefront-content-and-pictures.md). ----

export const ABOUT_TITLE_MAX_LENGTH = 200;
export const ABOUT_CONTENT_MAX_LENGTH = 5_000;

/** One section as the owner keeps it, active or not, in the page's order. */
export const adminAboutSection = z.object({
  id: z.string(),
  sectionKey: z.string(),
  title: z.string(),
  /** Plain text; a blank line starts a new paragraph, as the About page shows it. */
  content: z.string(),
  /** A picture the image store serves (`/api/images/…`), or null for none. */
  imageUrl: z.nullable(z.string()),
  active: z.boolean(),
  sortOrder: z.number(),
  /** Goes up with every change the owner makes: an edit sends the version it saw. */
  version: z.number(),
});
export type AdminAboutSection = z.infer<typeof adminAboutSection>;

export const adminAboutList = z.object({
  sections: z.array(adminAboutSection),
  /** The pictures a section may show, by address, as the image store serves them. */
  pictures: z.array(z.string()),
});
export type AdminAboutList = z.infer<typeof adminAboutList>;

/** `POST /api/admin/about-sections`: a new section, placed last. */
export const aboutSectionInput = z.strictObject({
  sectionKey: z
    .string({ error: 'Enter the section key.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the section key.'),
      z.maxLength(60, 'A section key has at most 60 characters.'),
      z.regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'Use lower-case letters and digits, words joined by single hyphens (founder-1).',
      ),
    ),
  title: z
    .string({ error: 'Enter the title.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the title.'),
      z.maxLength(
        ABOUT_TITLE_MAX_LENGTH,
        `A title has at most ${ABOUT_TITLE_MAX_LENGTH} characters.`,
      ),
    ),
  content: z
    .string({ error: 'Enter the text.' })
    .check(
      z.trim(),
      z.maxLength(
        ABOUT_CONTENT_MAX_LENGTH,
        `The text has at most ${ABOUT_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
      ),
    ),
  /** One of the list's pictures, or null for none. */
  imageUrl: z.nullable(z.string()),
  active: z.boolean(),
});
export type AboutSectionInput = z.input<typeof aboutSectionInput>;
export type AboutSectionSettings = z.output<typeof aboutSectionInput>;

/** `PATCH /api/admin/about-sections/:id`: the section as it should be, and the version it was made from. */
export const aboutSectionEdit = z.extend(aboutSectionInput, {
  version: z.int().check(z.positive()),
});
export type AboutSectionEdit = z.input<typeof aboutSectionEdit>;

/** `POST /api/admin/about-sections/:id/move`: one place up or down the page. */
export const aboutSectionMove = z.strictObject({
  direction: z.enum(['up', 'down']),
  version: z.int().check(z.positive()),
});
export type AboutSectionMove = z.input<typeof aboutSectionMove>;
