/**
 * The first screen the server writes into a page answer (docs/decisions/020-first-screen.md): the
 * page's markup, written by the shop's own React components, and the public content it was
 * written from, which the browser's app starts with so its first render matches.
 */

/**
 * The query flags a written page depends on (the chrome-less views, src/web/lib/chrome-flags.ts);
 * any other query leaves the first screen as it is, so it is written once for all of them.
 */
export const CHROME_HIDING_FLAGS = ['embed', 'hideNav', 'hideBanner', 'hideChrome'] as const;

/** The inline JSON script holding the content the first screen was written from and its styles. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface FirstScreen {
  /** Markup for the page's root element, without inline style attributes. */
  html: string;
  /** The markup's inline styles as rules, for a style element with the page's nonce. */
  css: string;
  /** The same styles by number (`data-first-style="n"`), given back to their elements in the browser. */
  styles: string[];
  /** The queries' answers, in TanStack Query's dehydrated form. */
  data: unknown;
  /** The page's full title and description, as the app sets them. */
  title?: string;
  description?: string;
}

/** What that script holds. */
export interface FirstScreenData {
  /** The queries' answers, in TanStack Query's dehydrated form. */
  state: unknown;
  styles: string[];
}

/** Writes the first screen of a page (path and query), or null for a page the browser starts. */
export type FirstScreenWriter = (url: URL) => Promise<FirstScreen | null>;

/** What the server hands the writer: the public configuration as the page carries it, and the API. */
export interface FirstScreenDeps {
  /** The public configuration's JSON, as written into every page. */
  publicConfig: string;
  /** The shop's own API, answered in process (a public read, without a session). */
  api: (path: string, init: RequestInit) => Promise<Response>;
  /**
   * The server's clock, in milliseconds since the epoch: a written screen's times (the banner's
   * countdown, the footer's year) are the server's. The machine's if not given.
   */
  now?: () => number;
}

/** The module src/web/first-screen.tsx, which the server loads when it serves the built pages. */
export interface FirstScreenModule {
  firstScreenWriter(deps: FirstScreenDeps): FirstScreenWriter;
  /** Whether the app shows one of its pages at a path, rather than its not-found screen. */
  isAppPage(pathname: string): boolean;
}
