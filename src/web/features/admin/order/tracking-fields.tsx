import { useRef, useState } from 'react';
import {
  CARRIER_NAMES,
  CARRIERS,
  TRACKING_NUMBER_PATTERN,
  type Carrier,
} from '../../../../domain/orders/tracking.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField, inputClass } from '../../../ui/form-field.tsx';
import { refusedField } from '../ui/errors.ts';

export interface ConsignmentDraft {
  carrier: Carrier;
  /** One field per parcel; each keeps its own key so removing one leaves the others in place. */
  parcels: { key: number; trackingNumber: string }[];
}

/** A consignment to fill in: FedEx (the carrier the shop quotes), one empty field per parcel. */
export function useConsignmentDraft(parcelCount: number) {
  const nextKey = useRef(parcelCount);
  const [draft, setDraft] = useState<ConsignmentDraft>(() => ({
    carrier: 'fedex',
    parcels: Array.from({ length: Math.max(1, parcelCount) }, (_, key) => ({
      key,
      trackingNumber: '',
    })),
  }));
  const newKey = () => nextKey.current++;
  return { draft, setDraft, newKey };
}

/** What is wrong with each tracking number typed, in the contract's words; null when all is well. */
export function trackingProblems(draft: ConsignmentDraft): (string | null)[] | null {
  const problems = draft.parcels.map(({ trackingNumber }) => {
    const typed = trackingNumber.trim();
    if (typed === '') return 'Enter the tracking number.';
    if (!TRACKING_NUMBER_PATTERN.test(typed))
      return 'A tracking number has letters and digits only.';
    return null;
  });
  return problems.some((problem) => problem !== null) ? problems : null;
}

export function consignmentInput(draft: ConsignmentDraft) {
  return {
    carrier: draft.carrier,
    trackingNumbers: draft.parcels.map((parcel) => parcel.trackingNumber.trim()),
  };
}

/**
 * The carrier and one tracking number per parcel, with parcels added or removed (a consignment may
 * carry fewer than the order's parcels, or the carrier may split one). `fieldPrefix` is where the
 * server names these fields in its refusals (`consignment.` inside a move).
 */
export function TrackingFields({
  draft,
  onChange,
  newKey,
  problems,
  serverError,
  fieldPrefix,
}: {
  draft: ConsignmentDraft;
  onChange: (draft: ConsignmentDraft) => void;
  newKey: () => number;
  problems: readonly (string | null)[] | null;
  serverError: unknown;
  fieldPrefix: string;
}) {
  // A parcel added takes the focus as its field arrives; one removed hands it to the next field.
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusOnArrival = useRef<number | null>(null);
  const setNumber = (key: number, trackingNumber: string) =>
    onChange({
      ...draft,
      parcels: draft.parcels.map((parcel) =>
        parcel.key === key ? { ...parcel, trackingNumber } : parcel,
      ),
    });
  return (
    <div className="grid gap-3">
      <FormField label="Carrier" error={refusedField(serverError, `${fieldPrefix}carrier`)}>
        {(field) => (
          <select
            {...field}
            value={draft.carrier}
            onChange={(event) => onChange({ ...draft, carrier: event.target.value as Carrier })}
            className={`${inputClass} sm:w-64`}
          >
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {CARRIER_NAMES[carrier]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Tracking numbers</legend>
        {draft.parcels.map((parcel, index) => (
          <div key={parcel.key} className="flex items-start gap-2">
            <FormField
              label={`Parcel ${index + 1}`}
              error={
                problems?.[index] ??
                refusedField(serverError, `${fieldPrefix}trackingNumbers.${index}`)
              }
              className="flex-1 sm:max-w-sm"
            >
              {(field) => (
                <input
                  {...field}
                  ref={(input) => {
                    if (!input) {
                      inputs.current.delete(parcel.key);
                      return;
                    }
                    inputs.current.set(parcel.key, input);
                    if (focusOnArrival.current === parcel.key) {
                      focusOnArrival.current = null;
                      input.focus();
                    }
                  }}
                  value={parcel.trackingNumber}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setNumber(parcel.key, event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            {draft.parcels.length > 1 && (
              <Button
                variant="ghost"
                size="small"
                className="mt-6"
                aria-label={`Remove parcel ${index + 1}`}
                onClick={() => {
                  const rest = draft.parcels.filter((other) => other.key !== parcel.key);
                  onChange({ ...draft, parcels: rest });
                  const next = rest[Math.min(index, rest.length - 1)];
                  if (next) inputs.current.get(next.key)?.focus();
                }}
              >
                Remove
              </Button>
            )}
          </div>
        ))}
        {refusedField(serverError, `${fieldPrefix}trackingNumbers`) && (
          <p role="alert" className="text-sm text-danger">
            {refusedField(serverError, `${fieldPrefix}trackingNumbers`)}
          </p>
        )}
        <div>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              const key = newKey();
              onChange({ ...draft, parcels: [...draft.parcels, { key, trackingNumber: '' }] });
              focusOnArrival.current = key;
            }}
          >
            Add a parcel
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
