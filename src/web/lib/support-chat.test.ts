import { afterEach, describe, expect, it } from 'vitest';
import {
  INTERCOM_SCRIPT_ID,
  isChatHidden,
  loadIntercom,
  showSupportChat,
  shutdownSupportChat,
} from './support-chat.ts';

describe('isChatHidden (docs/rules/integrations.md)', () => {
  it.each([
    ['/checkout', '', true],
    ['/checkout/', '', true],
    ['/checkout/abc123', '', true],
    ['/checkout/abc123/review', '', true],
    ['/Checkout', '', true],
    ['/confirmation', '', true],
    ['/order-confirmation', '', true],
    ['/configurator', '', true],
    ['/configurator/', '', true],
    ['/configurator-inch', '', true],
    ['/', '?embed=1', true],
    ['/shop', '?hideNav=1', true],
    ['/about', '?hideBanner=1', true],
    ['/faq', '?hideChrome=1', true],
    ['/shop', '?a=2&embed=1', true],
    ['/', '', false],
    ['/shop', '', false],
    ['/checkout-success', '', false],
    ['/checkouts', '', false],
    ['/configurator-inch-guide', '', false],
    ['/shop/tv-stand/product/1', '', false],
    ['/blog/configurator', '', false],
    ['/', '?embed=0', false],
    ['/', '?embed=true', false],
    ['/', '?hidenav=1', false],
    ['/', '?d=abc', false],
  ])('%s%s → %s', (pathname, search, hidden) => {
    expect(isChatHidden(pathname, search)).toBe(hidden);
  });
});

describe('Intercom loading', () => {
  afterEach(() => {
    shutdownSupportChat();
    delete window.Intercom;
    delete window.intercomSettings;
    document.getElementById(INTERCOM_SCRIPT_ID)?.remove();
  });

  it('installs a queueing stub and the widget script for the app id, once', () => {
    const intercom = loadIntercom('abc123');
    const script = document.getElementById(INTERCOM_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://widget.intercom.io/widget/abc123');
    expect(script.async).toBe(true);
    expect(window.Intercom).toBe(intercom);
    expect(window.intercomSettings).toEqual({ app_id: 'abc123' });

    intercom('boot', { app_id: 'abc123' });
    expect((intercom as unknown as { q: unknown[][] }).q).toEqual([['boot', { app_id: 'abc123' }]]);

    expect(loadIntercom('abc123')).toBe(intercom);
    expect(document.querySelectorAll(`#${INTERCOM_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('boots with the launcher rule, then sends updates, and shuts down', () => {
    showSupportChat('abc123', false);
    showSupportChat('abc123', true);
    shutdownSupportChat();
    const queue = (window.Intercom as unknown as { q: unknown[][] }).q;
    expect(queue).toEqual([
      ['boot', { app_id: 'abc123', hide_default_launcher: false }],
      ['update', { hide_default_launcher: true }],
      ['shutdown'],
    ]);
  });
});
