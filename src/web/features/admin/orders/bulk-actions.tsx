import { useState } from 'react';
import { Link } from 'react-router';
import type { BulkResult } from '../../../../contract/admin.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { InputField } from '../../../ui/form-field.tsx';
import { useBulkProduction } from '../api/bulk.ts';
import { plural } from '../ui/format.ts';

/** Where the printed documents of several orders open. */
export function documentsPath(
  kind: 'sheets' | 'packing-slips' | 'invoices',
  ids: readonly string[],
) {
  return `/admin/${kind}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

function BulkResults({ result }: { result: BulkResult }) {
  const moved = result.results.filter((one) => one.ok).length;
  return (
    <div role="status" className="mt-3 rounded-md border border-line bg-white px-4 py-3 text-sm">
      <p className="font-medium">
        {plural(moved, 'order')} moved to production
        {moved < result.results.length &&
          `, ${plural(result.results.length - moved, 'order')} not moved`}
        .
      </p>
      <ul className="mt-2 space-y-1">
        {result.results.map((one) => (
          <li key={one.id}>
            <span className="font-medium">{one.number ?? 'An order no longer found'}</span>:{' '}
            {one.ok ? 'In production' : (one.message ?? 'Not moved')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the owner can do with the selected orders: put them into production together (with a day
 * they should leave the workshop, when it is not the one promised), print their production
 * sheets or packing slips.
 */
export function BulkActions({
  selected,
  onClear,
}: {
  selected: readonly string[];
  onClear: () => void;
}) {
  const production = useBulkProduction();
  const [asking, setAsking] = useState(false);
  const [shipDate, setShipDate] = useState('');
  const error = production.error;
  const dateError = error instanceof ApiError ? error.fields['expectedShipDate'] : undefined;
  return (
    <section
      aria-label="Selected orders"
      className="sticky bottom-0 z-10 mt-4 rounded-lg border border-ink/80 bg-paper p-3 print:hidden"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-sm font-medium" aria-live="polite">
          {plural(selected.length, 'order')} selected
        </p>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={asking}
          aria-controls="admin-bulk-production"
          onClick={() => setAsking((open) => !open)}
        >
          Move to production
        </Button>
        <Link
          to={documentsPath('sheets', selected)}
          className={buttonVariants({ variant: 'secondary', size: 'small' })}
        >
          Print production sheets
        </Link>
        <Link
          to={documentsPath('packing-slips', selected)}
          className={buttonVariants({ variant: 'secondary', size: 'small' })}
        >
          Print packing slips
        </Link>
        <Button variant="ghost" size="small" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {asking && (
        <form
          id="admin-bulk-production"
          aria-label="Move the selected orders to production"
          noValidate
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            production.mutate(
              { orderIds: [...selected], expectedShipDate: shipDate || null },
              { onSuccess: () => setAsking(false) },
            );
          }}
        >
          <InputField
            label="Expected ship date (optional)"
            type="date"
            value={shipDate}
            onChange={(event) => setShipDate(event.target.value)}
            hint="Leave empty to keep each order's promised date."
            error={dateError}
            className="w-64"
          />
          <Button type="submit" pending={production.isPending}>
            {production.isPending
              ? 'Moving...'
              : `Move ${plural(selected.length, 'order')} to production`}
          </Button>
        </form>
      )}
      {error && !dateError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error instanceof ApiError && error.kind
            ? error.message
            : 'The orders could not be moved. Please try again.'}
        </p>
      )}
      {production.data && <BulkResults result={production.data} />}
    </section>
  );
}
