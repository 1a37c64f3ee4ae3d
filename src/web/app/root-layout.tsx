import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  closeAuthDialog,
  useAuthDialog,
  useAuthDialogExpected,
} from '../entities/session/auth-dialog.ts';
import { isEmailConfirmationLink } from '../entities/session/confirmation-link.ts';
import { PromoBanner } from '../features/banner/promo-banner.tsx';
import { isChromeHidden } from '../lib/chrome-flags.ts';
import { CookieBanner, CookieBannerRoom } from './cookie-banner.tsx';
import { lazyPart, useWantedOnce } from '../lib/lazy-part.tsx';
import { useInBrowser } from '../lib/use-in-browser.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { useToldUnavailable } from '../ui/toast-store.ts';
import { SiteFooter } from './footer/site-footer.tsx';
import { ProductHeader } from './header/product-header.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import type { PageRoute } from './routes.ts';
import { ScrollManager } from './scroll-manager.tsx';
import { SidePanels } from './side-panels.tsx';
import { SupportChat } from './support-chat.tsx';
import { TagManagerLoader } from './tag-manager-loader.tsx';

export const AUTH_DIALOGS_UNAVAILABLE_MESSAGE =
  'The sign-in form could not open. Please reload the page.';

/** While the dialogs' code is on its way after a press: the wait is shown once it passes 300 ms. */
function AuthDialogsLoading() {
  return <LoadingOverlay waiting={useAuthDialog().view !== 'closed'} />;
}

/** Where the dialogs' code cannot load: the press is answered, and the dialog closed. */
function AuthDialogsUnavailable() {
  const asked = useAuthDialog().view !== 'closed';
  useToldUnavailable(asked, AUTH_DIALOGS_UNAVAILABLE_MESSAGE, closeAuthDialog);
  return null;
}

const AuthDialogs = lazyPart(
  () => import('../features/auth/auth-dialogs.tsx').then((module) => module.AuthDialogs),
  'The account dialogs',
  { loading: AuthDialogsLoading, failed: AuthDialogsUnavailable },
);

/**
 * The account dialogs (the sign-in form with its form and validation code) load on first use: when
 * one is asked for, when the pointer or focus reaches Sign In, or on an e-mail confirmation
 * link's landing. Most visits never open them, so they never fetch them.
 */
function AuthDialogsOnceNeeded() {
  // Never in the screen the server writes: a closed dialog shows nothing, and a confirmation
  // link is the browser's to handle.
  const inBrowser = useInBrowser();
  const expected = useAuthDialogExpected();
  const asked = useAuthDialog().view !== 'closed';
  const { pathname, search } = useLocation();
  const wanted = useWantedOnce(
    inBrowser && (expected || asked || isEmailConfirmationLink(pathname, search)),
  );
  return wanted ? <AuthDialogs /> : null;
}

/** Embedded and chrome-less views (`?embed=1`, `?hideBanner=1`…) show no banner. */
function BannerUnlessHidden() {
  // The banner is in the first chunk (about 3 kB) and its data in the page (get-banner.ts), so
  // it paints with the header and never pushes a painted page down.
  const { search } = useLocation();
  return isChromeHidden(search) ? null : <PromoBanner />;
}

/** Header, page, footer, and the shell's quiet parts: consent, chat, scroll, panels. */
export function RootLayout({
  header,
  categorySlug,
  children,
}: {
  /** The header the page asks for (`PageRoute.header`). */
  header: NonNullable<PageRoute['header']>;
  /** The category of the product page shown, for the product header. */
  categorySlug: string;
  /** The page, where it is not the route's outlet (the not-found screen at an admin's address). */
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-md bg-ink text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3"
      >
        Skip to content
      </a>
      {/* Drawn at the foot of the screen, reached by the keyboard first. */}
      <CookieBanner />
      <BannerUnlessHidden />
      {header === 'product' ? <ProductHeader categorySlug={categorySlug} /> : <SiteHeader />}
      {/* At least a screen tall: the footer starts below the first screen, so a page whose code
          or content arrives after the first paint never pushes it down in view. */}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        {/* A page that fails to render keeps the header and footer around its error. */}
        <RouteErrorBoundary location={pathname}>{children ?? <Outlet />}</RouteErrorBoundary>
      </main>
      <SiteFooter />
      <CookieBannerRoom />
      <ScrollManager />
      <SupportChat />
      <TagManagerLoader />
      <SidePanels />
      <AuthDialogsOnceNeeded />
    </div>
  );
}
