import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAdminTitle } from '../admin-meta.ts';

/** An admin page's frame: its one h1 (also the document's title), what it offers beside it, the rest. */
export function AdminPage({
  title,
  documentTitle = title,
  actions,
  children,
  className,
}: {
  title: string;
  /** The tab's title, where it is not the heading. */
  documentTitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  useAdminTitle(documentTitle);
  return (
    <div
      className={cn(
        'mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 lg:px-8 print:max-w-none print:p-0',
        className,
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * What a part of a page shows before its data: the loading line, then why it could not be read
 * (the server's own words when it gave some) with a way to try again.
 */
export function QueryState({
  query,
  loading,
  failed,
}: {
  query: Pick<
    UseQueryResult<unknown>,
    'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'
  >;
  loading: string;
  failed: string;
}) {
  if (query.isPending && !query.isError) return <Spinner label={loading} align="top" />;
  if (!query.isError) return null;
  const said = query.error instanceof ApiError && query.error.kind ? query.error.message : null;
  return (
    <div role="alert" className="rounded-md border border-danger/40 bg-white px-4 py-3">
      <p>{said ?? failed}</p>
      <Button
        variant="secondary"
        size="small"
        className="mt-3"
        pending={query.isFetching}
        onClick={() => void query.refetch()}
      >
        Try again
      </Button>
    </div>
  );
}

/** A word that marks an order, drawn as a tag: the words carry the meaning, not the colour. */
export function Mark({
  children,
  tone = 'plain',
}: {
  children: ReactNode;
  tone?: 'plain' | 'warn';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-sm border px-1.5 text-xs font-semibold whitespace-nowrap',
        tone === 'warn' ? 'border-danger text-danger' : 'border-ink/70 text-ink',
      )}
    >
      {children}
    </span>
  );
}

/** An order's status in words, with "Late" and "Needs review" beside it when they apply. */
export function OrderStatusText({
  statusLabel,
  late,
  needsReview,
}: {
  statusLabel: string;
  late: boolean;
  needsReview: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>{statusLabel}</span>
      {late && <Mark tone="warn">Late</Mark>}
      {needsReview && <Mark tone="warn">Needs review</Mark>}
    </span>
  );
}
