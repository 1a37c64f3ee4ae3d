import { Link, useParams } from 'react-router';
import type { SavedDesignRow } from '../../../../contract/admin-people.ts';
import { useCustomer } from '../api/people.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { formatMomentDay, money } from '../ui/format.ts';
import { headClass, linkClass, ListTable, tdClass, thClass } from './list-controls.tsx';

function Designs({ id, title, designs }: { id: string; title: string; designs: SavedDesignRow[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {designs.length === 0 ? (
        <p>Nothing here.</p>
      ) : (
        <ListTable
          captionId={`${id}-caption`}
          caption={`${title}: name, size and price`}
          minWidth="min-w-[32rem]"
        >
          <thead className={headClass}>
            <tr>
              <th scope="col" className={thClass}>
                Design
              </th>
              <th scope="col" className={thClass}>
                Dimensions
              </th>
              <th scope="col" className={thClass}>
                Price
              </th>
              <th scope="col" className={thClass}>
                Added
              </th>
            </tr>
          </thead>
          <tbody>
            {designs.map((design) => (
              <tr key={design.id} className="border-b border-line last:border-b-0">
                <th scope="row" className={`${tdClass} text-left font-medium`}>
                  {design.name}
                  {design.quantity !== null && design.quantity > 1 ? ` × ${design.quantity}` : ''}
                </th>
                <td className={tdClass}>{design.dimensions ?? '—'}</td>
                <td className={tdClass}>{money(design.priceCents)}</td>
                <td className={tdClass}>{formatMomentDay(design.addedAt)}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </section>
  );
}

/** One customer: their details, their orders (each opening the order's page) and saved designs. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const query = useCustomer(customerId);
  const view = query.data;
  return (
    <AdminPage title={view ? view.customer.email : 'Customer'}>
      <p className="mb-4">
        <Link to="/admin/customers" className={linkClass}>
          All customers
        </Link>
      </p>
      <QueryState
        query={query}
        loading="Loading the customer…"
        failed="The customer could not be loaded."
      />
      {view && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Name</dt>
            <dd>{view.customer.name || '—'}</dd>
            <dt className="font-medium">E-mail confirmed</dt>
            <dd>{view.customer.confirmed ? 'Yes' : 'Not yet'}</dd>
            <dt className="font-medium">Signed up</dt>
            <dd>{formatMomentDay(view.customer.signedUpAt)}</dd>
            <dt className="font-medium">Role</dt>
            <dd>{view.customer.role === 'admin' ? 'Admin' : 'Customer'}</dd>
          </dl>
          <section aria-labelledby="customer-orders-heading" className="mt-8">
            <h2 id="customer-orders-heading" className="mb-3 text-lg font-semibold">
              Orders
            </h2>
            {view.orders.length === 0 ? (
              <p>No orders yet.</p>
            ) : (
              <ListTable
                captionId="customer-orders-caption"
                caption="Their orders, newest first"
                minWidth="min-w-[28rem]"
              >
                <thead className={headClass}>
                  <tr>
                    <th scope="col" className={thClass}>
                      Order
                    </th>
                    <th scope="col" className={thClass}>
                      Placed
                    </th>
                    <th scope="col" className={thClass}>
                      Status
                    </th>
                    <th scope="col" className={thClass}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.orders.map((order) => (
                    <tr key={order.id} className="border-b border-line last:border-b-0">
                      <th scope="row" className={`${tdClass} text-left`}>
                        <Link to={`/admin/orders/${order.id}`} className={linkClass}>
                          {order.number}
                        </Link>
                      </th>
                      <td className={tdClass}>{formatMomentDay(order.createdAt)}</td>
                      <td className={tdClass}>{order.statusLabel}</td>
                      <td className={tdClass}>{money(order.totalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </ListTable>
            )}
          </section>
          <Designs id="customer-cart" title="Cart" designs={view.cart} />
          <Designs id="customer-wishlist" title="Wishlist" designs={view.wishlist} />
        </>
      )}
    </AdminPage>
  );
}
