/**
 * What every key a checkout keeps in the tab's session storage starts with (checkout-tab.ts). Apart
 * from the checkout's code, as sign-out, in every page's first code, needs only this.
 */
export const CHECKOUT_KEY_PREFIX = 'checkout-';

/**
 * Forgets every checkout of this tab: what was typed into them (a name, an address, an e-mail
 * address) and the orders they placed. Signing out does, so the next person at this browser does
 * not start from them.
 */
export function forgetCheckoutsHere(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(CHECKOUT_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Blocked: nothing was kept.
  }
}
