import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminPage, QueryState } from '../ui/admin-page.tsx';
import './print.css';

/** The order ids a print page is for, from its address (`?ids=a,b`). */
export function usePrintedIds(): string[] {
  const [params] = useSearchParams();
  return [
    ...new Set(
      (params.get('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * A page of printed documents: a toolbar (Print, and whatever else the page offers) that is never
 * printed, then the documents, one to a sheet of paper.
 */
export function PrintFrame({
  title,
  tools,
  reads,
  children,
}: {
  title: string;
  tools?: ReactNode;
  /** What the page reads (the orders, and the sheet for production sheets): shown once all are in. */
  reads: readonly UseQueryResult<unknown>[];
  children: ReactNode;
}) {
  const ids = usePrintedIds();
  const ready = reads.every((read) => read.data !== undefined);
  // The first read that failed says why; else the first still on its way.
  const waiting = reads.find((read) => read.isError) ?? reads.find((read) => read.isPending);
  return (
    <AdminPage
      title={title}
      className="print:[&_h1]:sr-only"
      actions={
        ready && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
            {tools}
          </div>
        )
      }
    >
      {ids.length === 0 ? (
        <p role="alert">
          No orders are chosen. Select orders in the orders list, or open an order, to print them.
        </p>
      ) : (
        <>
          {waiting && (
            <QueryState
              query={waiting}
              loading="Loading the orders..."
              failed="The orders could not be loaded. Please try again."
            />
          )}
          {ready && (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-8 print:block">{children}</div>
          )}
        </>
      )}
    </AdminPage>
  );
}

/** One printed document: a sheet of its own on paper, a card on screen. */
export function PrintedDocument({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <article
      aria-label={label}
      className={cn(
        'rounded-lg border border-line bg-white p-6 text-sm print:break-after-page print:rounded-none print:border-0 print:p-0 print:last:break-after-auto',
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The shop's name and the document's kind, at the head of each printed document. */
export function DocumentHead({
  brandName,
  kind,
  children,
}: {
  brandName: string;
  kind: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-3">
      <div>
        <p className="text-lg font-semibold tracking-tight">{brandName}</p>
        <h2 className="text-xl font-semibold">{kind}</h2>
      </div>
      <div className="text-right">{children}</div>
    </header>
  );
}
