import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AdminOrderRow, AdminOrderSort } from '../../../../contract/admin.ts';
import { formatDay, formatMomentDay, money } from '../ui/format.ts';
import { OrderStatusText } from '../ui/admin-page.tsx';
import { listSearch, type FromOrderList, type OrderListState } from './list-state.ts';

const COLUMNS: readonly { sort: AdminOrderSort | null; label: string; className?: string }[] = [
  { sort: 'number', label: 'Order' },
  { sort: 'created', label: 'Placed' },
  { sort: 'email', label: 'Customer' },
  { sort: 'status', label: 'Status' },
  { sort: null, label: 'Pieces', className: 'text-right' },
  { sort: 'total', label: 'Total', className: 'text-right' },
  { sort: null, label: 'Ships by' },
  { sort: null, label: 'Arrives by' },
];

const cellClass = 'px-3 py-2 align-top';
const headClass = 'px-3 py-1 align-middle';

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (direction === 'ascending') return <ArrowUp aria-hidden className="size-4" />;
  if (direction === 'descending') return <ArrowDown aria-hidden className="size-4" />;
  return <ArrowUpDown aria-hidden className="size-4 text-ink-muted" />;
}

/** A checkbox that can say "some of them" (the header's, when part of the page is selected). */
function SelectAll({
  checked,
  mixed,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select every order on this page"
      className="size-4 accent-ink"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * The orders of one page as a table: a checkbox per row for the bulk actions, the column headers
 * sort the list (the server's sort, said by `aria-sort`). On a narrow screen the table scrolls
 * sideways inside its own region, which the keyboard can reach and scroll.
 */
export function OrdersTable({
  orders,
  state,
  caption,
  busy,
  selected,
  onSelect,
  onSort,
}: {
  orders: readonly AdminOrderRow[];
  state: OrderListState;
  caption: string;
  busy: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onSort: (sort: AdminOrderSort) => void;
}) {
  const onPage = orders.filter((order) => selected.has(order.id)).length;
  return (
    <div
      role="region"
      aria-labelledby="admin-orders-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-line bg-white focus-visible:outline-2"
    >
      <table aria-busy={busy} className="w-full min-w-[56rem] border-collapse text-sm">
        <caption id="admin-orders-caption" className="px-3 py-2 text-left text-ink-muted">
          {caption}
        </caption>
        <thead className="border-y border-line bg-paper-deep text-left">
          <tr>
            <th scope="col" className={headClass}>
              <SelectAll
                checked={orders.length > 0 && onPage === orders.length}
                mixed={onPage > 0 && onPage < orders.length}
                onChange={(on) =>
                  onSelect(
                    orders.map((order) => order.id),
                    on,
                  )
                }
              />
            </th>
            {COLUMNS.map((column) => {
              const direction =
                column.sort !== null && state.sort === column.sort
                  ? state.dir === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={direction}
                  className={`${headClass} font-semibold whitespace-nowrap ${column.className ?? ''}`}
                >
                  {column.sort === null ? (
                    column.label
                  ) : (
                    <button
                      type="button"
                      onClick={() => onSort(column.sort as AdminOrderSort)}
                      className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded-sm px-1 font-semibold hover:underline"
                    >
                      {column.label}
                      <SortIcon direction={direction} />
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} className={selected.has(order.id) ? 'bg-birch/15' : undefined}>
              <td className={cellClass}>
                <input
                  type="checkbox"
                  aria-label={`Select order ${order.number}`}
                  className="mt-1 size-4 accent-ink"
                  checked={selected.has(order.id)}
                  onChange={(event) => onSelect([order.id], event.target.checked)}
                />
              </td>
              <th scope="row" className={`${cellClass} text-left font-medium whitespace-nowrap`}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  // The order's page leads back to this very list.
                  state={{ list: listSearch(state) } satisfies FromOrderList}
                  className="inline-flex min-h-6 items-center underline underline-offset-4"
                >
                  {order.number}
                </Link>
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatMomentDay(order.createdAt)}
              </td>
              <td className={cellClass}>
                <span className="block">{order.name}</span>
                <span className="block text-ink-muted">{order.email}</span>
              </td>
              <td className={cellClass}>
                <OrderStatusText
                  statusLabel={order.statusLabel}
                  late={order.late}
                  needsReview={order.needsReview}
                />
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{order.itemCount}</td>
              <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                {money(order.totalCents)}
                {order.refundedCents > 0 && (
                  <span className="block text-ink-muted">
                    {money(order.refundedCents)} refunded
                  </span>
                )}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(order.shipsOn)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(order.arrivesBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
