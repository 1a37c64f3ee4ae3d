import type { CheckoutQuote } from '../../../contract/checkout.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { formatDay } from '../../../domain/orders/days.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The delivery options for the address: the parcels, a packaging switch when FedEx ONE Rate
 * packaging is offered, and the quotes of the chosen packaging cheapest first, each with the day
 * the order would arrive by (made to order, then in transit).
 */
export function QuoteList({
  quote,
  packaging,
  onPackaging,
  chosenKey,
  onChoose,
}: {
  quote: CheckoutQuote;
  packaging: string | null;
  onPackaging: (packagingType: string) => void;
  chosenKey: string | null;
  onChoose: (key: string) => void;
}) {
  const shown = quote.quotes.filter((q) => q.packagingType === packaging);
  const parcels = quote.parcels;
  const weight = parcels.reduce((sum, parcel) => sum + parcel.weightLb, 0);
  return (
    <section aria-labelledby="delivery-heading" className="space-y-3">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        Delivery
      </h2>
      <p className="text-sm text-ink-muted">
        Ships in {parcels.length} {parcels.length === 1 ? 'parcel' : 'parcels'} (
        {parcels.map((parcel) => `${parcel.weightLb} lb`).join(', ')};{' '}
        {Math.round(weight * 10) / 10} lb in all).
        {quote.source === 'sandbox' && ' Sandbox quotes: the shop is not connected to FedEx.'}
      </p>
      {quote.packagingOptions.length > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="packaging" className="text-sm font-medium">
            Packaging
          </label>
          <select
            id="packaging"
            value={packaging ?? ''}
            onChange={(event) => onPackaging(event.target.value)}
            className="min-h-11 rounded-md border border-ink/60 bg-white px-3"
          >
            {quote.packagingOptions.map((option) => (
              <option key={option.packagingType} value={option.packagingType}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {shown.length === 0 ? (
        <p role="alert">FedEx offers no delivery to this address. Please check the address.</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">Delivery options</legend>
          {shown.map((option) => {
            const key = `${option.packagingType}:${option.serviceType}`;
            return (
              <label
                key={key}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3',
                  key === chosenKey ? 'border-ink bg-white' : 'border-control',
                )}
              >
                <input
                  type="radio"
                  name="delivery"
                  value={key}
                  checked={key === chosenKey}
                  onChange={() => onChoose(key)}
                  className="size-4"
                />
                <span className="flex-1">
                  <span className="block font-medium">{option.serviceName}</span>
                  <span className="block text-sm text-ink-muted">
                    Arrives by {formatDay(option.arrivesBy)} (made to order, ships{' '}
                    {formatDay(option.shipsOn)})
                  </span>
                </span>
                <span className="font-medium tabular-nums">
                  {formatCents(cents(option.totalNetChargeCents))}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
