import { useRef, useState } from 'react';
import type { DiscountCodeRow, DiscountCodeStatus } from '../../../../contract/admin.ts';
import { Button } from '../../../ui/button.tsx';
import {
  useDeleteDiscountCode,
  useDiscountCodes,
  useSwitchDiscountCode,
} from '../api/discount-codes.ts';
import { AdminPage, Mark, QueryState } from '../ui/admin-page.tsx';
import { actionProblem } from '../ui/errors.ts';
import { money, plural } from '../ui/format.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';

const STATUS_WORDS: Readonly<Record<DiscountCodeStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Not started yet',
  expired: 'Expired',
  used_up: 'Used up',
};

// A code's days are the shop's own calendar days, written with their year.
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

function windowText(code: DiscountCodeRow): string {
  if (code.validFrom === null && code.validUntil === null) return 'Always';
  if (code.validUntil === null) return `From ${day(code.validFrom!)}`;
  if (code.validFrom === null) return `Until ${day(code.validUntil)}`;
  return `${day(code.validFrom)} to ${day(code.validUntil)}`;
}

function offText(code: DiscountCodeRow): string {
  const off = code.kind === 'percent' ? `${code.percentOff} %` : money(code.amountOffCents ?? 0);
  return code.minimumSubtotalCents > 0
    ? `${off} off orders of ${money(code.minimumSubtotalCents)} or more`
    : `${off} off`;
}

/** Edit, switch off or on, and delete while no order has used it (asked twice). */
function CodeActions({
  code,
  onEdit,
  onDone,
}: {
  code: DiscountCodeRow;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const switching = useSwitchDiscountCode();
  const deleting = useDeleteDiscountCode();
  const [confirming, setConfirming] = useState(false);
  const failed =
    actionProblem(switching.error, `${code.code} could not be changed. Please try again.`) ??
    actionProblem(deleting.error, `${code.code} could not be deleted. Please try again.`);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              size="small"
              variant="primary"
              pending={deleting.isPending}
              onClick={() =>
                deleting.mutate(
                  { id: code.id },
                  { onSuccess: () => onDone(`${code.code} deleted.`) },
                )
              }
            >
              Delete {code.code} for good
            </Button>
            <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Edit ${code.code}`}
              onClick={onEdit}
            >
              Edit
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`}
              pending={switching.isPending}
              onClick={() =>
                switching.mutate(
                  { id: code.id, version: code.version, active: !code.active },
                  {
                    onSuccess: (saved) =>
                      onDone(`${saved.code} ${saved.active ? 'activated' : 'deactivated'}.`),
                  },
                )
              }
            >
              {code.active ? 'Deactivate' : 'Activate'}
            </Button>
            {!code.used && (
              <Button
                size="small"
                variant="ghost"
                aria-label={`Delete ${code.code}`}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            )}
          </>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
    </div>
  );
}

function CodesTable({
  codes,
  onEdit,
  onDone,
}: {
  codes: DiscountCodeRow[];
  onEdit: (code: DiscountCodeRow) => void;
  onDone: (message: string) => void;
}) {
  if (codes.length === 0) return <p>There are no discount codes yet.</p>;
  return (
    // Positioned, so the headers' screen-reader text is held inside the scrolling region rather
    // than widening the page at a phone's width.
    <div
      role="region"
      aria-labelledby="admin-codes-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-line bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption id="admin-codes-caption" className="px-3 py-2 text-left text-ink-muted">
          {plural(codes.length, 'discount code')}, active first
        </caption>
        <thead className="border-y border-line bg-paper-deep text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Code
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Takes
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Days
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Uses
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} className="border-b border-line align-top last:border-b-0">
              <th scope="row" className="px-3 py-3 text-left font-semibold">
                {code.code}
                {code.description && (
                  <p className="font-normal text-ink-muted">{code.description}</p>
                )}
              </th>
              <td className="px-3 py-3">
                {code.status === 'active' ? (
                  STATUS_WORDS.active
                ) : (
                  <Mark tone={code.status === 'inactive' ? 'plain' : 'warn'}>
                    {STATUS_WORDS[code.status]}
                  </Mark>
                )}
              </td>
              <td className="px-3 py-3">{offText(code)}</td>
              <td className="px-3 py-3">{windowText(code)}</td>
              <td className="px-3 py-3">
                <p>
                  {code.usageLimit === null
                    ? plural(code.timesUsed, 'use')
                    : `${code.timesUsed} of ${code.usageLimit}`}
                </p>
                <p className="text-ink-muted">{plural(code.paidUses, 'paid order')}</p>
              </td>
              <td className="px-3 py-3">
                <CodeActions code={code} onEdit={() => onEdit(code)} onDone={onDone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/admin/discount-codes`: the owner's codes with their status, days and uses (those held now and
 * those of paid orders), a form to make one or change one, and each code's actions.
 */
export function DiscountCodesPage() {
  const codes = useDiscountCodes();
  /** `new`, a code being edited, or nothing open. */
  const [editing, setEditing] = useState<'new' | DiscountCodeRow | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const done = (message: string) => {
    setEditing(null);
    setSaid(message);
    // The form is gone: the keyboard goes to what was said, not back to the page's top.
    requestAnimationFrame(() => status.current?.focus());
  };
  return (
    <AdminPage
      title="Discount codes"
      actions={
        editing === null && (
          <Button
            onClick={() => {
              setSaid(null);
              setEditing('new');
            }}
          >
            New code
          </Button>
        )
      }
    >
      <div className="grid gap-6">
        <p ref={status} tabIndex={-1} role="status" className="empty:hidden">
          {said}
        </p>
        {editing !== null && (
          <DiscountCodeForm
            key={editing === 'new' ? 'new' : editing.id}
            code={editing === 'new' ? null : editing}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        )}
        <QueryState
          query={codes}
          loading="Loading the discount codes..."
          failed="The discount codes could not be loaded."
        />
        {codes.data && (
          <CodesTable
            codes={codes.data.codes}
            onEdit={(code) => {
              setSaid(null);
              setEditing(code);
            }}
            onDone={done}
          />
        )}
      </div>
    </AdminPage>
  );
}
