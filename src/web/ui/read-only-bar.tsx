import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The bar over a design opened to look at only, with the way back to where it was opened from. */
export function ReadOnlyBar({
  title,
  back,
}: {
  title: string;
  back: { readonly to: string; readonly label: string };
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-ink bg-paper-deep px-4 py-3">
      <p className="font-semibold">{title}</p>
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
    </div>
  );
}

/**
 * The head of an order's line opened to look at: the bar once the line is read, what is happening
 * while it loads, and why it cannot be shown if it cannot.
 */
export function ViewedLineHead({
  title,
  back,
  loading,
  problem,
}: {
  title: string | null;
  back: { readonly to: string; readonly label: string };
  loading: boolean;
  problem: string | null;
}) {
  return (
    <>
      {title && <ReadOnlyBar title={title} back={back} />}
      {loading && <p className="mt-4 text-sm text-ink-muted">Loading the order's design…</p>}
      {problem !== null && (
        <p role="alert" className="mt-4 rounded-md border border-line bg-paper-deep px-4 py-3">
          {problem}
        </p>
      )}
    </>
  );
}
