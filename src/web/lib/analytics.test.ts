import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_MESSAGE_TYPE,
  classifyHost,
  createAnalytics,
  createDedupe,
  createPageViewTracker,
  installCspViolationReporting,
  mayTrackCartEvents,
  type AnalyticsWindow,
  type EcommerceData,
} from './analytics.ts';

const SITE_HOSTS = ['birchandcell.com', 'www.birchandcell.com'];

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A top-level window: its parent is itself. */
function topWindow(hostname = 'birchandcell.com'): AnalyticsWindow & { dataLayer: unknown[] } {
  const win = {
    dataLayer: [] as unknown[],
    location: { hostname, origin: `https://${hostname}` },
  } as AnalyticsWindow & { dataLayer: unknown[] };
  win.parent = win as unknown as AnalyticsWindow['parent'];
  return win;
}

/** A framed window whose parent records the messages it receives. */
function framedWindow(hostname = 'birchandcell.com') {
  const postMessage = vi.fn();
  const win: AnalyticsWindow = {
    parent: { postMessage },
    location: { hostname, origin: `https://${hostname}` },
  };
  return { win, postMessage };
}

function analyticsFor(win: AnalyticsWindow, time = clock()) {
  return createAnalytics({ getWindow: () => win, now: time.now, siteHosts: () => SITE_HOSTS });
}

const cartLine: EcommerceData = {
  value: 1197,
  items: [
    {
      item_id: 'design-1',
      item_name: 'Black three-cell sideboard',
      price: 1197,
      quantity: 1,
      configurator_type: 'inch',
    },
  ],
};

describe('classifyHost (docs/rules/integrations.md)', () => {
  it.each([
    ['birchandcell.com', 'production'],
    ['www.birchandcell.com', 'production'],
    ['WWW.BirchAndCell.com', 'production'],
    ['birchandcell.com.', 'production'],
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['staging.birchandcell.com', 'development'],
    ['birchandcell.com.evil.example', 'development'],
    ['', null],
  ] as const)('%s is %s', (hostname, kind) => {
    expect(classifyHost(hostname, SITE_HOSTS)).toBe(kind);
  });

  it('treats every host as development when no site hosts are configured', () => {
    expect(classifyHost('birchandcell.com', [])).toBe('development');
  });

  it('allows cart events from production and development hosts only', () => {
    expect(mayTrackCartEvents('www.birchandcell.com', SITE_HOSTS)).toBe(true);
    expect(mayTrackCartEvents('localhost', SITE_HOSTS)).toBe(true);
    expect(mayTrackCartEvents('', SITE_HOSTS)).toBe(false);
  });
});

/** A dedupe that reads a clock the test moves. */
function timedDedupe() {
  const time = clock();
  return { time, dedupe: createDedupe({ now: time.now }) };
}

describe('createDedupe', () => {
  it('suppresses the same key within 3 s and lets it through from 3 s on', () => {
    const { time, dedupe } = timedDedupe();
    expect(dedupe.isDuplicate('a')).toBe(false);
    time.advance(2_999);
    expect(dedupe.isDuplicate('a')).toBe(true);
    time.advance(1);
    expect(dedupe.isDuplicate('a')).toBe(false);
  });

  it('keeps different keys apart', () => {
    const dedupe = createDedupe({ now: clock().now });
    expect(dedupe.isDuplicate('a')).toBe(false);
    expect(dedupe.isDuplicate('b')).toBe(false);
  });

  it('measures the window from the last event that went out, not from suppressed repeats', () => {
    const { time, dedupe } = timedDedupe();
    dedupe.isDuplicate('a');
    time.advance(2_000);
    expect(dedupe.isDuplicate('a')).toBe(true);
    time.advance(1_000);
    expect(dedupe.isDuplicate('a')).toBe(false);
  });

  it('forgets entries after 10 s', () => {
    const { time, dedupe } = timedDedupe();
    dedupe.isDuplicate('a');
    time.advance(5_000);
    dedupe.isDuplicate('b');
    expect(dedupe.size()).toBe(2);
    time.advance(4_999);
    expect(dedupe.size()).toBe(2);
    time.advance(1);
    expect(dedupe.size()).toBe(1);
    time.advance(5_000);
    expect(dedupe.size()).toBe(0);
  });
});

describe('createAnalytics', () => {
  it('pushes events to window.dataLayer, creating it when missing', () => {
    const win = topWindow();
    delete (win as { dataLayer?: unknown[] }).dataLayer;
    const analytics = analyticsFor(win);
    expect(analytics.track({ event: 'signup' })).toBe(true);
    expect(win.dataLayer).toEqual([{ event: 'signup' }]);
  });

  it('drops a duplicate within 3 s and sends it again later', () => {
    const win = topWindow();
    const time = clock();
    const analytics = analyticsFor(win, time);
    analytics.track({ event: 'signup', method: 'email' });
    time.advance(1_000);
    expect(analytics.track({ event: 'signup', method: 'email' })).toBe(false);
    expect(analytics.track({ event: 'signup', method: 'google' })).toBe(true);
    time.advance(2_500);
    expect(analytics.track({ event: 'signup', method: 'email' })).toBe(true);
    expect(win.dataLayer).toHaveLength(3);
  });

  it('pushes {ecommerce: null} before each e-commerce event, in GA4 shape with USD by default', () => {
    const win = topWindow();
    const analytics = analyticsFor(win);
    expect(analytics.ecommerce('add_to_cart', cartLine)).toBe(true);
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { ...cartLine, currency: 'USD' } },
    ]);
  });

  it('adds purchase fields and keeps a given currency', () => {
    const win = topWindow();
    analyticsFor(win).ecommerce('purchase', {
      ...cartLine,
      currency: 'CAD',
      transaction_id: 'BC-1001',
      tax: 98.75,
      shipping: 120,
    });
    expect(win.dataLayer[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        ...cartLine,
        currency: 'CAD',
        transaction_id: 'BC-1001',
        tax: 98.75,
        shipping: 120,
      },
    });
  });

  it('suppresses a duplicate e-commerce event together with its null push', () => {
    const win = topWindow();
    const analytics = analyticsFor(win);
    analytics.ecommerce('add_to_cart', cartLine);
    expect(analytics.ecommerce('add_to_cart', cartLine)).toBe(false);
    expect(win.dataLayer).toHaveLength(2);
  });

  it('sends cart events from development hosts and drops them from pages without a host', () => {
    const dev = topWindow('localhost');
    expect(analyticsFor(dev).ecommerce('remove_from_cart', cartLine)).toBe(true);
    expect(dev.dataLayer).toHaveLength(2);

    const hostless = topWindow('');
    const analytics = analyticsFor(hostless);
    expect(analytics.ecommerce('begin_checkout', cartLine)).toBe(false);
    expect(analytics.ecommerce('purchase', cartLine)).toBe(false);
    expect(hostless.dataLayer).toEqual([]);
    // Not a cart event: unaffected by the host rule.
    expect(analytics.ecommerce('view_item', cartLine)).toBe(true);
  });

  it('posts every push to the parent window, to our own origin, when framed', () => {
    const { win, postMessage } = framedWindow();
    const analytics = analyticsFor(win);
    analytics.ecommerce('add_to_cart', cartLine);
    analytics.track({ event: 'signup' });
    expect(postMessage.mock.calls).toEqual([
      [{ type: ANALYTICS_MESSAGE_TYPE, payload: { ecommerce: null } }, 'https://birchandcell.com'],
      [
        {
          type: ANALYTICS_MESSAGE_TYPE,
          payload: { event: 'add_to_cart', ecommerce: { ...cartLine, currency: 'USD' } },
        },
        'https://birchandcell.com',
      ],
      [{ type: ANALYTICS_MESSAGE_TYPE, payload: { event: 'signup' } }, 'https://birchandcell.com'],
    ]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('records page views with location, title and referrer', () => {
    const win = topWindow();
    analyticsFor(win).pageView({
      location: 'https://birchandcell.com/shop',
      title: 'Shop All Furniture | Birch & Cell',
      referrer: 'https://example.org/',
    });
    expect(win.dataLayer).toEqual([
      {
        event: 'page_view',
        page_location: 'https://birchandcell.com/shop',
        page_title: 'Shop All Furniture | Birch & Cell',
        page_referrer: 'https://example.org/',
      },
    ]);
  });

  it('never records a token or an e-mail address from a page’s address', () => {
    const win = topWindow();
    analyticsFor(win).pageView({
      location: 'https://birchandcell.com/orders/o1?token=secret-order-token&tab=designs',
      title: 'Order | Birch & Cell',
      referrer:
        'https://birchandcell.com/?confirm-email=true&email=ada%40example.com&token=eyJhbGc',
    });
    const [view] = win.dataLayer as Record<string, unknown>[];
    expect(view).toMatchObject({
      page_location: 'https://birchandcell.com/orders/o1?tab=designs',
      page_referrer: 'https://birchandcell.com/?confirm-email=true',
    });
    expect(JSON.stringify(win.dataLayer)).not.toMatch(/secret-order-token|ada|eyJ/);
  });

  it('records panel interactions with the product context', () => {
    const win = topWindow();
    const analytics = analyticsFor(win);
    analytics.panelInteraction({
      panel: 'cart',
      action: 'opened',
      productContext: {
        productId: '42',
        productName: 'Minimalist TV Console',
        category: 'tv-stand',
      },
    });
    analytics.panelInteraction({ panel: 'wishlist', action: 'opened' });
    expect(win.dataLayer).toEqual([
      {
        event: 'panel_interaction',
        panel_type: 'cart',
        action: 'opened',
        product_context: {
          product_id: '42',
          product_name: 'Minimalist TV Console',
          category: 'tv-stand',
        },
      },
      {
        event: 'panel_interaction',
        panel_type: 'wishlist',
        action: 'opened',
        product_context: null,
      },
    ]);
  });
});

describe('createPageViewTracker', () => {
  it('uses the document referrer first, then the previous page, and skips repeats', () => {
    const pageView = vi.fn(() => true);
    const tracker = createPageViewTracker({ pageView }, 'https://search.example/');
    expect(tracker.track('https://shop/a', 'A')).toBe(true);
    expect(tracker.track('https://shop/a', 'A')).toBe(false);
    tracker.track('https://shop/b', 'B');
    expect(pageView.mock.calls).toEqual([
      [{ location: 'https://shop/a', title: 'A', referrer: 'https://search.example/' }],
      [{ location: 'https://shop/b', title: 'B', referrer: 'https://shop/a' }],
    ]);
  });
});

describe('installCspViolationReporting', () => {
  it('reports a policy violation as csp_violation and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const track = vi.fn(() => true);
    const target = new EventTarget();
    const uninstall = installCspViolationReporting({ track }, target);

    const violation = Object.assign(new Event('securitypolicyviolation'), {
      blockedURI: 'https://evil.example/x.js',
      violatedDirective: 'script-src-elem',
      sourceFile: 'https://birchandcell.com/assets/index.js',
    });
    target.dispatchEvent(violation);

    expect(track).toHaveBeenCalledWith({
      event: 'csp_violation',
      blockedURI: 'https://evil.example/x.js',
      violatedDirective: 'script-src-elem',
      sourceFile: 'https://birchandcell.com/assets/index.js',
    });
    expect(warn).toHaveBeenCalled();

    uninstall();
    target.dispatchEvent(violation);
    expect(track).toHaveBeenCalledTimes(1);
  });
});
