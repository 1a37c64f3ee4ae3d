import { useState } from 'react';
import {
  NOTE_MAX_LENGTH,
  type AdminOrderView,
  type TimelineEntry,
} from '../../../../contract/admin.ts';
import { ORDER_STATUS_LABELS } from '../../../../domain/orders/status.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField, inputClass } from '../../../ui/form-field.tsx';
import { useAddNote } from '../api/order.ts';
import { actionProblem, refusedField } from '../ui/errors.ts';
import { formatMoment } from '../ui/format.ts';

function entryText(entry: TimelineEntry): string {
  if (entry.type === 'note') return `Note by ${entry.by ?? 'the shop'}`;
  const to = ORDER_STATUS_LABELS[entry.to];
  const move = entry.from ? `${ORDER_STATUS_LABELS[entry.from]} → ${to}` : to;
  return `${move}, by ${entry.by ?? 'the shop'}`;
}

/** An internal note: only the shop reads it, never the customer. */
function NoteForm({ orderId }: { orderId: string }) {
  const add = useAddNote(orderId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = problem ?? refusedField(add.error, 'text');
  const formError = actionProblem(add.error, 'The note could not be added. Please try again.', [
    'body',
  ]);
  return (
    <form
      noValidate
      aria-label="Add a note"
      className="mt-4 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = body.trim();
        if (trimmed === '') return setProblem('Write the note.');
        setProblem(null);
        add.mutate({ text: trimmed }, { onSuccess: () => setBody('') });
      }}
    >
      <FormField
        label="Add a note"
        error={fieldError}
        hint="Only the shop sees notes; the customer never does."
      >
        {(field) => (
          <textarea
            {...field}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={`${inputClass} py-2`}
          />
        )}
      </FormField>
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" pending={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

/** The order's life: each move with who made it, and the shop's notes, oldest first. */
export function Timeline({ order }: { order: AdminOrderView }) {
  return (
    <section
      aria-labelledby="admin-order-timeline"
      className="rounded-lg border border-line bg-white p-4 text-sm"
    >
      <h2 id="admin-order-timeline" className="text-base font-semibold">
        Timeline
      </h2>
      {order.timeline.length === 0 ? (
        <p className="mt-2 text-ink-muted">Nothing has happened to this order yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l border-line pl-4">
          {order.timeline.map((entry, index) => (
            <li key={index}>
              <p className="text-ink-muted">
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              </p>
              <p className="font-medium">{entryText(entry)}</p>
              {entry.type === 'note' ? (
                <p className="whitespace-pre-line">{entry.body}</p>
              ) : (
                entry.note && <p className="whitespace-pre-line">{entry.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <NoteForm orderId={order.id} />
    </section>
  );
}
