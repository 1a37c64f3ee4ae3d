import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderRow, Dashboard } from '../../../../contract/admin.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { useDashboard, useRetryMail } from '../api/dashboard.ts';
import { AdminPage, OrderStatusText, QueryState } from '../ui/admin-page.tsx';
import { formatDay, formatMoment, money, plural } from '../ui/format.ts';

const sectionClass = 'rounded-lg border border-line bg-white p-4';

/** A short list of orders that need the owner, each opening its page. */
function OrderGroup({
  id,
  title,
  orders,
  empty,
  dateLabel,
  dateOf,
}: {
  id: string;
  title: string;
  orders: readonly AdminOrderRow[];
  empty: string;
  dateLabel: string;
  dateOf: (order: AdminOrderRow) => string;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        {title}
        <span className="text-3xl font-semibold tabular-nums">{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
            >
              <span>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-medium underline underline-offset-4"
                >
                  {order.number}
                </Link>{' '}
                <span className="text-ink-muted">{order.name}</span>
              </span>
              <span className="inline-flex flex-wrap items-baseline gap-2">
                <OrderStatusText
                  statusLabel={order.statusLabel}
                  late={order.late}
                  needsReview={order.needsReview}
                />
                <span className="text-ink-muted">
                  {dateLabel} {formatDay(dateOf(order))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Money taken week by week as a table, with each week's share of the best week drawn as a bar
 * beside its figure: the figures are the content, the bars only help the eye.
 */
function RevenueByWeek({ weeks }: { weeks: Dashboard['revenueByWeek'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.revenueCents));
  return (
    <section aria-labelledby="admin-revenue" className={`${sectionClass} lg:col-span-2`}>
      <h2 id="admin-revenue" className="text-lg font-semibold">
        Revenue by week
      </h2>
      <div
        role="region"
        aria-labelledby="admin-revenue-caption"
        tabIndex={0}
        className="relative mt-2 overflow-x-auto"
      >
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <caption id="admin-revenue-caption" className="pb-2 text-left text-ink-muted">
            Money taken in each of the last {weeks.length} weeks, Monday to Sunday, refunds taken
            off
          </caption>
          <thead className="text-left">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Week of
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Revenue
              </th>
              <th scope="col" className="w-1/2 py-2">
                <span className="sr-only">Compared with the best week</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                  {formatDay(week.weekStart)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{week.orders}</td>
                <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                  {money(week.revenueCents)}
                </td>
                <td className="py-1.5" aria-hidden>
                  <div className="h-3 rounded-sm bg-paper-deep">
                    <div
                      className="h-3 rounded-sm bg-ink"
                      style={{ width: `${Math.max(0, (week.revenueCents / most) * 100)}%` }}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Mail the outbox gave up on: the owner can send each one again. */
function FailedMail({ mails }: { mails: Dashboard['failedMail'] }) {
  const retry = useRetryMail();
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const failedFor = retry.isError ? retry.variables : undefined;
  return (
    <section aria-labelledby="admin-failed-mail" className={sectionClass}>
      <h2 id="admin-failed-mail" className="text-lg font-semibold">
        Mail that could not be sent
      </h2>
      {mails.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Every e-mail has gone out.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium">{mail.subject}</p>
                <p className="text-ink-muted">
                  To {mail.to} · written {formatMoment(mail.createdAt)} ·{' '}
                  {plural(mail.attempts, 'attempt')}
                </p>
                {mail.lastError && <p className="break-words">Last error: {mail.lastError}</p>}
                {failedFor === mail.id && (
                  <p role="alert" className="text-danger">
                    {retry.error instanceof ApiError && retry.error.kind
                      ? retry.error.message
                      : 'It could not be sent again. Please try again.'}
                  </p>
                )}
              </div>
              {sent.has(mail.id) ? (
                <p role="status" className="text-sm">
                  Back in the outbox
                </p>
              ) : (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Retry "${mail.subject}" to ${mail.to}`}
                  pending={retry.isPending && retry.variables === mail.id}
                  onClick={() =>
                    retry.mutate(mail.id, {
                      onSuccess: () => setSent((ids) => new Set([...ids, mail.id])),
                    })
                  }
                >
                  Retry
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/admin`: this week's work, what is late, money by week and mail that failed. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <AdminPage
      title="Dashboard"
      actions={data && <p className="text-sm text-ink-muted">Today is {formatDay(data.today)}</p>}
    >
      {!data && (
        <QueryState
          query={dashboard}
          loading="Loading the dashboard..."
          failed="The dashboard could not be loaded. Please try again."
        />
      )}
      {data && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-3">
          <OrderGroup
            id="admin-to-make"
            title="To make this week"
            orders={data.toMake}
            empty="Nothing is due to leave the workshop this week."
            dateLabel="ships by"
            dateOf={(order) => order.shipsOn}
          />
          <OrderGroup
            id="admin-to-ship"
            title="To ship"
            orders={data.toShip}
            empty="Nothing in production is waiting to ship."
            dateLabel="ships by"
            dateOf={(order) => order.shipsOn}
          />
          <OrderGroup
            id="admin-late"
            title="Late"
            orders={data.late}
            empty="No order is past its promised date."
            dateLabel="promised"
            dateOf={(order) => order.arrivesBy}
          />
          <RevenueByWeek weeks={data.revenueByWeek} />
          <FailedMail mails={data.failedMail} />
        </div>
      )}
    </AdminPage>
  );
}
