import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createFocusReturn } from './focus-return.ts';

/** Which side panel is open: the cart slide-over or the wishlist slide-in (docs/rules/storefront.md). */
export type PanelName = 'cart' | 'wishlist';

export const panelStore = createStore<{ open: PanelName | null }>()(() => ({ open: null }));

/** What had focus when a panel opened: focus goes back there when it closes. */
const focusReturn = createFocusReturn();

export function openPanel(name: PanelName): void {
  if (panelStore.getState().open === null) focusReturn.remember();
  panelStore.setState({ open: name });
}

/** Moves focus back to what opened the panel, if it is still on the page. */
export const restoreFocusAfterPanel = (): boolean => focusReturn.restore();

export function closePanel(): void {
  panelStore.setState({ open: null });
}

export function useOpenPanel(): PanelName | null {
  return useStore(panelStore, (state) => state.open);
}
