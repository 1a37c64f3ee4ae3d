import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkTransition,
  isOrderStatus,
  isPaid,
  isPayable,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from './status.ts';
import type { OrderStatus } from './status.ts';

/** Every allowed step, written out once more so a change to the graph is a deliberate one. */
const ALLOWED: readonly [OrderStatus, OrderStatus][] = [
  ['pending_payment', 'paid'],
  ['pending_payment', 'payment_failed'],
  ['pending_payment', 'cancelled'],
  ['payment_failed', 'pending_payment'],
  ['payment_failed', 'paid'],
  ['payment_failed', 'cancelled'],
  ['paid', 'in_production'],
  ['paid', 'refunded'],
  ['in_production', 'shipped'],
  ['in_production', 'refunded'],
  ['shipped', 'delivered'],
  ['shipped', 'refunded'],
  ['delivered', 'refunded'],
];

describe('the order status graph', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(allowed);
    expect(checkTransition(from, to).ok).toBe(allowed);
  });

  it('leads from a new order to delivery along the happy path', () => {
    const path: OrderStatus[] = [
      'pending_payment',
      'paid',
      'in_production',
      'shipped',
      'delivered',
    ];
    for (let index = 1; index < path.length; index += 1) {
      expect(canTransition(path[index - 1]!, path[index]!)).toBe(true);
    }
  });

  it('explains a refused step', () => {
    expect(checkTransition('shipped', 'pending_payment')).toEqual({
      ok: false,
      message: 'An order that is shipped cannot become awaiting payment.',
    });
    expect(checkTransition('paid', 'paid')).toEqual({
      ok: false,
      message: 'The order is already paid.',
    });
    expect(checkTransition('cancelled', 'paid')).toEqual({
      ok: false,
      message: 'An order that is cancelled cannot become paid.',
    });
  });

  it('ends at cancelled and refunded', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
  });
});

describe('status groups', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ['pending_payment', false, true],
    ['payment_failed', false, true],
    ['paid', true, false],
    ['in_production', true, false],
    ['shipped', true, false],
    ['delivered', true, false],
    ['cancelled', false, false],
    ['refunded', false, false],
  ])('%s: paid %s, payable %s', (status, paid, payable) => {
    expect(isPaid(status)).toBe(paid);
    expect(isPayable(status)).toBe(payable);
    expect(ORDER_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z ]+$/);
  });

  it.each([
    ['paid', true],
    ['shipping', false],
    [3, false],
    [null, false],
  ])('%j is a status: %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});
