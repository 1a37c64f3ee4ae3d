/**
 * An order's life: it waits for payment, is paid, made, shipped and delivered; a payment can fail
 * (and the order stays payable), an unpaid order can be cancelled, and a paid one refunded.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every allowed step; anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'payment_failed', 'cancelled'],
  // A declined card leaves the order payable: the customer tries again (pending_payment), or the
  // retried payment succeeds before the shop hears of the attempt.
  payment_failed: ['pending_payment', 'paid', 'cancelled'],
  paid: ['in_production', 'refunded'],
  in_production: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses in which the customer's money has been taken (and not given back). */
export function isPaid(status: OrderStatus): boolean {
  return (
    status === 'paid' ||
    status === 'in_production' ||
    status === 'shipped' ||
    status === 'delivered'
  );
}

/** Statuses in which the customer may still pay. */
export function isPayable(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'payment_failed';
}

export type TransitionCheck =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Whether an order may move from one status to another, with a message for the owner if not. */
export function checkTransition(from: OrderStatus, to: OrderStatus): TransitionCheck {
  if (canTransition(from, to)) return { ok: true };
  if (from === to) {
    return { ok: false, message: `The order is already ${ORDER_STATUS_LABELS[to].toLowerCase()}.` };
  }
  return {
    ok: false,
    message: `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  };
}
