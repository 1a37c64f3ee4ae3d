import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { OrderView } from '../../../contract/checkout.ts';
import { checkoutConfigQuery } from '../../entities/order/checkout-config.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useParams, useSearchParams } from 'react-router';
import { settlePayment } from '../../entities/order/checkout-tab.ts';
import { fetchOrder, orderTokenFor, rememberOrderToken } from '../../entities/order/order-api.ts';
import { OrderDetailPart, preloadOrderDetail } from '../../entities/order/order-detail-part.tsx';
import { openAuthDialog } from '../../entities/session/auth-dialog.ts';
import { useSession } from '../../entities/session/session.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { OrderQueryState } from './order-query-state.tsx';

const CardPayment = lazy(async () => ({
  default: (await import('../../entities/order/card-payment.tsx')).CardPayment,
}));

/** The card form for an order still waiting for its payment, or one whose card was declined. */
function PayHere({ order, onPaid }: { order: OrderView; onPaid: (paid: OrderView) => void }) {
  const config = useQuery(checkoutConfigQuery);
  return (
    <section aria-label="Pay for this order" className="mb-8 max-w-xl">
      <Suspense fallback={<Spinner label="Loading the payment form..." />}>
        <CardPayment order={order} config={config.data ?? null} onPaid={onPaid} />
      </Suspense>
    </section>
  );
}

/**
 * An order opened by the link in its e-mail (the token), or by its signed-in customer; one still
 * waiting for its payment can be paid here, from any browser that opens it.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? orderTokenFor(orderId);
  const session = useSession();
  // Read again when someone signs in: an order claimed into an account opens for its customer.
  const viewer = session.status === 'signed-in' ? session.user.id : null;
  const orderKey = ['order', orderId, token, viewer];
  const order = useQuery({
    queryKey: orderKey,
    queryFn: () => fetchOrder(orderId, token),
  });
  useEffect(preloadOrderDetail, []);
  useEffect(() => {
    if (order.data && token) rememberOrderToken(order.data.id, token);
  }, [order.data, token]);
  const queryClient = useQueryClient();
  const onPaid = (paid: OrderView) => {
    queryClient.setQueryData(orderKey, paid);
    settlePayment(paid.id, queryClient);
  };
  return (
    <Page title={order.data ? `Order ${order.data.number}` : 'Your Order'}>
      <OrderQueryState
        query={order}
        loading="Loading your order"
        failed="Your order could not be loaded. Please try again."
      />
      {order.error instanceof ApiError && order.error.kind === 'unauthorized' && !viewer && (
        <Button className="mt-4" onClick={() => openAuthDialog({ view: 'sign-in' })}>
          Sign in
        </Button>
      )}
      {order.data?.payment.payable && <PayHere order={order.data} onPaid={onPaid} />}
      {order.data && (
        <OrderDetailPart order={order.data} token={token} itemsHeading="What you ordered" />
      )}
    </Page>
  );
}
