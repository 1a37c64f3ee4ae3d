import { isChromeHidden } from './chrome-flags.ts';

/**
 * The support chat is Intercom (docs/rules/integrations.md), loaded only with a configured app id and after the
 * visitor accepted cookies. Loaded the standard way (a queueing `window.Intercom` stub plus the
 * widget script), without Intercom's inline snippet, which the Content-Security-Policy forbids.
 */

export type IntercomCommand = (command: string, ...args: unknown[]) => void;

interface IntercomStub extends IntercomCommand {
  q: unknown[][];
  c(args: unknown[]): void;
}

declare global {
  interface Window {
    Intercom?: IntercomCommand;
    intercomSettings?: Record<string, unknown>;
  }
}

export const INTERCOM_SCRIPT_ID = 'intercom-widget';

export function intercomWidgetUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

const CHAT_HIDDEN_PATHS: ReadonlySet<string> = new Set([
  '/confirmation',
  '/order-confirmation',
  '/configurator',
  '/configurator-inch',
]);

/**
 * Where the chat launcher stays out of the way (docs/rules/integrations.md): checkout and its subpaths, the order
 * confirmation screens, both configurators, and embedded or chrome-less views.
 */
export function isChatHidden(pathname: string, search: string): boolean {
  // Routes match case-insensitively and with a trailing slash, so the rule does too.
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/checkout' || path.startsWith('/checkout/')) return true;
  if (CHAT_HIDDEN_PATHS.has(path)) return true;
  return isChromeHidden(search);
}

/** Installs the queueing stub and the widget script once; returns `window.Intercom`. */
export function loadIntercom(
  appId: string,
  { doc = document, win = window }: { doc?: Document; win?: Window } = {},
): IntercomCommand {
  const existing = win.Intercom;
  if (typeof existing === 'function') return existing;

  const stub = ((...args: unknown[]) => stub.c(args)) as IntercomStub;
  stub.q = [];
  stub.c = (args) => {
    stub.q.push(args);
  };
  win.Intercom = stub;
  win.intercomSettings = { app_id: appId };

  if (!doc.getElementById(INTERCOM_SCRIPT_ID)) {
    const script = doc.createElement('script');
    script.id = INTERCOM_SCRIPT_ID;
    script.async = true;
    script.src = intercomWidgetUrl(appId);
    doc.head.appendChild(script);
  }
  return stub;
}

const booted = new WeakSet<Window>();

/**
 * Boots the chat on first use, afterwards tells it about the page change; the launcher is hidden
 * where `isChatHidden` says so.
 */
export function showSupportChat(
  appId: string,
  hideLauncher: boolean,
  options: { doc?: Document; win?: Window } = {},
): void {
  const win = options.win ?? window;
  const intercom = loadIntercom(appId, { ...options, win });
  if (booted.has(win)) {
    intercom('update', { hide_default_launcher: hideLauncher });
    return;
  }
  intercom('boot', { app_id: appId, hide_default_launcher: hideLauncher });
  booted.add(win);
}

/**
 * Ends the chat session (consent withdrawn in another tab). `force` shuts down even a widget this
 * page did not boot, as sign-out's retries do for a widget still starting.
 */
export function shutdownSupportChat(
  win: Window = window,
  { force = false }: { force?: boolean } = {},
): void {
  if (!force && !booted.has(win)) return;
  win.Intercom?.('shutdown');
  booted.delete(win);
}

/** Who the signed-in customer is, for the chat (docs/rules/integrations.md); the hash comes from the server. */
export interface ChatIdentity {
  user_id: string;
  email: string;
  name: string;
  created_at: number;
  user_hash: string | null;
}

/** Tells a booted chat who the customer is. */
export function identifySupportChat(identity: ChatIdentity, win: Window = window): void {
  if (!booted.has(win)) return;
  const { user_hash, ...rest } = identity;
  win.Intercom?.('update', user_hash ? { ...rest, user_hash } : rest);
}
