import type { AdminOrderView } from '../../../../contract/admin.ts';
import { deliveryBasisText } from '../../../../domain/shipping/delivery-kind.ts';
import { AddressLines } from '../../../entities/address/address-lines.tsx';
import { Mark } from '../ui/admin-page.tsx';
import { formatDay, formatMoment, money, plural } from '../ui/format.ts';
import { parcelText } from './order-lines.tsx';

const sectionClass = 'space-y-2 rounded-lg border border-line bg-white p-4 text-sm';
const headingClass = 'text-base font-semibold';

/**
 * `A home address` or `A business address`, and why the shop priced it so: FedEx's classification,
 * the company the customer named, or FedEx not answering.
 */
function homeOrBusiness(address: AdminOrderView['address']): string {
  const what = address.residential ? 'A home address' : 'A business address';
  return `${what}: ${deliveryBasisText(address.deliveryBasis)}`;
}

/** Who ordered and where it goes: the address (a home or a business), the phone and e-mail. */
export function DeliveryFacts({ order }: { order: AdminOrderView }) {
  const { address } = order;
  return (
    <section aria-labelledby="admin-order-delivery" className={sectionClass}>
      <h2 id="admin-order-delivery" className={headingClass}>
        Ship to
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
      <p>{homeOrBusiness(address)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Phone</dt>
        <dd>{address.phone ?? 'None given'}</dd>
        <dt className="text-ink-muted">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${order.email}`} className="underline underline-offset-4">
            {order.email}
          </a>
        </dd>
        <dt className="text-ink-muted">Account</dt>
        <dd>{order.customer ? order.customer.name || 'Has an account' : 'Ordered as a guest'}</dd>
      </dl>
    </section>
  );
}

/** How it ships: the service, the promised days, the parcels and what has left the workshop. */
export function ShippingFacts({ order }: { order: AdminOrderView }) {
  const { shipping } = order;
  return (
    <section aria-labelledby="admin-order-shipping" className={sectionClass}>
      <h2 id="admin-order-shipping" className={headingClass}>
        Shipping
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Service</dt>
        <dd>
          {shipping.serviceName}
          {shipping.source === 'sandbox' && ' (sandbox quote)'}
        </dd>
        <dt className="text-ink-muted">Leaves the workshop by</dt>
        <dd>{formatDay(shipping.shipsOn)}</dd>
        <dt className="text-ink-muted">Promised to arrive by</dt>
        <dd>{formatDay(shipping.arrivesBy)}</dd>
      </dl>
      <h3 className="pt-1 font-medium">{plural(shipping.parcels.length, 'parcel')}</h3>
      <ol className="list-decimal pl-5">
        {shipping.parcels.map((parcel, index) => (
          <li key={index}>{parcelText(parcel)}</li>
        ))}
      </ol>
      {order.consignments.length > 0 && (
        <>
          <h3 className="pt-1 font-medium">Sent</h3>
          <ul className="space-y-2">
            {order.consignments.map((consignment) => (
              <li key={consignment.id}>
                Consignment {consignment.number}: {consignment.carrierName},{' '}
                {formatMoment(consignment.createdAt)}
                <ul className="list-disc pl-5">
                  {consignment.parcels.map((parcel) => (
                    <li key={parcel.trackingNumber}>
                      {parcel.trackingUrl ? (
                        <a
                          href={parcel.trackingUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="underline underline-offset-4"
                        >
                          {parcel.trackingNumber}
                          <span className="sr-only"> (opens the carrier&apos;s tracking page)</span>
                        </a>
                      ) : (
                        parcel.trackingNumber
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const REFUND_STATUS = { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' } as const;

/** What was paid and how: the totals, the payment's reference and any money given back. */
export function PaymentFacts({ order }: { order: AdminOrderView }) {
  const { totals, payment } = order;
  return (
    <section aria-labelledby="admin-order-payment" className={sectionClass}>
      <h2 id="admin-order-payment" className={headingClass}>
        Payment
      </h2>
      {payment.reviewReason && (
        <p className="rounded-md border border-danger px-3 py-2">
          <Mark tone="warn">Needs review</Mark> {payment.reviewReason}
        </p>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
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
        <dt>Sales tax{totals.taxRatePercent ? ` (${totals.taxRatePercent}%)` : ''}</dt>
        <dd className="text-right tabular-nums">{money(totals.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{money(totals.totalCents)}</dd>
        {totals.refundedCents > 0 && (
          <>
            <dt>Refunded</dt>
            <dd className="text-right tabular-nums">−{money(totals.refundedCents)}</dd>
          </>
        )}
      </dl>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-line pt-2">
        <dt className="text-ink-muted">Paid</dt>
        <dd>{order.paidAt ? formatMoment(order.paidAt) : 'Not paid'}</dd>
        <dt className="text-ink-muted">By</dt>
        <dd>
          {payment.mode === 'stripe' ? 'Card, through Stripe' : 'The test gateway (no real money)'}
        </dd>
        <dt className="text-ink-muted">Reference</dt>
        <dd className="break-all">{payment.reference ?? 'None yet'}</dd>
        {payment.message && (
          <>
            <dt className="text-ink-muted">Card declined</dt>
            <dd>{payment.message}</dd>
          </>
        )}
        {order.expiresAt && (
          <>
            <dt className="text-ink-muted">Cancelled if unpaid by</dt>
            <dd>{formatMoment(order.expiresAt)}</dd>
          </>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3 className="pt-1 font-medium">Refunds</h3>
          <ul className="space-y-1">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amountCents)} · {REFUND_STATUS[refund.status]} ·{' '}
                {formatMoment(refund.createdAt)}
                {refund.by && ` by ${refund.by}`}
                {refund.reason && <span className="block text-ink-muted">“{refund.reason}”</span>}
                {refund.reference && (
                  <span className="block text-ink-muted break-all">
                    Reference {refund.reference}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
