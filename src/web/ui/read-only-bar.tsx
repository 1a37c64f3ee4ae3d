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
