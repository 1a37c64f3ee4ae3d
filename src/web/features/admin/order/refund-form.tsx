import { useState } from 'react';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField, InputField, inputClass } from '../../../ui/form-field.tsx';
import { useRefundOrder } from '../api/order.ts';
import { actionProblem, isStale, refusedField } from '../ui/errors.ts';
import { useFocusFirstField } from '../ui/focus-first-field.ts';
import { money } from '../ui/format.ts';

/**
 * The key that makes one refund of this form's: made once as the form opens and sent with every
 * attempt, so a double press or a retry after a lost answer refunds once.
 */
export function newRefundKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** `1,234.5` → 123450 cents, read as written (no floating point); null when it is not an amount. */
export function centsFromTyped(typed: string): number | null {
  const found = DOLLARS.exec(typed.trim());
  if (!found) return null;
  const whole = Number((found[1] ?? '').replaceAll(',', ''));
  const fraction = Number((found[2] ?? '').padEnd(2, '0'));
  const amount = whole * 100 + fraction;
  return Number.isSafeInteger(amount) ? amount : null;
}

function amountProblem(typed: string, remainingCents: number): string | null {
  const amount = centsFromTyped(typed);
  if (amount === null) return 'Enter an amount in dollars, like 120.00.';
  if (amount <= 0) return 'Enter an amount above $0.00.';
  if (amount > remainingCents)
    return `Refund at most ${money(remainingCents)}, what is left of the order.`;
  return null;
}

/**
 * Money back to the customer's card: everything not refunded yet, or an amount of it, with a
 * reason. The amount is confirmed in dollars before anything is sent.
 */
export function RefundForm({
  id,
  order,
  remainingCents,
  onDone,
  onChanged,
}: {
  id: string;
  order: AdminOrderView;
  remainingCents: number;
  onDone: (message: string) => void;
  /** Told when the order changed before the refund was made. */
  onChanged: (message: string) => void;
}) {
  const refund = useRefundOrder(order.id, onChanged);
  const form = useFocusFirstField<HTMLFormElement>();
  const [key] = useState(newRefundKey);
  const [whole, setWhole] = useState(true);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const amountCents = whole ? remainingCents : (centsFromTyped(typed) ?? 0);
  const serverAmountError = refusedField(refund.error, 'amountCents');
  const failed = isStale(refund.error)
    ? null
    : actionProblem(refund.error, 'The refund could not be made. Please try again.', [
        'amountCents',
        'reason',
      ]);
  const send = () =>
    refund.mutate(
      {
        amountCents: whole ? null : amountCents,
        reason: reason.trim() || null,
        idempotencyKey: key,
        version: order.version,
      },
      {
        onSuccess: () => onDone(`${money(amountCents)} refunded on order ${order.number}`),
        // A refused amount goes back to the form, beside the field.
        onError: (error) => {
          if (refusedField(error, 'amountCents')) setConfirming(false);
        },
      },
    );
  return (
    <form
      ref={form}
      id={id}
      aria-label="Refund"
      noValidate
      className="mt-3 grid gap-3 rounded-md border border-line bg-paper p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirming) return send();
        const found = whole ? null : amountProblem(typed, remainingCents);
        setProblem(found);
        if (!found) setConfirming(true);
      }}
    >
      {confirming ? (
        <div role="group" aria-label="Confirm the refund" className="grid gap-2 text-sm">
          <p className="text-base">
            Refund <strong>{money(amountCents)}</strong> of order {order.number} to the card it was
            paid with?
          </p>
          {reason.trim() && <p className="text-ink-muted">Reason: {reason.trim()}</p>}
        </div>
      ) : (
        <>
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">How much</legend>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-whole`}
                className="size-4 accent-ink"
                checked={whole}
                onChange={() => setWhole(true)}
              />
              Everything not refunded yet, {money(remainingCents)}
            </label>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-whole`}
                className="size-4 accent-ink"
                checked={!whole}
                onChange={() => setWhole(false)}
              />
              An amount
            </label>
          </fieldset>
          {!whole && (
            <InputField
              label="Amount in dollars"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={problem ?? serverAmountError}
              hint={`Up to ${money(remainingCents)}.`}
              className="sm:w-64"
            />
          )}
          <FormField label="Reason (optional)" error={refusedField(refund.error, 'reason')}>
            {(field) => (
              <textarea
                {...field}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className={`${inputClass} py-2`}
              />
            )}
          </FormField>
        </>
      )}
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={refund.isPending}>
          {confirming
            ? refund.isPending
              ? 'Refunding...'
              : `Refund ${money(amountCents)}`
            : 'Review the refund'}
        </Button>
        {confirming && (
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Change
          </Button>
        )}
      </div>
    </form>
  );
}
