import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { markBannerSettled, useBannerSettled } from '../lib/banner-settled.ts';
import { isChromeHidden } from '../lib/chrome-flags.ts';
import { Spinner } from '../ui/spinner.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { lazyPart } from './lazy-part.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { ProductHeader } from './header/product-header.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { NavigationOverlay } from './navigation-overlay.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SidePanels } from './side-panels.tsx';
import { SupportChat } from './support-chat.tsx';
import { TagManagerLoader } from './tag-manager-loader.tsx';

// The account dialogs load after the page: most visits never open them.
const AuthDialogs = lazyPart(
  () => import('../features/auth/auth-dialogs.tsx').then((module) => module.AuthDialogs),
  'The account dialogs',
);

// The promotional banner's code loads beside the page's, not in the first chunk; no room is kept
// for it, since most of the time there may be no banner at all.
const PromoBanner = lazyPart(
  () => import('../features/banner/promo-banner.tsx').then((module) => module.PromoBanner),
  'The promotional banner',
);

/** Embedded and chrome-less views (`?embed=1`, `?hideBanner=1`…) show no banner. */
function BannerUnlessHidden() {
  const { search, hash } = useLocation();
  const hidden = isChromeHidden(search);
  // Nothing to wait for without a banner; a page opened at a #target is scrolled to it at once.
  const waitForBanner = !hidden && hash.length <= 1;
  useEffect(() => {
    if (!waitForBanner) markBannerSettled();
  }, [waitForBanner]);
  return hidden ? null : <PromoBanner />;
}

export interface RouteHandle {
  header?: 'default' | 'product';
}

function useHeader() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  return { variant: handle?.header ?? 'default', params: last?.params ?? {} };
}

/** Header, page, footer, and the shell's quiet parts: consent, chat, scroll, overlay. */
export function RootLayout() {
  const header = useHeader();
  // On the first load the page and footer wait, hidden, for the banner's first answer (at most a
  // second; their code and data load meanwhile): a banner arriving above a painted page would push
  // it all down (src/web/lib/banner-settled.ts). The spinner is fixed, so the banner moves only
  // the header.
  const settled = useBannerSettled(1000);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-md bg-ink text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3"
      >
        Skip to content
      </a>
      <BannerUnlessHidden />
      {header.variant === 'product' ? (
        <ProductHeader categorySlug={header.params.category ?? ''} />
      ) : (
        <SiteHeader />
      )}
      {/* At least a screen tall: the footer starts below the first screen, so a page whose code
          or content arrives after the first paint never pushes it down in view. */}
      {!settled && (
        <div className="fixed inset-x-0 top-1/3">
          <Spinner />
        </div>
      )}
      <main
        id="main-content"
        tabIndex={-1}
        hidden={!settled}
        className="min-h-svh flex-1 outline-none"
      >
        <Outlet />
      </main>
      {settled && <SiteFooter />}
      <CookieBanner />
      <ScrollManager />
      <NavigationOverlay />
      <SupportChat />
      <TagManagerLoader />
      <SidePanels />
      <AuthDialogs />
    </div>
  );
}
