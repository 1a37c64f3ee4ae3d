import { getPublicConfig } from './public-config.ts';
import { systemClock } from './sync/clock.ts';

/**
 * Analytics events (docs/rules/integrations.md): pushed to `window.dataLayer` for the tag manager,
 * or posted to the parent window when the shop runs inside a frame. GA4 names and shapes.
 */

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

// ---------------------------------------------------------------------------------------------
// Hosts (docs/rules/integrations.md): the configured site hosts are production; every other host is development.

export type HostKind = 'production' | 'development';

/** `null` when the page has no host at all (a file, or a `srcdoc`/`about:blank` frame). */
export function classifyHost(hostname: string, siteHosts: readonly string[]): HostKind | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return null;
  return siteHosts.some((site) => site.trim().toLowerCase().replace(/\.$/, '') === host)
    ? 'production'
    : 'development';
}

/** Cart events go only from the production or a development site host (docs/rules/integrations.md). */
export function mayTrackCartEvents(hostname: string, siteHosts: readonly string[]): boolean {
  return classifyHost(hostname, siteHosts) !== null;
}

// ---------------------------------------------------------------------------------------------
// Duplicate suppression (docs/rules/integrations.md): the same event within 3 s is dropped; entries are forgotten after 10 s.

export const DUPLICATE_WINDOW_MS = 3_000;
export const DEDUPE_ENTRY_TTL_MS = 10_000;

export interface Dedupe {
  /** True when `key` was recorded less than the window ago; otherwise records it now. */
  isDuplicate(key: string): boolean;
  /** How many keys are remembered (for tests of the expiry). */
  size(): number;
}

export function createDedupe(options: {
  now: () => number;
  windowMs?: number;
  ttlMs?: number;
}): Dedupe {
  const { now, windowMs = DUPLICATE_WINDOW_MS, ttlMs = DEDUPE_ENTRY_TTL_MS } = options;
  const seenAt = new Map<string, number>();

  const expire = (at: number) => {
    for (const [key, time] of seenAt) if (at - time >= ttlMs) seenAt.delete(key);
  };

  return {
    isDuplicate(key) {
      const at = now();
      expire(at);
      const last = seenAt.get(key);
      if (last !== undefined && at - last < windowMs) return true;
      seenAt.set(key, at);
      return false;
    },
    size() {
      expire(now());
      return seenAt.size;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// GA4 e-commerce, in GA4's event names and shapes (docs/rules/integrations.md).

export type EcommerceEventName =
  'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase';

const CART_EVENTS: ReadonlySet<EcommerceEventName> = new Set([
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'purchase',
]);

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  /** Our own key: which configurator made the design. */
  configurator_type?: 'cella' | 'inch';
}

export interface EcommerceData {
  value: number;
  items: EcommerceItem[];
  /** Defaults to USD (docs/rules/integrations.md). */
  currency?: string;
  coupon?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

export const DEFAULT_CURRENCY = 'USD';

// ---------------------------------------------------------------------------------------------
// Panels (docs/rules/integrations.md): opening the cart or wishlist panel records a panel interaction.

export interface PanelInteraction {
  panel: 'cart' | 'wishlist';
  action: 'opened';
  /** The product the visitor was looking at when the panel opened, if any. */
  productContext?: { productId?: string; productName?: string; category?: string } | null;
}

// ---------------------------------------------------------------------------------------------

export const ANALYTICS_MESSAGE_TYPE = 'birch-and-cell:analytics';

/** The parts of `window` the module touches, so tests can hand in a fake frame and parent. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { hostname: string; origin: string };
}

export interface AnalyticsOptions {
  getWindow: () => AnalyticsWindow;
  now: () => number;
  siteHosts: () => readonly string[];
}

export interface Analytics {
  /** Pushes one event, unless the same event went out less than 3 s ago. Returns whether it went. */
  track(event: DataLayerEvent): boolean;
  /** GA4 e-commerce event, preceded by `{ecommerce: null}`; cart events only from site hosts. */
  ecommerce(event: EcommerceEventName, data: EcommerceData): boolean;
  pageView(view: { location: string; title: string; referrer: string }): boolean;
  panelInteraction(interaction: PanelInteraction): boolean;
  dedupe: Dedupe;
}

export function createAnalytics({ getWindow, now, siteHosts }: AnalyticsOptions): Analytics {
  const dedupe = createDedupe({ now });

  // The page is framed when its parent is another window. Framing is limited to the same origin
  // by the server's X-Frame-Options, so messages are addressed to our own origin only.
  const deliver = (win: AnalyticsWindow, payload: Record<string, unknown>) => {
    if ((win.parent as unknown) !== win) {
      win.parent.postMessage({ type: ANALYTICS_MESSAGE_TYPE, payload }, win.location.origin);
      return;
    }
    win.dataLayer ??= [];
    win.dataLayer.push(payload);
  };

  const track = (event: DataLayerEvent): boolean => {
    if (dedupe.isDuplicate(JSON.stringify(event))) return false;
    deliver(getWindow(), event);
    return true;
  };

  return {
    dedupe,
    track,
    ecommerce(event, data) {
      const win = getWindow();
      if (CART_EVENTS.has(event) && !mayTrackCartEvents(win.location.hostname, siteHosts())) {
        return false;
      }
      const payload: DataLayerEvent = {
        event,
        ecommerce: { ...data, currency: data.currency ?? DEFAULT_CURRENCY },
      };
      if (dedupe.isDuplicate(JSON.stringify(payload))) return false;
      // GA4: clear the previous e-commerce object so its fields do not leak into this event.
      deliver(win, { ecommerce: null });
      deliver(win, payload);
      return true;
    },
    pageView({ location, title, referrer }) {
      return track({
        event: 'page_view',
        page_location: withoutSecrets(location),
        page_title: title,
        page_referrer: withoutSecrets(referrer),
      });
    },
    panelInteraction({ panel, action, productContext }) {
      return track({
        event: 'panel_interaction',
        panel_type: panel,
        action,
        product_context: productContext
          ? {
              product_id: productContext.productId ?? null,
              product_name: productContext.productName ?? null,
              category: productContext.category ?? null,
            }
          : null,
      });
    },
  };
}

/**
 * What a page's address may carry that is nobody else's business: an order's or a password reset's
 * token, a confirmation link's e-mail address and token, a sign-in provider's code and state.
 */
const SECRET_PARAMS = ['token', 'email', 'code', 'state'] as const;

/** An address as analytics may see it: without SECRET_PARAMS. Anything unreadable goes as is. */
export function withoutSecrets(address: string): string {
  if (!address) return address;
  try {
    const url = new URL(address);
    if (!SECRET_PARAMS.some((name) => url.searchParams.has(name))) return address;
    for (const name of SECRET_PARAMS) url.searchParams.delete(name);
    return url.toString();
  } catch {
    return address;
  }
}

/**
 * Page views in a single-page app: the referrer of the first view is the document's, of every later
 * view the page before it. A repeat of the current location (React's StrictMode re-running
 * effects) is not a new view.
 */
export function createPageViewTracker(
  target: Pick<Analytics, 'pageView'>,
  initialReferrer: string,
) {
  let current: string | null = null;
  return {
    track(location: string, title: string): boolean {
      if (location === current) return false;
      const referrer = current ?? initialReferrer;
      current = location;
      return target.pageView({ location, title, referrer });
    },
  };
}

/** Reports Content-Security-Policy violations as `csp_violation` events (docs/rules/integrations.md). */
export function installCspViolationReporting(
  target: Pick<Analytics, 'track'>,
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const onViolation = (raw: Event) => {
    const e = raw as SecurityPolicyViolationEvent;
    console.warn('Content-Security-Policy violation', e.violatedDirective, e.blockedURI);
    target.track({
      event: 'csp_violation',
      blockedURI: e.blockedURI,
      violatedDirective: e.violatedDirective,
      sourceFile: e.sourceFile,
    });
  };
  events.addEventListener('securitypolicyviolation', onViolation);
  return () => events.removeEventListener('securitypolicyviolation', onViolation);
}

/** The shop's analytics, writing to this window. */
export const analytics: Analytics = createAnalytics({
  getWindow: () => window,
  now: () => systemClock.now(),
  siteHosts: () => getPublicConfig().siteHosts,
});

export const pageViews = createPageViewTracker(
  analytics,
  typeof document === 'undefined' ? '' : document.referrer,
);
