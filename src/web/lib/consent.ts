import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Cookie consent (docs/rules/storefront.md): unset shows the banner; the choice is kept under `cookie-consent`. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type CookieConsent = 'accepted' | 'declined';

export interface ConsentState {
  consent: CookieConsent | null;
  choose(consent: CookieConsent): void;
}

export type ConsentStore = StoreApi<ConsentState>;

function readConsent(storage: Storage | undefined): CookieConsent | null {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null; // storage blocked by the browser: ask again
  }
}

/**
 * A tiny store other code subscribes to (the tag manager and the support chat load only after
 * `accepted`). It follows changes made in other tabs through the `storage` event.
 */
export function createConsentStore(
  storage: Storage | undefined,
  events?: Pick<Window, 'addEventListener'>,
): ConsentStore {
  const store = createStore<ConsentState>()((set) => ({
    consent: readConsent(storage),
    choose(consent) {
      try {
        storage?.setItem(COOKIE_CONSENT_KEY, consent);
      } catch {
        // Storage blocked: the choice holds for this visit only.
      }
      set({ consent });
    },
  }));
  events?.addEventListener('storage', (event) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) {
      store.setState({ consent: readConsent(storage) });
    }
  });
  return store;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const consentStore: ConsentStore = createConsentStore(
  browserStorage(),
  typeof window === 'undefined' ? undefined : window,
);

export function useCookieConsent(store: ConsentStore = consentStore): CookieConsent | null {
  return useStore(store, (state) => state.consent);
}
