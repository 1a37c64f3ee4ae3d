import { Link } from 'react-router';
import type { OrderView } from '../../../contract/checkout.ts';
import { lineFactsAfterSize } from '../../../domain/orders/line-facts.ts';
import { DimensionsText } from '../../ui/dimensions-text.tsx';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { AddressLines } from '../address/address-lines.tsx';
import { instructionsPath, OrderProgress, orderHistory } from './order-progress.tsx';
import { OrderTotals } from './order-totals.tsx';

const money = (amount: number) => formatCents(cents(amount));

const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One order as its customer sees it: number and status, what was ordered, where it ships and when
 * it should arrive, what was paid, the status history and the assembly instructions.
 */
export function OrderDetail({
  order,
  token,
  itemsHeading = `Order ${order.number}`,
}: {
  order: OrderView;
  token?: string | null;
  /** The first heading: the order's number, unless the page already names the order above it. */
  itemsHeading?: string;
}) {
  const { address, shipping } = order;
  const delivered = order.status === 'delivered';
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby={`order-${order.id}-items`} className="space-y-3">
        <h2 id={`order-${order.id}-items`} className="text-lg font-semibold">
          {itemsHeading}
        </h2>
        <p>
          Status: <strong>{order.statusLabel}</strong>
        </p>
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {order.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <span>
                {line.quantity} × {line.name}
                <span className="block text-ink-muted">
                  <DimensionsText text={line.facts.dimensions} />
                  {lineFactsAfterSize(line.facts).map((part) => ` · ${part}`)}
                </span>
              </span>
              <span className="tabular-nums">{money(line.lineCents)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} />
      </section>
      <div className="min-w-0 space-y-6">
        <section aria-labelledby={`order-${order.id}-delivery`} className="space-y-1 text-sm">
          <h2 id={`order-${order.id}-delivery`} className="text-lg font-semibold">
            Delivery
          </h2>
          <p>
            {address.fullName}
            <br />
            {address.company && (
              <>
                {address.company}
                <br />
              </>
            )}
            <AddressLines address={address} />
          </p>
          <OrderProgress order={order} token={token} />
          {order.status !== 'cancelled' && (
            // Nothing is packed for an order called off before it was paid.
            <p className="text-ink-muted">
              {shipping.parcels.length} {shipping.parcels.length === 1 ? 'parcel' : 'parcels'}:{' '}
              {shipping.parcels.map((parcel) => `${parcel.weightLb} lb`).join(', ')}
            </p>
          )}
        </section>
        <section aria-labelledby={`order-${order.id}-history`} className="text-sm">
          <h2 id={`order-${order.id}-history`} className="text-lg font-semibold">
            History
          </h2>
          <ol className="mt-2 space-y-1">
            {orderHistory(order).map((step, index) => (
              <li key={index}>
                <time dateTime={step.at}>{MOMENT.format(new Date(step.at))}</time>: {step.text}
              </li>
            ))}
          </ol>
        </section>
        {!delivered && (
          // A delivered order offers them in its Delivery section, as the thing to do next.
          <p>
            <Link
              to={instructionsPath(order.id, token)}
              className="font-medium underline underline-offset-4"
            >
              Assembly instructions for this order
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
