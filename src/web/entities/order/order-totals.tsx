import type { OrderView } from '../../../contract/checkout.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { cn } from '../../lib/cn.ts';

// Its own module: checkout shows the totals without the rest of an order's page.

const money = (amount: number) => formatCents(cents(amount));

/** How an order's total is made: subtotal, discount, shipping, sales tax. */
export function OrderTotals({
  order,
  className,
}: {
  order: Pick<OrderView, 'totals' | 'discountCode'>;
  className?: string;
}) {
  const { totals } = order;
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-y-1 text-sm', className)}>
      <dt>Subtotal</dt>
      <dd className="text-right tabular-nums">{money(totals.subtotalCents)}</dd>
      {totals.discountCents > 0 && (
        <>
          <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
          <dd className="text-right tabular-nums">−{money(totals.discountCents)}</dd>
        </>
      )}
      <dt>Shipping</dt>
      <dd className="text-right tabular-nums">{money(totals.shippingCents)}</dd>
      <dt>Sales tax</dt>
      <dd className="text-right tabular-nums">{money(totals.taxCents)}</dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums">{money(totals.totalCents)}</dd>
    </dl>
  );
}
