import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Long-form text (articles, policies, guides) at a readable measure: about 70 characters a line,
 * headings with room above them, lists with their markers. Styles the HTML inside it too, so an
 * article rendered by the server reads the same as a page written here.
 */
export const proseClass = cn(
  'max-w-[70ch] text-base leading-7 text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-balance',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_li]:mt-1.5 [&_li]:pl-1 [&_strong]:font-semibold',
  '[&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:tabular-nums',
  '[&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pr-4',
  '[&>:first-child]:mt-0',
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(proseClass, className)}>{children}</div>;
}

/** "Last updated" under a policy's introduction, as a machine-readable date. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="text-sm text-ink-muted">
      Last updated <time dateTime={date}>{formatDay(date)}</time>
    </p>
  );
}

/** `2026-11-01` → `November 1, 2026`, the day as written, whatever the visitor's time zone. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
