import { useRef, useState, type FormEvent } from 'react';
import { parcelsThatWillNotPass, readPassage } from '../../../domain/shipping/doorway.ts';
import type { ParcelRefusal, PassageFields } from '../../../domain/shipping/doorway.ts';
import { Button } from '../../ui/button.tsx';
import { InputField } from '../../ui/form-field.tsx';
import type { ShownParcel } from './arrives-flat.tsx';

const EMPTY: PassageFields = { doorWidth: '', doorHeight: '', turnWidth: '' };

/**
 * The doorway check (docs/rules/doorway.md): the narrowest door and, optionally, the corridor
 * turned into behind it, in inches; it names each parcel that will not get through.
 */
export function DoorwayForm({ parcels }: { parcels: readonly ShownParcel[] }) {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PassageFields, string>>>({});
  const [refusals, setRefusals] = useState<ParcelRefusal[] | null>(null);
  const inputs = useRef<Partial<Record<keyof PassageFields, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readPassage(fields);
    if (!reading.ok) {
      setErrors(reading.errors);
      setRefusals(null);
      const first = (['doorWidth', 'doorHeight', 'turnWidth'] as const).find(
        (name) => reading.errors[name],
      );
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    setRefusals(parcelsThatWillNotPass(parcels, reading.passage));
  };

  const field = (name: keyof PassageFields, label: string, hint?: string) => (
    <InputField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={fields[name]}
      error={errors[name]}
      hint={hint}
      ref={(element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      }}
      onChange={(event) => {
        const value = event.target.value;
        setFields((was) => ({ ...was, [name]: value }));
      }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Will it get through your door?"
      className="grid max-w-md gap-3 rounded-md border border-control p-3"
    >
      <p className="text-ink-muted">
        Measure the narrowest door or stair opening on the way in, and the corridor it turns into.
      </p>
      <div className="grid grid-cols-2 gap-3">
        {field('doorWidth', 'Door width (in)')}
        {field('doorHeight', 'Door height (in)')}
      </div>
      {field(
        'turnWidth',
        'Corridor width at a turn (in)',
        'Optional: leave empty if the way runs straight',
      )}
      <Button type="submit" variant="secondary" className="justify-self-start">
        Check my door
      </Button>
      <div role="status">
        {refusals === null ? null : refusals.length === 0 ? (
          <p>
            {parcels.length === 1
              ? 'The parcel will get through.'
              : `All ${parcels.length} parcels will get through.`}
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-danger">
            {refusals.map((refusal) => (
              <li key={refusal.parcelNumber}>{refusal.sentence}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
