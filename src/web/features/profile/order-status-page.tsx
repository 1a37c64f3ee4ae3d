import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchOrder, myOrdersQuery } from '../../entities/order/order-api.ts';
import { OrderDetailPart, preloadOrderDetail } from '../../entities/order/order-detail-part.tsx';
import { orderListFacts } from '../../entities/order/order-list-facts.ts';
import { OrderStatusPill, TrackOrderLink } from '../../entities/order/order-list-status.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadFailed, ProfileFrame, profileActionLink } from './profile-frame.tsx';

function OrderOpened({ orderId }: { orderId: string }) {
  const order = useQuery({ queryKey: ['order', orderId], queryFn: () => fetchOrder(orderId) });
  useEffect(preloadOrderDetail, []);
  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError) return <LoadFailed error={order.error} />;
  return (
    <div className="grid gap-6">
      {order.data.payment.payable && (
        <Link to={`/orders/${order.data.id}`} className={profileActionLink}>
          Pay for this order
        </Link>
      )}
      <OrderDetailPart order={order.data} itemsHeading="What you ordered" />
    </div>
  );
}

export function ProfileOrderStatusPage() {
  const orders = useQuery(myOrdersQuery);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ProfileFrame
      title="Order Status"
      intro="Each of your orders, from payment through production and shipping to delivery."
    >
      {orders.isPending && <Spinner label="Loading your orders" />}
      {orders.isError && <LoadFailed error={orders.error} />}
      {orders.data && orders.data.orders.length === 0 && (
        <div className="grid gap-3">
          <p className="text-ink-muted">
            You have no orders yet. Orders you place while signed in, or with this account’s
            confirmed e-mail address, appear here with their status.
          </p>
          <Link to="/shop" className={profileActionLink}>
            Browse the shop
          </Link>
        </div>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {orders.data.orders.map((order) => (
            <li key={order.id} className="px-4 py-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <button
                  type="button"
                  aria-expanded={open === order.id}
                  onClick={() => setOpen(open === order.id ? null : order.id)}
                  className="flex min-h-11 flex-1 flex-wrap items-center justify-between gap-3 text-left"
                >
                  <span className="font-medium">Order {order.number}</span>
                  <span className="text-sm text-ink-muted">{orderListFacts(order)}</span>
                  <OrderStatusPill order={order} />
                </button>
                <TrackOrderLink order={order} />
              </div>
              {open === order.id && (
                <div className="mt-4">
                  <OrderOpened orderId={order.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProfileFrame>
  );
}
