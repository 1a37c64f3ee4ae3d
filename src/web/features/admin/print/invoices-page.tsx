import type { AdminOrderView } from '../../../../contract/admin.ts';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { useAdminDocuments } from '../api/documents.ts';
import { formatMomentDay, money } from '../ui/format.ts';
import { OrderLinesTable, PrintedAddress } from './order-lines-table.tsx';
import { DocumentHead, PrintedDocument, PrintFrame, usePrintedIds } from './print-frame.tsx';

function Invoice({ brandName, order }: { brandName: string; order: AdminOrderView }) {
  const { totals } = order;
  const row = 'flex justify-between gap-6';
  return (
    <PrintedDocument label={`Invoice for order ${order.number}`}>
      <DocumentHead brandName={brandName} kind="Invoice">
        <p className="text-lg font-semibold">{order.number}</p>
        <p>Date {formatMomentDay(order.paidAt ?? order.createdAt)}</p>
        {!order.paidAt && <p className="font-semibold">Not paid</p>}
      </DocumentHead>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <PrintedAddress heading="Bill to" order={order} withEmail />
        <PrintedAddress heading="Ship to" order={order} />
      </div>
      <OrderLinesTable order={order} prices />
      <dl className="mt-4 ml-auto grid w-full max-w-xs gap-1 tabular-nums">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className={row}>
            <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>Shipping ({order.shipping.serviceName})</dt>
          <dd>{money(totals.shippingCents)}</dd>
        </div>
        <div className={row}>
          <dt>Sales tax{totals.taxRatePercent ? ` (${totals.taxRatePercent}%)` : ''}</dt>
          <dd>{money(totals.taxCents)}</dd>
        </div>
        <div className={`${row} border-t border-ink pt-1 font-semibold`}>
          <dt>Total</dt>
          <dd>{money(totals.totalCents)}</dd>
        </div>
        {totals.refundedCents > 0 && (
          <>
            <div className={row}>
              <dt>Refunded</dt>
              <dd>−{money(totals.refundedCents)}</dd>
            </div>
            <div className={`${row} font-semibold`}>
              <dt>Paid after refunds</dt>
              <dd>{money(totals.totalCents - totals.refundedCents)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="mt-6">
        {order.paidAt
          ? `Paid by card${order.payment.reference ? `, reference ${order.payment.reference}` : ''}.`
          : 'Awaiting payment.'}
        {order.payment.mode === 'test' &&
          ' Paid through the test gateway: no real money was taken.'}
      </p>
    </PrintedDocument>
  );
}

/** `/admin/invoices?ids=…`: an invoice for each order asked for, one to a sheet of paper. */
export function InvoicesPage() {
  const ids = usePrintedIds();
  const documents = useAdminDocuments(ids);
  const { brandName } = getPublicConfig();
  return (
    <PrintFrame title={ids.length > 1 ? 'Invoices' : 'Invoice'} reads={[documents]}>
      {documents.data?.orders.map((order) => (
        <Invoice key={order.id} brandName={brandName} order={order} />
      ))}
    </PrintFrame>
  );
}
