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

/** What the customer is typing in a number box, from the first key until they leave it. */
type Edit = {
  readonly text: string;
  /** The design's value when the typing began: what it keeps while the text is not allowed. */
  readonly before: number;
  /** The value the design holds for this text; a change made elsewhere (undo, the slider) ends it. */
  readonly forValue: number;
  /** The whole edit is one undo step. */
  readonly gesture: string;
  /** Enter was pressed on text that is not allowed. */
  readonly refused: boolean;
};

/**
 * A slider with a number box beside it. A drag of the slider is one undo step; each arrow key
 * press is one. The number box changes the design as soon as it holds a number in range, and while
 * it holds anything else the design keeps the value it had before the typing began (typing 63.5
 * passes 63 on the way, which does not stay). What the customer typed stays while the box has
 * focus, with the range's message once Enter is pressed or no more typing could make it right;
 * left holding text not allowed, the box shows the design's value again and the message says it.
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
  const [edit, setEdit] = useState<Edit | null>(null);
  // The box was left holding text not allowed: the message stays, saying what the design kept,
  // until the value or the box changes.
  const [kept, setKept] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The value changed (the slider, undo, the box itself): a message about the last one is done.
    setShownValue(value);
    setKept(false);
  }
  const current = edit !== null && edit.forValue === value ? edit : null;
  const allowed = (text: string) => text.trim() !== '' && isAllowed(Number(text), min, max, step);
  const wrong =
    current !== null &&
    !allowed(current.text) &&
    (current.refused || !couldBecomeAllowed(current.text, min, max, step));
  const message = wrong || (current === null && kept);
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
            aria-invalid={wrong}
            aria-describedby={message ? errorId : undefined}
            value={current?.text ?? String(value)}
            onChange={(event) => {
              const text = event.target.value;
              const started = current ?? {
                before: value,
                gesture: `${id}:typed:${(gestures += 1)}`,
              };
              const target = allowed(text) ? Number(text) : started.before;
              setEdit({
                text,
                before: started.before,
                forValue: target,
                gesture: started.gesture,
                refused: false,
              });
              setKept(false);
              if (target !== value) onChange(target, { gesture: started.gesture });
            }}
            onBlur={() => {
              if (current === null) return;
              setEdit(null);
              if (!allowed(current.text)) setKept(true);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || current === null) return;
              // Enter ends the edit: what comes next is a new undo step.
              setEdit(allowed(current.text) ? null : { ...current, refused: true });
            }}
            className={cn(
              'min-h-11 w-20 rounded-md border bg-paper px-2 text-right text-sm tabular-nums',
              wrong ? 'border-danger' : 'border-control',
            )}
          />
          <span className="text-sm text-ink-muted">{unit}</span>
        </span>
      </div>
      {message && (
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

/**
 * Whether more typing could still make `text` an allowed value: `4` on the way to `45` could,
 * `9` rows or `63.5` in whole inches cannot, whatever follows.
 */
function couldBecomeAllowed(text: string, min: number, max: number, step: number): boolean {
  const typed = text.trim();
  if (typed === '') return true;
  for (let i = 0; min + i * step <= max; i++) {
    const allowed = Math.round((min + i * step) * 1e6) / 1e6;
    if (String(allowed).startsWith(typed)) return true;
  }
  return false;
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
