import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { useAdminOrder } from '../api/order.ts';
import { documentsPath } from '../orders/bulk-actions.tsx';
import { backToList } from '../orders/list-state.ts';
import { AdminPage, Mark, QueryState } from '../ui/admin-page.tsx';
import { formatMoment } from '../ui/format.ts';
import { OrderActions, ORDER_STATUS_ID } from './order-actions.tsx';
import { DeliveryFacts, PaymentFacts, ShippingFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import { Timeline } from './timeline.tsx';

const printLinkClass = buttonVariants({ variant: 'secondary', size: 'small' });

/** The order's printed documents: its production sheet, a packing slip per consignment, its invoice. */
function PrintLinks({ order }: { order: AdminOrderView }) {
  const ids = [order.id];
  return (
    <nav aria-label="Print" className="flex flex-wrap gap-2">
      <Link to={documentsPath('sheets', ids)} className={printLinkClass}>
        <Printer aria-hidden />
        Production sheet
      </Link>
      {order.consignments.length === 0 ? (
        <Link to={documentsPath('packing-slips', ids)} className={printLinkClass}>
          <Printer aria-hidden />
          Packing slip
        </Link>
      ) : (
        order.consignments.map((consignment) => (
          <Link
            key={consignment.id}
            to={`${documentsPath('packing-slips', ids)}&consignment=${consignment.number}`}
            className={printLinkClass}
          >
            <Printer aria-hidden />
            Packing slip {consignment.number}
          </Link>
        ))
      )}
      <Link to={documentsPath('invoices', ids)} className={printLinkClass}>
        <Printer aria-hidden />
        Invoice
      </Link>
    </nav>
  );
}

function OrderView({ order }: { order: AdminOrderView }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1 text-sm">
          <p id={ORDER_STATUS_ID} tabIndex={-1} className="text-base outline-none">
            Status: <strong className="font-semibold">{order.statusLabel}</strong>{' '}
            {order.payment.reviewReason && <Mark tone="warn">Needs review</Mark>}
          </p>
          <p className="text-ink-muted">
            Placed {formatMoment(order.createdAt)} by {order.email}
          </p>
        </div>
        <PrintLinks order={order} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <OrderActions order={order} />
          <OrderLines order={order} />
          <Timeline order={order} />
        </div>
        <div className="grid content-start gap-4">
          <DeliveryFacts order={order} />
          <ShippingFacts order={order} />
          <PaymentFacts order={order} />
        </div>
      </div>
    </div>
  );
}

/** `/admin/orders/:id`: one order, everything needed to make, ship and settle it. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const { state } = useLocation();
  const title = order.data ? `Order ${order.data.number}` : 'Order';
  return (
    <AdminPage
      title={title}
      actions={
        <Link
          to={backToList(state)}
          className="inline-flex min-h-11 items-center gap-1 text-sm underline underline-offset-4 print:hidden"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All orders
        </Link>
      }
    >
      {!order.data && (
        <QueryState
          query={order}
          loading="Loading the order..."
          failed="The order could not be loaded. Please try again."
        />
      )}
      {order.data && <OrderView order={order.data} />}
    </AdminPage>
  );
}
