import type {
  AdminOrderList,
  AdminOrderRow,
  AdminOrderView,
  Dashboard,
} from '../../../contract/admin.ts';
import type { Session } from '../../entities/session/session.ts';
import { boxes } from '../../testing/items.ts';

export const OWNER: Session = {
  status: 'signed-in',
  user: { id: 'owner-1', email: 'owner@example.com', isAdmin: true },
};

export const CUSTOMER: Session = {
  status: 'signed-in',
  user: { id: 'u-1', email: 'ada@example.com' },
};

export const ORDER_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** A row of the orders list: a paid order of one piece, unless told otherwise. */
export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: ORDER_ID,
    number: 'BC-261129-ABCD',
    status: 'paid',
    statusLabel: 'Paid',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    createdAt: '2026-11-29T18:00:00.000Z',
    paidAt: '2026-11-29T18:01:00.000Z',
    totalCents: 123_400,
    refundedCents: 0,
    itemCount: 1,
    arrivesBy: '2026-12-18',
    shipsOn: '2026-12-11',
    late: false,
    needsReview: false,
    ...overrides,
  };
}

export function orderList(
  orders: AdminOrderRow[],
  { total = orders.length, totalCapped = false, page = 1, pageSize = 25 } = {},
): AdminOrderList {
  return { orders, total, totalCapped, page, pageSize };
}

/** A paid order of one two-box bookcase, shipping in two parcels, as the admin reads it. */
export function adminOrder(overrides: Partial<AdminOrderView> = {}): AdminOrderView {
  const parcel = {
    weightLb: 31.5,
    boxCount: 1,
    dimensionsIn: { lengthIn: 16, widthIn: 16, heightIn: 15 },
  };
  return {
    id: ORDER_ID,
    number: 'BC-261129-ABCD',
    version: 3,
    status: 'paid',
    statusLabel: 'Paid',
    nextStatuses: ['in_production', 'refunded'],
    email: 'ada@example.com',
    customer: { id: 'u-1', name: 'Ada Lovelace' },
    createdAt: '2026-11-29T18:00:00.000Z',
    paidAt: '2026-11-29T18:01:00.000Z',
    expiresAt: null,
    address: {
      fullName: 'Ada Lovelace',
      line1: '12 Analytical Way',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      company: null,
      phone: '512-555-0100',
      residential: true,
      deliveryBasis: { by: 'customer', company: false },
    },
    shipping: {
      serviceType: 'FEDEX_GROUND',
      serviceName: 'FedEx Ground',
      packagingType: 'YOUR_PACKAGING',
      transitDays: 4,
      source: 'sandbox',
      shipsOn: '2026-12-11',
      arrivesBy: '2026-12-18',
      parcels: [parcel, parcel],
    },
    lines: [
      {
        // Counted from 0, as the server keeps them.
        position: 0,
        name: 'Custom Bookcase',
        quantity: 1,
        unitCents: 110_000,
        lineCents: 110_000,
        facts: { dimensions: '26" W x 13" H x 13" D', weightLb: 63, kind: 'cell', finish: 'Black' },
        options: ['2 standard boxes', '2 doors', 'Back panel'],
        design: {
          designType: 'bookcase',
          configurations: boxes(0, 13),
          showBackPanel: true,
          backPanelDoubleSided: false,
          selectedColor: '#1F2937',
          selectedTexture: null,
        },
        configuratorPath: '/configurator',
        parcels: [parcel, parcel],
      },
    ],
    discountCode: null,
    totals: {
      subtotalCents: 110_000,
      discountCents: 0,
      shippingCents: 4_000,
      taxCents: 9_400,
      taxRatePercent: '8.25',
      totalCents: 123_400,
      refundedCents: 0,
    },
    payment: { mode: 'test', reference: 'test_pi_123', message: null, reviewReason: null },
    consignments: [],
    refunds: [],
    timeline: [
      {
        type: 'status',
        at: '2026-11-29T18:00:00.000Z',
        from: null,
        to: 'pending_payment',
        by: null,
        note: null,
      },
      {
        type: 'status',
        at: '2026-11-29T18:01:00.000Z',
        from: 'pending_payment',
        to: 'paid',
        by: null,
        note: null,
      },
    ],
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-12-07',
    toMake: [orderRow()],
    toShip: [],
    late: [],
    revenueByWeek: [
      { weekStart: '2026-11-23', orders: 2, revenueCents: 246_800 },
      { weekStart: '2026-11-30', orders: 1, revenueCents: 123_400 },
    ],
    failedMail: [],
    ...overrides,
  };
}
