import { systemClock } from './sync/clock.ts';

/**
 * Google Tag Manager, loaded the standard way without the inline snippet (the Content-Security-Policy
 * forbids inline scripts): the `gtm.js` start event, then the container script. Only called once the
 * visitor accepted cookies and a container id is configured.
 */
export const GTM_SCRIPT_ID = 'gtm-container';

export function loadTagManager(
  gtmId: string,
  {
    doc = document,
    win = window,
    now = systemClock.now,
  }: { doc?: Document; win?: Window; now?: () => number } = {},
): boolean {
  if (doc.getElementById(GTM_SCRIPT_ID)) return false;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
  return true;
}
