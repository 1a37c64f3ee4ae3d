import type { ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { OrderDetail } from './order-detail.tsx';

// An order's view is shown only once the order has arrived: its code loads beside the order
// (preloadOrderDetail as the order is asked for), not before the page can show its spinner.

const loadOrderDetail = () => import('./order-detail.tsx').then((module) => module.OrderDetail);

/** Starts loading the order's view while the order itself is on its way. */
export function preloadOrderDetail(): void {
  // A chunk that fails to load is reported when the view is shown (lazyPart).
  loadOrderDetail().catch(() => undefined);
}

function Loading() {
  return <Spinner label="Loading your order" />;
}

function Failed() {
  return <p role="alert">Your order could not be shown. Please reload the page.</p>;
}

export const OrderDetailPart = lazyPart<ComponentProps<typeof OrderDetail>>(
  loadOrderDetail,
  'The order',
  { loading: Loading, failed: Failed },
);
