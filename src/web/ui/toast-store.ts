import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The app toaster's store (docs/rules/storefront.md): one toast at a time, variants default and
 * destructive. A toast closes by itself after a few seconds (an error stays longer), sooner when
 * the visitor dismisses it; the timer waits while the pointer or focus is on it. The removal
 * delay of 1,000,000 ms is how long a closed toast may linger before it is removed.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays on screen: 5 s, or 10 s for an error. */
export const TOAST_DURATION_MS = { default: 5_000, destructive: 10_000 } as const;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface AppToast extends ToastInput {
  id: number;
  variant: ToastVariant;
}

export const toastStore = createStore<{ toasts: AppToast[] }>()(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id?: number): void {
  toastStore.setState(({ toasts }) => ({
    toasts: id === undefined ? [] : toasts.filter((t) => t.id !== id),
  }));
}

/** Shows a toast in the app toaster, replacing the one on screen. */
export function toast({ title, description, variant = 'default' }: ToastInput) {
  const id = nextId++;
  const next: AppToast = {
    id,
    title,
    variant,
    ...(description === undefined ? {} : { description }),
  };
  toastStore.setState(({ toasts }) => ({ toasts: [next, ...toasts].slice(0, TOAST_LIMIT) }));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): AppToast[] {
  return useStore(toastStore, (state) => state.toasts);
}

/**
 * For a part whose code could not load: when it is asked for, the customer is told `message` and
 * the ask is withdrawn (`withdraw`), so the page is not left waiting and a later ask is told again.
 */
export function useToldUnavailable(asked: boolean, message: string, withdraw: () => void): void {
  useEffect(() => {
    if (!asked) return;
    toast({ title: message, variant: 'destructive' });
    withdraw();
  }, [asked, message, withdraw]);
}
