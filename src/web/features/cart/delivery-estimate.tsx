import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { ShippingEstimate } from '../../../contract/checkout.ts';
import type { CartItem } from '../../../domain/items/model.ts';
import { cents, formatCents } from '../../../domain/pricing/money.ts';
import { checkoutLineOf, fetchEstimate } from '../../entities/order/checkout-api.ts';
import { formatDay } from '../../../domain/orders/days.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';

/** The ZIP code the customer last estimated delivery to, remembered in this browser. */
const ZIP_KEY = 'delivery-zip';

function rememberedZip(): string {
  try {
    return localStorage.getItem(ZIP_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Before checkout: for a ZIP code, the parcels the cart ships in and the cheapest delivery with
 * the day it would arrive by (made to order, then in transit), so cost and date are known first.
 */
export function DeliveryEstimate({ items }: { items: readonly CartItem[] }) {
  const [zip, setZip] = useState(rememberedZip);
  const [estimate, setEstimate] = useState<{ zip: string; answer: ShippingEstimate } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const itemsKey = items.map((item) => `${item.id}:${item.quantity}`).join(',');
  const [forItems, setForItems] = useState(itemsKey);
  const shown = forItems === itemsKey ? estimate : null;

  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    const postalCode = zip.trim();
    if (!/^\d{5}(-\d{4})?$/.test(postalCode)) {
      setProblem('Enter a 5-digit ZIP code');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetchEstimate({ lines: items.map(checkoutLineOf), postalCode });
      localStorage.setItem(ZIP_KEY, postalCode);
      setEstimate({ zip: postalCode, answer });
      setForItems(itemsKey);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'We could not get an estimate. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const weight = shown ? shown.answer.parcels.reduce((sum, parcel) => sum + parcel.weightLb, 0) : 0;
  return (
    <form onSubmit={(event) => void ask(event)} className="grid gap-2 text-sm" noValidate>
      <div className="flex items-end gap-2">
        <label className="grid flex-1 gap-1">
          <span className="font-medium">Delivery estimate</span>
          <input
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="ZIP code"
            aria-invalid={problem !== null}
            aria-describedby="delivery-estimate-result"
            className="min-h-11 w-full rounded-md border border-ink/60 bg-white px-3 text-base"
          />
        </label>
        <Button type="submit" variant="secondary" pending={busy}>
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          Estimate
        </Button>
      </div>
      <p id="delivery-estimate-result" role="status" className="min-h-5">
        {problem && <span className="text-danger">{problem}</span>}
        {!problem && shown && shown.answer.cheapest && (
          <>
            {shown.answer.parcels.length} {shown.answer.parcels.length === 1 ? 'parcel' : 'parcels'}
            , {Math.round(weight * 10) / 10} lb · {shown.answer.cheapest.serviceName}{' '}
            {formatCents(cents(shown.answer.cheapest.totalNetChargeCents))} to {shown.zip} · arrives
            by {formatDay(shown.answer.cheapest.arrivesBy)}
          </>
        )}
        {!problem && shown && !shown.answer.cheapest && <>No delivery is offered to {shown.zip}.</>}
      </p>
    </form>
  );
}
