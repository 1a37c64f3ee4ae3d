import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { useAdminTitle } from './admin-meta.ts';
import { AdminShell } from './admin-shell.tsx';
import { AdminPage } from './ui/admin-page.tsx';

// Each page loads on first use: the owner opening the orders list does not wait for the order
// page's drawings or the print layouts.
const DashboardPage = lazy(async () => ({
  default: (await import('./dashboard/dashboard-page.tsx')).DashboardPage,
}));

const OrdersPage = lazy(async () => ({
  default: (await import('./orders/orders-page.tsx')).OrdersPage,
}));

const OrderPage = lazy(async () => ({
  default: (await import('./order/order-page.tsx')).OrderPage,
}));

const SheetsPage = lazy(async () => ({
  default: (await import('./print/sheets-page.tsx')).SheetsPage,
}));
const PackingSlipsPage = lazy(async () => ({
  default: (await import('./print/packing-slips-page.tsx')).PackingSlipsPage,
}));
const InvoicesPage = lazy(async () => ({
  default: (await import('./print/invoices-page.tsx')).InvoicesPage,
}));
const AboutSectionsPage = lazy(async () => ({
  default: (await import('./about/about-sections-page.tsx')).AboutSectionsPage,
}));
const DiscountCodesPage = lazy(async () => ({
  default: (await import('./discount-codes/discount-codes-page.tsx')).DiscountCodesPage,
}));
const CustomersPage = lazy(async () => ({
  default: (await import('./people/customers-page.tsx')).CustomersPage,
}));
const CustomerPage = lazy(async () => ({
  default: (await import('./people/customer-page.tsx')).CustomerPage,
}));
const SubscribersPage = lazy(async () => ({
  default: (await import('./people/subscribers-page.tsx')).SubscribersPage,
}));
const MessagesPage = lazy(async () => ({
  default: (await import('./people/messages-page.tsx')).MessagesPage,
}));
const MessagePage = lazy(async () => ({
  default: (await import('./people/message-page.tsx')).MessagePage,
}));
const AuditPage = lazy(async () => ({
  default: (await import('./audit/audit-page.tsx')).AuditPage,
}));

function AdminNotFound() {
  useAdminTitle('Page not found');
  return (
    <AdminPage title="There is no such admin page">
      <p>
        <Link to="/admin" className="font-medium underline underline-offset-4">
          Go to the dashboard
        </Link>
      </p>
    </AdminPage>
  );
}

/**
 * The admin's pages, below `/admin`. A route table for `useRoutes`, which the shop's own routes use
 * too: the router's `<Routes>` and `<Route>` would add their code to every customer's first load.
 */
const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:orderId', element: <OrderPage /> },
  { path: 'sheets', element: <SheetsPage /> },
  { path: 'packing-slips', element: <PackingSlipsPage /> },
  { path: 'invoices', element: <InvoicesPage /> },
  { path: 'discount-codes', element: <DiscountCodesPage /> },
  { path: 'about', element: <AboutSectionsPage /> },
  { path: 'customers', element: <CustomersPage /> },
  { path: 'customers/:customerId', element: <CustomerPage /> },
  { path: 'subscribers', element: <SubscribersPage /> },
  { path: 'messages', element: <MessagesPage /> },
  { path: 'messages/:messageId', element: <MessagePage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: '*', element: <AdminNotFound /> },
];

/** The admin's pages under `/admin`, in its own shell (loaded by src/web/app/admin-area.tsx). */
export function AdminApp({ accountMenu }: { accountMenu: ReactNode }) {
  const page = useRoutes(ADMIN_ROUTES);
  return (
    <AdminShell accountMenu={accountMenu}>
      <Suspense fallback={<Spinner />}>{page}</Suspense>
    </AdminShell>
  );
}
