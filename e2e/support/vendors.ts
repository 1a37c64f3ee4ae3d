import type { Page, Request } from '@playwright/test';

/**
 * Stand-ins for the third-party scripts, served where the real ones would load from. They
 * implement the small part of each vendor's public contract the shop uses: Intercom's
 * `Intercom(command, options)` with boot, update (hide_default_launcher) and shutdown, drawing a
 * launcher like the real one; and the tag manager's gtm.js, which reads `window.dataLayer`.
 */
const INTERCOM_STAND_IN = `
(function () {
  var queued = (window.Intercom && window.Intercom.q) || [];
  var launcher = null;
  var hidden = false;
  function render() {
    if (launcher) launcher.style.display = hidden ? 'none' : 'block';
  }
  function intercom(command, options) {
    window.__intercomCalls = window.__intercomCalls || [];
    window.__intercomCalls.push([command, options || null]);
    if (command === 'boot' || command === 'update') {
      if (options && 'hide_default_launcher' in options) hidden = !!options.hide_default_launcher;
      if (command === 'boot' && !launcher) {
        launcher = document.createElement('div');
        launcher.setAttribute('role', 'button');
        launcher.setAttribute('aria-label', 'Open Intercom Messenger');
        launcher.className = 'intercom-launcher';
        launcher.style.cssText = 'position:fixed;right:20px;bottom:20px;width:48px;height:48px;border-radius:24px;background:#1f2937';
        document.body.appendChild(launcher);
      }
      render();
    } else if (command === 'shutdown' && launcher) {
      launcher.remove();
      launcher = null;
    }
  }
  window.Intercom = intercom;
  for (var i = 0; i < queued.length; i++) intercom.apply(null, queued[i]);
})();
`;

const GTM_STAND_IN = `
(function () {
  window.__gtmLoaded = (window.__gtmLoaded || 0) + 1;
  (window.dataLayer = window.dataLayer || []).push({ event: 'gtm.stand-in.loaded' });
})();
`;

export interface VendorTraffic {
  intercom: string[];
  gtm: string[];
}

export async function standInVendors(page: Page): Promise<VendorTraffic> {
  const traffic: VendorTraffic = { intercom: [], gtm: [] };
  await page.route('https://widget.intercom.io/**', (route) => {
    traffic.intercom.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: INTERCOM_STAND_IN });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => {
    traffic.gtm.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN });
  });
  return traffic;
}

/** Any request that leaves the machine is a test failure: the shop must not call out unasked. */
export function outsideRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) {
      seen.push(request);
    }
  });
  return seen;
}
