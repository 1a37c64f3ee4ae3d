import type { OrderSummary, OrderView } from '../../contract/checkout.ts';
import { ORDER_STATUS_LABELS } from '../../domain/orders/status.ts';
import type { OrderStatus } from '../../domain/orders/status.ts';
import { boxes } from './items.ts';

// Orders as the API answers them (src/contract/checkout.ts), for page tests. Moments are at noon
// UTC, so every time zone a test machine runs in sees the same days.

export const ORDER_ID = '7d3c1a2e-5b4f-4c1d-9e8f-0a1b2c3d4e5f';

/** A bookcase of two door boxes, as an order keeps its design. */
export const ORDERED_BOOKCASE = {
  designType: 'bookcase',
  configurations: boxes(0, 13),
  showBackPanel: true,
  backPanelDoubleSided: false,
  selectedColor: '#1F2937',
  selectedTexture: null,
  inchConfig: null,
};

/**
 * A paid order for two of a bookcase ($1,197.00 each), to ship on Dec 7 and arrive by Dec 10,
 * 2026, unless told otherwise; `statusLabel` follows `status`.
 */
export function orderView(
  overrides: Partial<OrderView> & { status?: OrderStatus } = {},
): OrderView {
  const status = overrides.status ?? 'paid';
  return {
    id: ORDER_ID,
    number: 'BC-261130-ABC123',
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    email: 'ada@example.com',
    createdAt: '2026-11-30T12:00:00.000Z',
    paidAt: '2026-11-30T12:05:00.000Z',
    address: {
      fullName: 'Ada Lovelace',
      line1: '12 Analytical Way',
      line2: null,
      city: 'Portland',
      state: 'OR',
      postalCode: '97205',
      company: null,
      phone: null,
      residential: true,
      deliveryBasis: { by: 'customer', company: false },
    },
    shipping: {
      serviceType: 'FEDEX_GROUND',
      serviceName: 'FedEx Ground',
      packagingType: 'YOUR_PACKAGING',
      transitDays: 3,
      source: 'sandbox',
      shipsOn: '2026-12-07',
      arrivesBy: '2026-12-10',
      parcels: [
        { weightLb: 30, boxCount: 1, dimensionsIn: { lengthIn: 30, widthIn: 16, heightIn: 16 } },
        { weightLb: 28, boxCount: 1, dimensionsIn: { lengthIn: 30, widthIn: 16, heightIn: 16 } },
      ],
    },
    lines: [
      {
        name: 'Custom Bookcase',
        quantity: 2,
        unitCents: 119_700,
        lineCents: 239_400,
        facts: { dimensions: '26" W × 14" H × 14" D', weightLb: 28.6, kind: 'cell' },
      },
    ],
    discountCode: null,
    totals: {
      subtotalCents: 239_400,
      discountCents: 0,
      shippingCents: 12_000,
      taxCents: 0,
      totalCents: 251_400,
    },
    payment: { mode: 'test', payable: false, message: null, clientSecret: null },
    history: [
      { status: 'pending_payment', at: '2026-11-30T12:00:00.000Z' },
      { status: 'paid', at: '2026-11-30T12:05:00.000Z' },
    ],
    consignments: [],
    refundedCents: 0,
    refunds: [],
    cancelledBecause: null,
    ...overrides,
  };
}

/** The order as the account's lists show it. */
export function orderSummary(order: OrderView): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: order.statusLabel,
    createdAt: order.createdAt,
    totalCents: order.totals.totalCents,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
