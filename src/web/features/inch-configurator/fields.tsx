import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ControlsSection } from '../../ui/design-controls.tsx';
import type { ChangeOptions } from './inch-store.ts';

// The form pieces of the inch controls: a slider with its number box, a choice of options as
// native radio buttons (arrow keys move between them), and titled sections.

/** A titled part of the inch controls. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ControlsSection title={title} bodyClassName="mt-3 space-y-4">
      {children}
    </ControlsSection>
  );
}

let gestures = 0;

type Draft = { readonly text: string; readonly forValue: number; readonly checked: boolean };

/**
 * A slider with a number box beside it. A drag of the slider is one undo step; each arrow key
 * press is one. The number box changes the design as soon as it holds a number in range, and
 * explains the range when it is left holding anything else, saying the last good value the design
 * keeps (the customer's text stays, to be corrected).
 */
export function RangeField({
  id,
  label,
  asked = `a ${label.toLowerCase()}`,
  unit,
  min,
  max,
  step = 1,
  value,
  valueText,
  onChange,
}: {
  id: string;
  label: string;
  /**
   * What the field asks for, in the range's message: `a width` (from the label) unless given, as
   * for a count: `a number of rows`, whose unit is then not said again.
   */
  asked?: string;
  /** Spoken and shown after the number: `in`, `rows`. */
  unit: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  valueText: string;
  onChange: (value: number, options?: ChangeOptions) => void;
}) {
  const gesture = useRef<string | undefined>(undefined);
  const [draft, setDraft] = useState<Draft | null>(null);
  // A draft typed before the value changed elsewhere (undo, the slider) no longer applies.
  const current = draft !== null && draft.forValue === value ? draft : null;
  const invalid =
    current !== null &&
    !(current.text.trim() !== '' && isAllowed(Number(current.text), min, max, step));
  const errorId = `${id}-error`;
  const endGesture = () => {
    gesture.current = undefined;
  };

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-range`} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-xs text-ink-muted tabular-nums" aria-hidden>
          {valueText}
        </span>
      </div>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={`${id}-range`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={valueText}
          onPointerDown={() => {
            gestures += 1;
            gesture.current = `${id}:${gestures}`;
          }}
          onPointerUp={endGesture}
          onPointerCancel={endGesture}
          onBlur={endGesture}
          onChange={(event) => onChange(Number(event.target.value), { gesture: gesture.current })}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-ink"
        />
        <span className="flex items-center gap-1">
          <input
            id={`${id}-number`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            aria-label={`${label} in ${unit}`}
            aria-invalid={invalid && current.checked}
            aria-describedby={invalid && current.checked ? errorId : undefined}
            value={current?.text ?? String(value)}
            onChange={(event) => {
              const text = event.target.value;
              setDraft({ text, forValue: value, checked: false });
              const next = Number(text);
              if (text.trim() !== '' && isAllowed(next, min, max, step)) onChange(next);
            }}
            onBlur={() => current !== null && setDraft({ ...current, checked: true })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && current !== null)
                setDraft({ ...current, checked: true });
            }}
            className={cn(
              'min-h-11 w-20 rounded-md border bg-paper px-2 text-right text-sm tabular-nums',
              invalid && current.checked ? 'border-danger' : 'border-control',
            )}
          />
          <span className="text-sm text-ink-muted">{unit}</span>
        </span>
      </div>
      {invalid && current.checked && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          Enter {asked} from {min} to {max}
          {asked.endsWith(unit) ? '' : ` ${unit}`}
          {step === 1 ? ', in whole numbers' : ''}. The design keeps {value}{' '}
          {value === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit}.
        </p>
      )}
    </div>
  );
}

function isAllowed(value: number, min: number, max: number, step: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    Math.abs((value - min) / step - Math.round((value - min) / step)) < 1e-9
  );
}

export type Choice<T extends string | number> = {
  readonly value: T;
  readonly label: string;
  /** Shown under the label, and read with it. */
  readonly hint?: string | undefined;
  /** A colour chip before the label. */
  readonly swatch?: string | undefined;
};

/** Options as native radio buttons: Tab reaches the group, arrow keys choose. */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  className,
}: {
  name: string;
  legend: string;
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={cn(
                'inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
                checked ? 'border-ink bg-ink text-paper' : 'border-control hover:bg-ink/5',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-describedby={
                  option.hint === undefined ? undefined : `${name}-${String(option.value)}-hint`
                }
              />
              {option.swatch !== undefined && (
                <span
                  aria-hidden
                  className="size-5 shrink-0 rounded-sm border border-ink/25"
                  style={{ background: option.swatch }}
                />
              )}
              <span className="flex flex-col leading-tight">
                <span>{option.label}</span>
                {option.hint !== undefined && (
                  // Read as the option's description, not as part of its name.
                  <span
                    id={`${name}-${String(option.value)}-hint`}
                    aria-hidden
                    className={cn('text-xs', checked ? 'text-paper/80' : 'text-ink-muted')}
                  >
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
