/** Shared look of the header's text entries (links and buttons). */
export const navItemClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-ink/5 aria-[current=page]:underline aria-[current=page]:underline-offset-8 disabled:opacity-60';

export const iconButtonClass =
  'relative inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-ink/5';
