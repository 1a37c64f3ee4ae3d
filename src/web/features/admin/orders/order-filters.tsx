import { ChevronDown } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../domain/orders/status.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/form-field.tsx';
import { isFiltered, type OrderListState } from './list-state.ts';

const labelClass = 'text-sm font-medium text-ink';

function statusSummary(statuses: readonly OrderStatus[]): string {
  if (statuses.length === 0) return 'Any status';
  if (statuses.length <= 2) return statuses.map((status) => ORDER_STATUS_LABELS[status]).join(', ');
  return `${statuses.length} statuses`;
}

/** The search box: the list follows it when the owner presses Enter or Search. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(q);
  // Back, Forward or Clear filters bring another search into the address: the box shows it.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setTyped(q);
  }
  return (
    <form
      role="search"
      aria-label="Orders"
      className="grid content-start gap-1.5 sm:col-span-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor="admin-order-search" className={labelClass}>
        Search orders
      </label>
      <div className="flex gap-2">
        <input
          id="admin-order-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby="admin-order-search-hint"
          className={inputClass}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <p id="admin-order-search-hint" className="text-xs text-ink-muted">
        An order number, an e-mail address or part of a name.
      </p>
    </form>
  );
}

/**
 * The list's filters: a search, statuses (several at once), the days the orders were placed
 * between, and paid or not. Each change is a new address, back on the list's first page.
 */
export function OrderFilters({
  state,
  onChange,
  onClear,
}: {
  state: OrderListState;
  onChange: (next: Partial<OrderListState>) => void;
  onClear: () => void;
}) {
  const toggleStatus = (status: OrderStatus, on: boolean) =>
    onChange({
      statuses: on
        ? ORDER_STATUSES.filter((s) => s === status || state.statuses.includes(s))
        : state.statuses.filter((s) => s !== status),
    });
  // A date field is read once it holds a whole day (or is emptied), not at each keystroke.
  const dayChange = (field: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) onChange({ [field]: value });
  };
  return (
    <section
      aria-label="Filters"
      className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SearchForm q={state.q} onSearch={(q) => onChange({ q })} />
      <details className="group relative self-start lg:col-span-1">
        <summary className="grid cursor-pointer list-none gap-1.5 [&::-webkit-details-marker]:hidden">
          <span className={labelClass}>Status</span>
          <span
            className={`${inputClass} flex items-center justify-between gap-2 group-open:border-ink`}
          >
            <span className="truncate">{statusSummary(state.statuses)}</span>
            <ChevronDown aria-hidden className="size-4 shrink-0 group-open:rotate-180" />
          </span>
        </summary>
        <fieldset className="mt-2 grid gap-0.5 rounded-md border border-line bg-white p-2 lg:absolute lg:z-10 lg:w-64 lg:shadow-sm">
          <legend className="sr-only">Statuses to show</legend>
          {ORDER_STATUSES.map((status) => (
            <label key={status} className="inline-flex min-h-11 items-center gap-2 px-1 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={state.statuses.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
              {ORDER_STATUS_LABELS[status]}
            </label>
          ))}
        </fieldset>
      </details>
      <div className="grid content-start gap-1.5">
        <label htmlFor="admin-order-from" className={labelClass}>
          Placed from
        </label>
        <input
          id="admin-order-from"
          type="date"
          value={state.from}
          max={state.to || undefined}
          onChange={dayChange('from')}
          className={inputClass}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="admin-order-to" className={labelClass}>
          Placed to
        </label>
        <input
          id="admin-order-to"
          type="date"
          value={state.to}
          min={state.from || undefined}
          onChange={dayChange('to')}
          className={inputClass}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor="admin-order-paid" className={labelClass}>
          Paid
        </label>
        <select
          id="admin-order-paid"
          value={state.paid}
          onChange={(event) => onChange({ paid: event.target.value as OrderListState['paid'] })}
          className={inputClass}
        >
          <option value="">Paid or not</option>
          <option value="yes">Paid</option>
          <option value="no">Not paid</option>
        </select>
      </div>
      {isFiltered(state) && (
        <div className="flex items-end sm:col-span-2 lg:col-span-6">
          <Button variant="ghost" size="small" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
