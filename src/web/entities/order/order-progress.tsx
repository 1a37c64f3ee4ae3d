import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ConsignmentView, OrderView } from '../../../contract/checkout.ts';
import { formatLongDay } from '../../../domain/orders/days.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { CheckOutAgain } from './check-out-again.tsx';

// Where an order stands, in its customer's words: the Delivery section's sentences at each status,
// the parcels' tracking, money given back, and the History list.

const money = (amount: number) => formatCents(cents(amount));

/** A moment's day where the customer is: "Monday, November 30, 2026". */
const DAY_OF_MOMENT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const dayOf = (iso: string) => DAY_OF_MOMENT.format(new Date(iso));
const SHORT_DAY_OF_MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The path of the order's assembly instructions, with the token that opens it for a guest. */
export function instructionsPath(orderId: string, token: string | null | undefined): string {
  return `/assembly-instructions/${orderId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** When the order last reached a status, from its history. */
function reached(order: OrderView, status: OrderStatus): string | null {
  return order.history.findLast((step) => step.status === status)?.at ?? null;
}

function Refunds({ order }: { order: OrderView }) {
  if (order.refunds.length === 0) return null;
  return (
    <>
      {order.refunds.map((refund, index) => (
        <p key={index}>
          {money(refund.amountCents)} was refunded to your card on {dayOf(refund.at)}.
        </p>
      ))}
      <p className="text-ink-muted">
        Banks usually show a refund on the card within 5 to 10 business days.
      </p>
    </>
  );
}

/** One parcel's tracking: a link to the carrier's page, or the number for a carrier without one. */
function ParcelTracking({
  consignment,
  index,
  newTabNote,
}: {
  consignment: ConsignmentView;
  index: number;
  newTabNote: string;
}) {
  const parcel = consignment.parcels[index]!;
  const which = `parcel ${index + 1} of ${consignment.parcels.length}`;
  // Tracking numbers run to 30 characters without a space: they break anywhere on a phone.
  const number = <span className="break-all">{parcel.trackingNumber}</span>;
  if (parcel.trackingUrl === null) {
    return (
      <>
        Parcel {index + 1} of {consignment.parcels.length}: {consignment.carrierName} {number}
      </>
    );
  }
  return (
    // The shop's Referrer-Policy tells the carrier only the shop's origin, never the order's
    // address with its token; noopener keeps the carrier's page from reaching back into this one.
    <a
      href={parcel.trackingUrl}
      target="_blank"
      rel="noopener"
      aria-describedby={newTabNote}
      className="inline-flex min-h-11 items-center gap-1 font-medium underline underline-offset-4"
    >
      <span>
        Track {which} ({consignment.carrierName} {number})
      </span>
      <ExternalLink aria-hidden className="size-4 shrink-0" />
    </a>
  );
}

/** What has left the workshop: each shipment with its carrier, and each parcel's tracking. */
function Tracking({ order }: { order: OrderView }) {
  const newTabNote = useId();
  const { consignments } = order;
  if (consignments.length === 0) return null;
  return (
    <div className="space-y-3 pt-2">
      <p id={newTabNote} className="sr-only">
        Opens the carrier’s tracking page in a new tab
      </p>
      {consignments.map((consignment) => (
        <div key={consignment.id}>
          <h3 className="font-medium">
            {consignments.length > 1 ? `Shipment ${consignment.number}: ` : ''}
            {consignment.carrierName}, sent{' '}
            {SHORT_DAY_OF_MOMENT.format(new Date(consignment.createdAt))}
          </h3>
          <ul>
            {consignment.parcels.map((parcel, index) => (
              <li key={`${index}-${parcel.trackingNumber}`}>
                <ParcelTracking consignment={consignment} index={index} newTabNote={newTabNote} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The assembly instructions, as the first thing to do once the furniture has arrived. */
function InstructionsAction({ order, token }: { order: OrderView; token?: string | null }) {
  return (
    <p className="pt-2">
      <Link
        to={instructionsPath(order.id, token)}
        className={buttonVariants({ variant: 'primary' })}
      >
        Open the assembly instructions
      </Link>
    </p>
  );
}

/** The sentence that says where the order stands, and what comes next. */
function Standing({ order, token }: { order: OrderView; token?: string | null }) {
  const { shipping } = order;
  const arrivesBy = <strong>{formatLongDay(shipping.arrivesBy)}</strong>;
  switch (order.status) {
    case 'pending_payment':
    case 'payment_failed':
      // Making starts once the order is paid; the dates are set then.
      return (
        <p>
          {shipping.serviceName}: made to order once paid, then shipped. Paid today, it would arrive
          by {arrivesBy} at the earliest.
        </p>
      );
    case 'paid':
      return (
        <p>
          {shipping.serviceName}: made to order and shipped by {formatLongDay(shipping.shipsOn)},
          arriving by {arrivesBy}.
        </p>
      );
    case 'in_production':
      return (
        <p>
          Being made in our workshop: it should leave by {formatLongDay(shipping.shipsOn)} and reach
          you by {arrivesBy}.
        </p>
      );
    case 'shipped':
      return <p>On its way to you: it should arrive by {arrivesBy}.</p>;
    case 'delivered': {
      const on = reached(order, 'delivered');
      return (
        <>
          <p>
            <strong>Delivered{on ? ` on ${dayOf(on)}` : ''}.</strong> The assembly instructions take
            you through each piece, step by step.
          </p>
          <InstructionsAction order={order} token={token} />
        </>
      );
    }
    case 'refunded':
      return (
        <p>
          <strong>This order was refunded in full</strong>
          {order.consignments.length === 0 ? ' and will not be shipped.' : '.'}
        </p>
      );
    case 'cancelled':
      if (order.cancelledBecause === 'expired') {
        return (
          <>
            <p>
              <strong>This order expired:</strong> it was not paid within a day, so nothing was
              charged and it was cancelled.
            </p>
            <CheckOutAgain order={order} token={token ?? null} />
          </>
        );
      }
      return (
        <p>
          <strong>We cancelled this order</strong> before it was paid, so nothing was charged.
          Questions?{' '}
          <Link to="/contact" className="underline underline-offset-4">
            Write to us
          </Link>
          .
        </p>
      );
    default: {
      const unknown: never = order.status;
      throw new Error(`no such order status: ${String(unknown)}`);
    }
  }
}

/**
 * The order's progress for the Delivery section: where it stands, the money given back, and
 * the tracking of what has left the workshop.
 */
export function OrderProgress({ order, token }: { order: OrderView; token?: string | null }) {
  return (
    <>
      <Standing order={order} token={token} />
      <Refunds order={order} />
      <Tracking order={order} />
    </>
  );
}

/** A step of the History list: when, and what happened. */
export interface HistoryEntry {
  readonly at: string;
  readonly text: string;
}

function stepText(order: OrderView, status: OrderStatus, index: number): string {
  switch (status) {
    case 'pending_payment':
      return index === 0 ? 'Order placed, awaiting payment' : 'Awaiting payment';
    case 'payment_failed':
      return 'Payment failed';
    case 'paid':
      return 'Paid';
    case 'in_production':
      return 'In production in our workshop';
    case 'shipped': {
      const first = order.consignments[0];
      return first ? `Shipped with ${first.carrierName}` : 'Shipped';
    }
    case 'delivered':
      return 'Delivered';
    case 'cancelled':
      return order.cancelledBecause === 'expired'
        ? 'Cancelled: not paid within a day'
        : 'Cancelled by the shop';
    case 'refunded':
      return 'Refunded in full';
    default: {
      const unknown: never = status;
      throw new Error(`no such order status: ${String(unknown)}`);
    }
  }
}

/**
 * Every step of the order, oldest first: its statuses, each later shipment and each refund. A
 * refund that settles the whole order says so itself, in place of the status step beside it.
 */
export function orderHistory(order: OrderView): HistoryEntry[] {
  const whole = order.status === 'refunded' && order.refunds.length > 0;
  const steps = order.history.flatMap((step, index) =>
    whole && step.status === 'refunded'
      ? []
      : [{ at: step.at, text: stepText(order, step.status, index) }],
  );
  const shipments = order.consignments.slice(1).map((consignment) => ({
    at: consignment.createdAt,
    text: `More shipped with ${consignment.carrierName}`,
  }));
  const refunds = order.refunds.map((refund, index, all) => {
    const last = index === all.length - 1;
    if (whole && last) {
      return {
        at: refund.at,
        text:
          all.length === 1
            ? `Refunded in full: ${money(refund.amountCents)} to your card`
            : `Refunded the remaining ${money(refund.amountCents)} to your card: refunded in full`,
      };
    }
    return { at: refund.at, text: `Refunded ${money(refund.amountCents)} to your card` };
  });
  // A stable sort: a step and a refund at the same moment keep that order.
  return [...steps, ...shipments, ...refunds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
