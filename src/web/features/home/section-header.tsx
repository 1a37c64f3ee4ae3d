import type { ReactNode } from 'react';

/** The home sections' width and side margins. */
export const SECTION = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export function SectionHeader({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <h2 id={id} className="text-3xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </div>
  );
}
