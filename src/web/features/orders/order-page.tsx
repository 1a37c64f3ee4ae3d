import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { fetchOrder, orderTokenFor, rememberOrderToken } from '../../entities/order/order-api.ts';
import { OrderDetail } from '../../entities/order/order-detail.tsx';
import { Page } from '../../ui/page.tsx';
import { OrderQueryState } from './order-query-state.tsx';

/** An order opened by the link in its e-mail (the token), or by its signed-in customer. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? orderTokenFor(orderId);
  const order = useQuery({
    queryKey: ['order', orderId, token],
    queryFn: () => fetchOrder(orderId, token),
  });
  useEffect(() => {
    if (order.data && token) rememberOrderToken(order.data.id, token);
  }, [order.data, token]);
  return (
    <Page title={order.data ? `Order ${order.data.number}` : 'Your Order'}>
      <OrderQueryState
        query={order}
        loading="Loading your order"
        failed="Your order could not be loaded. Please try again."
      />
      {order.data && <OrderDetail order={order.data} token={token} />}
    </Page>
  );
}
