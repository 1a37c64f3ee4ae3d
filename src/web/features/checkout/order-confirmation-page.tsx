import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OrderView } from '../../../contract/checkout.ts';
import { isPaid } from '../../../domain/orders/status.ts';
import { dollarsOf, cents } from '../../../domain/pricing/money.ts';
import { fetchOrder, orderTokenFor } from '../../entities/order/order-api.ts';
import { OrderDetailPart, preloadOrderDetail } from '../../entities/order/order-detail-part.tsx';
import { analytics } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api-client.ts';
import { getPublicConfig } from '../../lib/public-config.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const PURCHASES_KEY = 'purchases-reported';

/** The purchase event, once per order in this browser however often the page is opened. */
function reportPurchase(order: OrderView): void {
  let reported: string[];
  try {
    reported = JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]') as string[];
  } catch {
    reported = [];
  }
  if (reported.includes(order.id)) return;
  const brand = getPublicConfig().brandName;
  analytics.ecommerce('purchase', {
    transaction_id: order.number,
    value: dollarsOf(cents(order.totals.totalCents)),
    tax: dollarsOf(cents(order.totals.taxCents)),
    shipping: dollarsOf(cents(order.totals.shippingCents)),
    ...(order.discountCode ? { coupon: order.discountCode } : {}),
    items: order.lines.map((line, index) => ({
      item_id: `${order.number}-${index + 1}`,
      item_name: line.name,
      price: dollarsOf(cents(line.unitCents)),
      quantity: line.quantity,
      item_brand: brand,
      item_category: 'furniture',
      configurator_type: line.facts.kind === 'inch' ? 'inch' : 'cella',
    })),
  });
  localStorage.setItem(PURCHASES_KEY, JSON.stringify([...reported.slice(-49), order.id]));
}

/** The confirmation after payment: the order, its arrival date and what happens next. */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => fetchOrder(orderId!),
    enabled: orderId !== null,
  });
  useEffect(preloadOrderDetail, []);
  useEffect(() => {
    // A refunded order was bought first; a cancelled one never was.
    if (order.data && (isPaid(order.data.status) || order.data.status === 'refunded')) {
      reportPurchase(order.data);
    }
  }, [order.data]);

  if (orderId === null) {
    return (
      <Page title="Order Confirmation" intro={<p>There is no order to show here.</p>}>
        <p>
          Your order confirmation e-mail has a link to your order.{' '}
          <Link to="/profile/order-status" className="underline underline-offset-4">
            Signed-in customers see their orders under Order status.
          </Link>
        </p>
      </Page>
    );
  }
  if (order.isPending) {
    return (
      <Page title="Order Confirmation">
        <Spinner label="Loading your order" />
      </Page>
    );
  }
  if (order.isError || !order.data) {
    return (
      <Page title="Order Confirmation">
        <p role="alert">
          {order.error instanceof ApiError
            ? order.error.message
            : 'Your order could not be loaded. Please try again.'}
        </p>
      </Page>
    );
  }
  const { status, number } = order.data;
  const paid = isPaid(status);
  return (
    <Page
      title={paid ? 'Thank You for Your Order' : 'Order Confirmation'}
      intro={
        paid ? (
          <p>
            Order {number} is paid. We have e-mailed a confirmation to {order.data.email}.
          </p>
        ) : status === 'cancelled' ? (
          <p>Order {number} was cancelled before it was paid: nothing was charged.</p>
        ) : status === 'refunded' ? (
          <p>Order {number} was refunded in full.</p>
        ) : (
          <p>Order {number} is waiting for payment.</p>
        )
      }
    >
      <OrderDetailPart order={order.data} token={orderTokenFor(order.data.id)} />
      <section aria-labelledby="next-steps" className="mt-10 max-w-2xl space-y-2">
        <h2 id="next-steps" className="text-lg font-semibold">
          What happens next
        </h2>
        <p>
          Your pieces are cut from Baltic birch and finished in our California workshop, and for
          every custom shelf order we plant a tree. This page shows the order&apos;s status as it
          moves from production to shipping and delivery; your confirmation e-mail links back to it.
        </p>
        <p>
          <Link to="/shop" className="underline underline-offset-4">
            Continue shopping
          </Link>
        </p>
      </section>
    </Page>
  );
}

export const CheckoutSuccessPage = OrderConfirmationPage;
