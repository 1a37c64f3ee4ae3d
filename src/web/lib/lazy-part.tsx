import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';

function Nothing(): null {
  return null;
}

/**
 * A part of the page that the first paint does not need, loaded on first use. A chunk that cannot
 * load (a release during the visit) leaves the page usable without it, and says so in the
 * console. What shows meanwhile is `loading`, and `failed` if it cannot load (to tell the
 * customer, or to show the page's plain version); nothing unless given.
 */
export function lazyPart<Props extends object = Record<string, never>>(
  load: () => Promise<ComponentType<Props>>,
  what: string,
  {
    loading: Loading = Nothing,
    failed = Nothing,
  }: { loading?: ComponentType<Props>; failed?: ComponentType<Props> } = {},
): ComponentType<Props> {
  const Part = lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn(`${what} could not load:`, error);
        return { default: failed };
      },
    ),
  );
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={<Loading {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** True from the first render at which `now` is true on: a part once loaded stays mounted. */
export function useWantedOnce(now: boolean): boolean {
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted || now;
}

/**
 * Runs `run` when the browser first has nothing else to do (or two seconds passed); returns what
 * cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2000);
  return () => clearTimeout(timer);
}

/** Whether the page has been idle once; one wait serves every part that asks (useIdle). */
const pageIdle = {
  reached: false,
  waiting: null as Set<() => void> | null,
};

function subscribeToIdle(notify: () => void): () => void {
  if (pageIdle.reached) return () => {};
  if (!pageIdle.waiting) {
    const waiting = new Set<() => void>();
    pageIdle.waiting = waiting;
    whenIdle(() => {
      pageIdle.reached = true;
      pageIdle.waiting = null;
      // One part a task: told at once, every part rendered and asked for its code (each import
      // putting its chunks' preload links in the document) in one long task.
      const notifyNext = () => {
        const next = waiting.values().next();
        if (next.done) return;
        waiting.delete(next.value);
        next.value();
        if (waiting.size > 0) setTimeout(notifyNext, 0);
      };
      notifyNext();
    });
  }
  const waiting = pageIdle.waiting;
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * False until the browser first has nothing else to do after the page loaded (or two seconds
 * passed): for parts that should be in place before the customer acts, but not before the first
 * paint. The page waits once, however many parts ask; then the parts waiting are told one a task.
 */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribeToIdle,
    () => pageIdle.reached,
    () => false,
  );
}
