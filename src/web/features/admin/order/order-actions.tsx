import { AlertDialog } from 'radix-ui';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { AdminOrderView } from '../../../../contract/admin.ts';
import { focusSoon } from '../../../lib/focus-soon.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField, InputField, inputClass } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useAddConsignment, useCancelOrder, useMoveOrder } from '../api/order.ts';
import { actionProblem, isStale, refusedField, refusedFieldNames } from '../ui/errors.ts';
import { useFocusFirstField } from '../ui/focus-first-field.ts';
import { formatDay, money } from '../ui/format.ts';
import { RefundForm } from './refund-form.tsx';
import {
  consignmentInput,
  trackingProblems,
  TrackingFields,
  useConsignmentDraft,
} from './tracking-fields.tsx';

/**
 * Where an action tells that the order changed meanwhile: the actions say it above every form,
 * since the form itself is gone when the order read again no longer allows its action.
 */
const ChangedMeanwhile = createContext<(message: string) => void>(() => undefined);

/** A failed action's problem for its own form: one about the order having changed is said above. */
function formProblem(error: unknown, fallback: string, besideFields: readonly string[] = []) {
  return isStale(error) ? null : actionProblem(error, fallback, besideFields);
}

/** Where the focus goes once an action is done: the order's status, which says what it did. */
export const ORDER_STATUS_ID = 'admin-order-status';

function done(message: string, close: () => void) {
  toast({ title: message });
  close();
  focusSoon(ORDER_STATUS_ID);
}

/** A failed action's message, in the server's words when it gave them ("…changed…" on a 409). */
function Problem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

function Panel({
  id,
  label,
  children,
  onSubmit,
}: {
  id: string;
  label: string;
  children: ReactNode;
  onSubmit: () => void;
}) {
  const form = useFocusFirstField<HTMLFormElement>();
  return (
    <form
      ref={form}
      id={id}
      aria-label={label}
      noValidate
      className="mt-3 grid gap-3 rounded-md border border-line bg-paper p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function ProductionForm({
  id,
  order,
  onClose,
}: {
  id: string;
  order: AdminOrderView;
  onClose: () => void;
}) {
  const move = useMoveOrder(order.id, useContext(ChangedMeanwhile));
  const [shipDate, setShipDate] = useState('');
  return (
    <Panel
      id={id}
      label="Move to production"
      onSubmit={() =>
        move.mutate(
          { to: 'in_production', version: order.version, expectedShipDate: shipDate || null },
          { onSuccess: () => done(`Order ${order.number} is in production`, onClose) },
        )
      }
    >
      <InputField
        label="Expected ship date (optional)"
        type="date"
        value={shipDate}
        onChange={(event) => setShipDate(event.target.value)}
        hint={`Leave empty to keep the promised day, ${formatDay(order.shipping.shipsOn)}.`}
        error={refusedField(move.error, 'expectedShipDate')}
        className="sm:w-72"
      />
      <Problem
        message={formProblem(move.error, 'The order could not be moved. Please try again.', [
          'expectedShipDate',
        ])}
      />
      <div>
        <Button type="submit" pending={move.isPending}>
          {move.isPending ? 'Moving...' : 'Move to production'}
        </Button>
      </div>
    </Panel>
  );
}

/**
 * A consignment's tracking numbers, one per parcel, checked in the page before they are sent: the
 * first one marks the order shipped, a later one adds to it.
 */
function ConsignmentPanel({
  id,
  label,
  parcels,
  change,
  send,
  fieldPrefix,
  failed,
  submit,
}: {
  id: string;
  label: string;
  /** How many parcels the form starts with. */
  parcels: number;
  change: { error: unknown; isPending: boolean };
  send: (consignment: ReturnType<typeof consignmentInput>) => void;
  /** Where the server's input puts the consignment's fields. */
  fieldPrefix: string;
  failed: string;
  submit: string;
}) {
  const { draft, setDraft, newKey } = useConsignmentDraft(parcels);
  const [problems, setProblems] = useState<(string | null)[] | null>(null);
  return (
    <Panel
      id={id}
      label={label}
      onSubmit={() => {
        const found = trackingProblems(draft);
        setProblems(found);
        if (!found) send(consignmentInput(draft));
      }}
    >
      <TrackingFields
        draft={draft}
        onChange={setDraft}
        newKey={newKey}
        problems={problems}
        serverError={change.error}
        fieldPrefix={fieldPrefix}
      />
      <Problem
        message={formProblem(
          change.error,
          failed,
          refusedFieldNames(change.error).filter((field) => field.startsWith(fieldPrefix)),
        )}
      />
      <div>
        <Button type="submit" pending={change.isPending}>
          {change.isPending ? 'Saving...' : submit}
        </Button>
      </div>
    </Panel>
  );
}

/** Shipped, with its first consignment: one tracking number per parcel the order was packed in. */
function ShipForm({
  id,
  order,
  onClose,
}: {
  id: string;
  order: AdminOrderView;
  onClose: () => void;
}) {
  const move = useMoveOrder(order.id, useContext(ChangedMeanwhile));
  return (
    <ConsignmentPanel
      id={id}
      label="Mark shipped"
      parcels={order.shipping.parcels.length}
      change={move}
      send={(consignment) =>
        move.mutate(
          { to: 'shipped', version: order.version, consignment },
          { onSuccess: () => done(`Order ${order.number} is shipped`, onClose) },
        )
      }
      fieldPrefix="consignment."
      failed="The order could not be marked shipped. Please try again."
      submit="Mark shipped"
    />
  );
}

/** Another consignment of a shipped order: the parcels that have no tracking yet, to start with. */
function ConsignmentForm({
  id,
  order,
  onClose,
}: {
  id: string;
  order: AdminOrderView;
  onClose: () => void;
}) {
  const add = useAddConsignment(order.id, useContext(ChangedMeanwhile));
  const tracked = order.consignments.reduce((sum, one) => sum + one.parcels.length, 0);
  return (
    <ConsignmentPanel
      id={id}
      label="Add a consignment"
      parcels={order.shipping.parcels.length - tracked}
      change={add}
      send={(consignment) =>
        add.mutate(
          { ...consignment, version: order.version },
          { onSuccess: () => done(`A consignment is added to order ${order.number}`, onClose) },
        )
      }
      fieldPrefix=""
      failed="The consignment could not be added. Please try again."
      submit="Add consignment"
    />
  );
}

function DeliveredForm({
  id,
  order,
  onClose,
}: {
  id: string;
  order: AdminOrderView;
  onClose: () => void;
}) {
  const move = useMoveOrder(order.id, useContext(ChangedMeanwhile));
  return (
    <Panel
      id={id}
      label="Mark delivered"
      onSubmit={() =>
        move.mutate(
          { to: 'delivered', version: order.version },
          { onSuccess: () => done(`Order ${order.number} is delivered`, onClose) },
        )
      }
    >
      <p className="text-sm">The customer has received every parcel of this order.</p>
      <Problem
        message={formProblem(
          move.error,
          'The order could not be marked delivered. Please try again.',
        )}
      />
      <div>
        <Button type="submit" pending={move.isPending}>
          {move.isPending ? 'Saving...' : 'Mark delivered'}
        </Button>
      </div>
    </Panel>
  );
}

/** An unpaid order called off, once the owner confirms it in a dialog. */
function CancelOrder({ order }: { order: AdminOrderView }) {
  const cancel = useCancelOrder(order.id, useContext(ChangedMeanwhile));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Cancel order</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-line bg-paper p-5">
          <AlertDialog.Title className="text-lg font-semibold">
            Cancel order {order.number}?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm">
            The order has not been paid. Cancelled, it can no longer be paid; the customer is not
            charged.
          </AlertDialog.Description>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              cancel.mutate(
                { version: order.version, reason: reason.trim() || null },
                {
                  onSuccess: () => done(`Order ${order.number} is cancelled`, () => setOpen(false)),
                },
              );
            }}
          >
            <FormField label="Reason (optional)" error={refusedField(cancel.error, 'reason')}>
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
            <Problem
              // Said here too: the modal dialog covers the actions' own message.
              message={actionProblem(
                cancel.error,
                'The order could not be cancelled. Please try again.',
                ['reason'],
              )}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="ghost">Keep the order</Button>
              </AlertDialog.Cancel>
              <Button type="submit" pending={cancel.isPending}>
                {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type Action = 'production' | 'ship' | 'consignment' | 'delivered' | 'refund';

const ACTION_LABELS: Record<Action, string> = {
  production: 'Move to production',
  ship: 'Mark shipped',
  consignment: 'Add a consignment',
  delivered: 'Mark delivered',
  refund: 'Refund',
};

/**
 * What the owner can do with the order now: only the moves its status allows (`nextStatuses`),
 * each opening its own form. Every move sends the order's version, so a change made meanwhile (in
 * another tab, by another person) is refused rather than overwritten.
 */
export function OrderActions({ order }: { order: AdminOrderView }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const baseId = useId();
  const next = order.nextStatuses;
  const remaining = order.totals.totalCents - order.totals.refundedCents;
  const offered: Action[] = [
    ...(next.includes('in_production') ? (['production'] as const) : []),
    ...(next.includes('shipped') ? (['ship'] as const) : []),
    ...(order.status === 'shipped' ? (['consignment'] as const) : []),
    ...(next.includes('delivered') ? (['delivered'] as const) : []),
    ...(next.includes('refunded') && remaining > 0 ? (['refund'] as const) : []),
  ];
  const cancellable = next.includes('cancelled');
  const close = () => {
    setOpen(null);
    setChanged(null);
  };
  const panelId = (action: Action) => `${baseId}-${action}`;
  return (
    <ChangedMeanwhile.Provider value={setChanged}>
      <section
        aria-labelledby="admin-order-actions"
        className="rounded-lg border border-line bg-white p-4"
      >
        <h2 id="admin-order-actions" className="text-base font-semibold">
          Actions
        </h2>
        {changed && (
          <p role="alert" className="mt-2 rounded-md border border-danger px-3 py-2 text-sm">
            {changed}
          </p>
        )}
        {offered.length === 0 && !cancellable ? (
          <p className="mt-2 text-sm text-ink-muted">
            Nothing more can be done with an order that is {order.statusLabel.toLowerCase()}.
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {offered.map((action) => (
              <Button
                key={action}
                variant={open === action ? 'primary' : 'secondary'}
                aria-expanded={open === action}
                aria-controls={open === action ? panelId(action) : undefined}
                onClick={() => {
                  setChanged(null);
                  setOpen(open === action ? null : action);
                }}
              >
                {action === 'refund' ? `Refund (up to ${money(remaining)})` : ACTION_LABELS[action]}
              </Button>
            ))}
            {cancellable && <CancelOrder order={order} />}
          </div>
        )}
        {open === 'production' && offered.includes('production') && (
          <ProductionForm id={panelId('production')} order={order} onClose={close} />
        )}
        {open === 'ship' && offered.includes('ship') && (
          <ShipForm id={panelId('ship')} order={order} onClose={close} />
        )}
        {open === 'consignment' && offered.includes('consignment') && (
          <ConsignmentForm id={panelId('consignment')} order={order} onClose={close} />
        )}
        {open === 'delivered' && offered.includes('delivered') && (
          <DeliveredForm id={panelId('delivered')} order={order} onClose={close} />
        )}
        {open === 'refund' && offered.includes('refund') && (
          <RefundForm
            id={panelId('refund')}
            order={order}
            remainingCents={remaining}
            onDone={(message) => done(message, close)}
            onChanged={setChanged}
          />
        )}
      </section>
    </ChangedMeanwhile.Provider>
  );
}
