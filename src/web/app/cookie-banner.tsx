import { Link } from 'react-router';
import { consentStore, useCookieConsent, type ConsentStore } from '../lib/consent.ts';
import { useHeightVariable } from '../lib/use-height-variable.ts';
import { useInBrowser } from '../lib/use-in-browser.ts';
import { Button } from '../ui/button.tsx';

/**
 * The CSS variable holding the cookie banner's height: what gets keyboard focus is scrolled clear
 * of the banner (the page's `scroll-padding-bottom`, styles.css).
 */
export const COOKIE_BANNER_HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * Whether the visitor is still to answer. Only the browser knows the answer: a page the server
 * wrote shows no banner.
 */
function useAskingConsent(store: ConsentStore): boolean {
  const consent = useCookieConsent(store);
  const inBrowser = useInBrowser();
  return consent === null && inBrowser;
}

/** The cookie banner (docs/rules/storefront.md): shown until the visitor accepts or declines. */
export function CookieBanner({ store = consentStore }: { store?: ConsentStore }) {
  const asking = useAskingConsent(store);
  const [measure, banner] = useHeightVariable(COOKIE_BANNER_HEIGHT_VARIABLE);
  if (!asking) return null;
  // The banner goes away with the answer: keyboard focus moves on to the page's content rather
  // than dropping to the document.
  const choose = (answer: 'accepted' | 'declined') => {
    const hadFocus = banner?.contains(document.activeElement) ?? false;
    store.getState().choose(answer);
    if (hadFocus) document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={measure}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-paper motion-safe:animate-fade-in"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-ink">
          With your consent we use cookies to measure visits and to run our support chat. Your cart
          and wishlist stay in this browser either way. Read our{' '}
          <Link to="/privacy-policy" className="underline underline-offset-4">
            privacy policy
          </Link>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button onClick={() => choose('accepted')}>Accept</Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Room below the footer while the banner shows, so the fixed banner never hides the end of the
 * page. The banner itself comes early in the page (after the skip link), so the keyboard reaches
 * it in a few presses of Tab rather than after every link of the page.
 */
export function CookieBannerRoom({ store = consentStore }: { store?: ConsentStore }) {
  if (!useAskingConsent(store)) return null;
  return <div aria-hidden="true" className="h-44 sm:h-24" />;
}
