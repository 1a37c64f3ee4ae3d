import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES } from '../../../../contract/admin.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/form-field.tsx';
import { ordersCsvUrl, useAdminOrders } from '../api/orders-list.ts';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import { plural } from '../ui/format.ts';
import { BulkActions } from './bulk-actions.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  listSearch,
  readListState,
  sortedBy,
  withoutFilters,
  type AdminPageSize,
  type OrderListState,
} from './list-state.ts';

function Pagination({
  state,
  total,
  totalCapped,
  pageSize,
  onPageSize,
}: {
  state: OrderListState;
  total: number;
  /** More orders match than were counted: there are pages past the last one counted. */
  totalCapped: boolean;
  pageSize: number;
  onPageSize: (size: AdminPageSize) => void;
}) {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages = totalCapped ? Math.max(counted, state.page + 1) : counted;
  const at = (page: number) => {
    const search = listSearch({ ...state, page });
    return `/admin/orders${search ? `?${search}` : ''}`;
  };
  const linkClass = buttonVariants({ variant: 'secondary', size: 'small' });
  return (
    <nav aria-label="Pages of orders" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <p>
        Page {Math.min(state.page, pages)} of {totalCapped ? `${counted} or more` : pages}
      </p>
      {state.page > 1 ? (
        <Link to={at(Math.min(state.page - 1, pages))} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      {state.page < pages ? (
        <Link to={at(state.page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
      <label className="ml-auto inline-flex items-center gap-2 whitespace-nowrap">
        Orders per page
        <select
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as AdminPageSize)}
          className={`${inputClass} w-24`}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

/**
 * `/admin/orders`: every order, searched, filtered, sorted and paged by the server, with the whole
 * list's state in the address. Selected orders can go into production together or have their
 * sheets and slips printed; Export CSV downloads every order the filters find.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: OrderListState) => setParams(listSearch(next));
  const change = (patch: Partial<OrderListState>) => go({ ...state, ...patch, page: 1 });
  const orders = useAdminOrders(state);

  // The selection belongs to the list it was made in: another search or page starts afresh.
  const listKey = listSearch(state);
  const [selection, setSelection] = useState<{ list: string; ids: ReadonlySet<string> }>({
    list: listKey,
    ids: new Set(),
  });
  const selected = selection.list === listKey ? selection.ids : new Set<string>();
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ list: listKey, ids: next });
  };
  const clearSelection = () => setSelection({ list: listKey, ids: new Set() });

  const data = orders.data;
  const pageSize = state.pageSize ?? DEFAULT_PAGE_SIZE;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const counted = data?.totalCapped
    ? `${data.total.toLocaleString('en-US')} or more`
    : String(data?.total ?? 0);
  const caption = data
    ? data.total === 0
      ? 'No orders'
      : `Orders ${first}–${first + data.orders.length - 1} of ${counted}`
    : 'Orders';

  return (
    <AdminPage
      title="Orders"
      actions={
        <a
          href={ordersCsvUrl(state)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'small' })}
        >
          <Download aria-hidden />
          Export CSV
        </a>
      }
    >
      <OrderFilters state={state} onChange={change} onClear={() => go(withoutFilters(state))} />
      <div className="mt-6">
        {(!data || orders.isError) && (
          <QueryState
            query={orders}
            loading="Loading orders..."
            failed="The orders could not be loaded. Please try again."
          />
        )}
        {data && data.total === 0 && (
          <div className="rounded-lg border border-line bg-white px-4 py-8 text-center">
            {isFiltered(state) ? (
              <>
                <p>No orders match these filters.</p>
                <Button
                  variant="secondary"
                  className="mt-4"
                  onClick={() => go(withoutFilters(state))}
                >
                  Clear filters
                </Button>
              </>
            ) : (
              <p>No orders yet. A paid order shows here as soon as it is placed.</p>
            )}
          </div>
        )}
        {data && data.total > 0 && (
          <>
            <p className="sr-only" role="status">
              {orders.isPlaceholderData
                ? 'Loading orders...'
                : data.totalCapped
                  ? `${counted} orders found`
                  : `${plural(data.total, 'order')} found`}
            </p>
            <OrdersTable
              orders={data.orders}
              state={state}
              caption={caption}
              busy={orders.isPlaceholderData}
              selected={selected}
              onSelect={select}
              onSort={(sort) => go(sortedBy(state, sort))}
            />
            <Pagination
              state={state}
              total={data.total}
              totalCapped={data.totalCapped}
              pageSize={data.pageSize || pageSize}
              onPageSize={(size) => change({ pageSize: size })}
            />
          </>
        )}
        {selected.size > 0 && <BulkActions selected={[...selected]} onClear={clearSelection} />}
      </div>
    </AdminPage>
  );
}
