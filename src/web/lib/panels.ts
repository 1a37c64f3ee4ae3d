import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Which side panel is open: the cart slide-over or the wishlist slide-in (docs/rules/storefront.md). */
export type PanelName = 'cart' | 'wishlist';

export const panelStore = createStore<{ open: PanelName | null }>()(() => ({ open: null }));

/** What had focus when a panel opened: focus goes back there when it closes. */
let returnFocusTo: HTMLElement | null = null;

export function openPanel(name: PanelName): void {
  if (panelStore.getState().open === null && typeof document !== 'undefined') {
    const active = document.activeElement;
    returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  panelStore.setState({ open: name });
}

/** Moves focus back to what opened the panel, if it is still on the page. */
export function restoreFocusAfterPanel(): boolean {
  const target = returnFocusTo;
  returnFocusTo = null;
  if (target === null || !target.isConnected) return false;
  target.focus();
  return true;
}

export function closePanel(): void {
  panelStore.setState({ open: null });
}

export function useOpenPanel(): PanelName | null {
  return useStore(panelStore, (state) => state.open);
}
