import { useId, useState } from 'react';
import type {
  DiscountCodeInput,
  DiscountCodeRow,
  DiscountKind,
} from '../../../../contract/admin.ts';
import { DISCOUNT_CODE_DESCRIPTION_MAX_LENGTH } from '../../../../contract/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField, InputField, inputClass } from '../../../ui/form-field.tsx';
import { useCreateDiscountCode, useEditDiscountCode } from '../api/discount-codes.ts';
import { centsFromTyped } from '../order/refund-form.tsx';
import { actionProblem, refusedField } from '../ui/errors.ts';
import { useFocusFirstField } from '../ui/focus-first-field.ts';

const FIELDS = [
  'code',
  'kind',
  'percentOff',
  'amountOffCents',
  'minimumSubtotalCents',
  'validFrom',
  'validUntil',
  'usageLimit',
  'description',
] as const;
type Field = (typeof FIELDS)[number];

type Typed = {
  code: string;
  kind: DiscountKind;
  percentOff: string;
  amount: string;
  minimum: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  description: string;
};

const dollars = (amountCents: number) => (amountCents / 100).toFixed(2);

function typedOf(code: DiscountCodeRow | null): Typed {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    percentOff: code?.percentOff == null ? '' : String(code.percentOff),
    amount: code?.amountOffCents == null ? '' : dollars(code.amountOffCents),
    minimum: code?.minimumSubtotalCents ? dollars(code.minimumSubtotalCents) : '',
    validFrom: code?.validFrom ?? '',
    validUntil: code?.validUntil ?? '',
    usageLimit: code?.usageLimit == null ? '' : String(code.usageLimit),
    description: code?.description ?? '',
  };
}

const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/**
 * What was typed, as the server takes it, or the fields the page can already tell are wrong. What
 * only the server knows (a code that exists, a window) it answers beside the field.
 */
function read(
  typed: Typed,
): { input: DiscountCodeInput } | { problems: Partial<Record<Field, string>> } {
  const problems: Partial<Record<Field, string>> = {};
  if (!typed.code.trim()) problems.code = 'Enter the code.';
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (typed.kind === 'percent') {
    percentOff = PERCENT.test(typed.percentOff.trim()) ? Number(typed.percentOff.trim()) : null;
    if (percentOff === null) problems.percentOff = 'Enter a percentage from 1 to 100, like 15.';
  } else {
    amountOffCents = centsFromTyped(typed.amount);
    if (amountOffCents === null)
      problems.amountOffCents = 'Enter an amount in dollars, like 25.00.';
  }
  const minimumSubtotalCents = typed.minimum.trim() ? centsFromTyped(typed.minimum) : 0;
  if (minimumSubtotalCents === null) {
    problems.minimumSubtotalCents = 'Enter an amount in dollars, like 500.00, or leave it empty.';
  }
  const usageLimit = typed.usageLimit.trim() ? typed.usageLimit.trim() : null;
  if (usageLimit !== null && !WHOLE.test(usageLimit)) {
    problems.usageLimit = 'Enter a whole number of orders, or leave it empty for no limit.';
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      code: typed.code,
      kind: typed.kind,
      percentOff,
      amountOffCents,
      minimumSubtotalCents,
      validFrom: typed.validFrom || null,
      validUntil: typed.validUntil || null,
      usageLimit: usageLimit === null ? null : Number(usageLimit),
      description: typed.description.trim() || null,
    },
  };
}

/**
 * A new code, or a code changed: each field's problem beside it, what the page can tell before
 * sending and what the server answers after. Opens with the keyboard on its first field.
 */
export function DiscountCodeForm({
  code,
  onDone,
  onCancel,
}: {
  /** The code edited; null for a new one. */
  code: DiscountCodeRow | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useFocusFirstField<HTMLFormElement>();
  const headingId = useId();
  const create = useCreateDiscountCode();
  const edit = useEditDiscountCode();
  const saving = code === null ? create : edit;
  const [typed, setTyped] = useState(() => typedOf(code));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof Typed) => (value: string) =>
    setTyped((before) => ({ ...before, [field]: value }));
  const problemOf = (field: Field) => problems[field] ?? refusedField(saving.error, field);
  const failed = actionProblem(saving.error, 'The code could not be saved. Please try again.', [
    ...FIELDS,
  ]);

  const submit = () => {
    const outcome = read(typed);
    if ('problems' in outcome) {
      setProblems(outcome.problems);
      return;
    }
    setProblems({});
    const done = (saved: DiscountCodeRow) =>
      onDone(code === null ? `${saved.code} created.` : `${saved.code} saved.`);
    if (code === null) create.mutate(outcome.input, { onSuccess: done });
    else edit.mutate({ ...outcome.input, id: code.id, version: code.version }, { onSuccess: done });
  };

  return (
    <form
      ref={form}
      aria-labelledby={headingId}
      noValidate
      className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {code === null ? 'New code' : `Edit ${code.code}`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Code"
          autoComplete="off"
          spellCheck={false}
          value={typed.code}
          onChange={(event) => set('code')(event.target.value)}
          error={problemOf('code')}
          hint={
            code?.used
              ? 'Orders have used this code: its name stays.'
              : 'Letters, digits, - and _. Customers may type it in any case.'
          }
          readOnly={code?.used ?? false}
        />
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">Takes off</legend>
          {(
            [
              ['percent', 'A percentage'],
              ['fixed', 'A fixed amount'],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${headingId}-kind`}
                className="size-4 accent-ink"
                checked={typed.kind === kind}
                onChange={() => set('kind')(kind)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {typed.kind === 'percent' ? (
          <InputField
            label="Percentage off"
            inputMode="decimal"
            autoComplete="off"
            value={typed.percentOff}
            onChange={(event) => set('percentOff')(event.target.value)}
            error={problemOf('percentOff')}
            hint="1 to 100, of the merchandise."
          />
        ) : (
          <InputField
            label="Amount off in dollars"
            inputMode="decimal"
            autoComplete="off"
            value={typed.amount}
            onChange={(event) => set('amount')(event.target.value)}
            error={problemOf('amountOffCents')}
            hint="Never more than the merchandise."
          />
        )}
        <InputField
          label="Minimum subtotal in dollars (optional)"
          inputMode="decimal"
          autoComplete="off"
          value={typed.minimum}
          onChange={(event) => set('minimum')(event.target.value)}
          error={problemOf('minimumSubtotalCents')}
        />
        <InputField
          label="First day (optional)"
          type="date"
          value={typed.validFrom}
          onChange={(event) => set('validFrom')(event.target.value)}
          error={problemOf('validFrom')}
          hint="Empty: from now on."
        />
        <InputField
          label="Last day (optional)"
          type="date"
          value={typed.validUntil}
          onChange={(event) => set('validUntil')(event.target.value)}
          error={problemOf('validUntil')}
          hint="Empty: no end. The code works until that day ends, shop time."
        />
        <InputField
          label="Usage limit (optional)"
          inputMode="numeric"
          autoComplete="off"
          value={typed.usageLimit}
          onChange={(event) => set('usageLimit')(event.target.value)}
          error={problemOf('usageLimit')}
          hint="How many orders may use it. Empty: no limit."
        />
        <FormField label="Note for the shop (optional)" error={problemOf('description')}>
          {(field) => (
            <textarea
              {...field}
              rows={2}
              maxLength={DISCOUNT_CODE_DESCRIPTION_MAX_LENGTH}
              value={typed.description}
              onChange={(event) => set('description')(event.target.value)}
              className={`${inputClass} py-2`}
            />
          )}
        </FormField>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={saving.isPending}>
          {code === null ? 'Create code' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
