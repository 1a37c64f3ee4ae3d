import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A page's frame: its one h1, a short introduction, then the content. */
export function Page({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8', className)}>
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {intro != null && (
        <div className="mt-4 max-w-2xl space-y-3 text-lg text-ink-muted">{intro}</div>
      )}
      {children != null && <div className="mt-10">{children}</div>}
    </div>
  );
}

/** What a page kind built on Page takes: its title, a one-paragraph introduction, the content. */
export interface IntroducedPageProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The honest note on pages whose feature is planned but not built. */
export function NotYetAvailable({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-line bg-paper-deep px-4 py-3 text-base text-ink-muted">
      {children}
    </p>
  );
}
