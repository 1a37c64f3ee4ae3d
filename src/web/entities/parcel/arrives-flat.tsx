import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';

// What the product page and the configurators say before anyone asks; the doorway form behind the
// button is its own chunk, loaded the first time a customer opens it.

const DoorwayForm = lazy(async () => ({
  default: (await import('./doorway-form.tsx')).DoorwayForm,
}));

export type ShownParcel = {
  readonly dimensionsIn: {
    readonly lengthIn: number;
    readonly widthIn: number;
    readonly heightIn: number;
  };
  readonly weightLb: number;
};

const sidesOf = ({ dimensionsIn: d }: ShownParcel) =>
  [d.lengthIn, d.widthIn, d.heightIn].sort((a, b) => b - a);

/**
 * "Arrives flat in 3 parcels, the largest 28 × 16 × 10 in, weight 37.6 lb": the largest by
 * volume, the longest side breaking a tie, as that is the one to carry in.
 */
export function arrivesFlatText(parcels: readonly ShownParcel[]): string | null {
  let largest: ShownParcel | undefined;
  const volume = (parcel: ShownParcel) => sidesOf(parcel).reduce((sum, side) => sum * side, 1);
  for (const parcel of parcels) {
    if (
      !largest ||
      volume(parcel) > volume(largest) ||
      (volume(parcel) === volume(largest) && sidesOf(parcel)[0]! > sidesOf(largest)[0]!)
    ) {
      largest = parcel;
    }
  }
  if (!largest) return null;
  const size = `${sidesOf(largest).join(' × ')} in, weight ${largest.weightLb} lb`;
  return parcels.length === 1
    ? `Arrives flat in 1 parcel, ${size}`
    : `Arrives flat in ${parcels.length} parcels, the largest ${size}`;
}

/** The arrival line, and a button that opens the doorway check under it. */
export function ArrivesFlat({ parcels }: { parcels: readonly ShownParcel[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const formId = `${id}-form`;
  const lineId = `${id}-line`;
  const text = arrivesFlatText(parcels);
  if (!text) return null;
  return (
    <div className="space-y-2 text-sm">
      {/* The button is described by its line: a product page may show two, its starting design's
          and the configurator's design as it stands. */}
      <p id={lineId}>{text}</p>
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={formId}
        aria-describedby={lineId}
        onClick={() => setOpen((was) => !was)}
        size="none"
      >
        Will it get through your door?
      </Button>
      {open && (
        <div id={formId}>
          <Suspense fallback={<p role="status">Loading the doorway check...</p>}>
            <DoorwayForm parcels={parcels} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
