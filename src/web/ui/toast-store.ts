import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The app toaster's store (docs/rules/storefront.md): one toast at a time, a removal delay of 1,000,000 ms
 * (a toast stays until the visitor dismisses it), variants default and destructive.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

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
