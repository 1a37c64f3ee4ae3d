/** The query flags that ask for the shop without its chrome, for embedded and chrome-less views. */
const CHROME_HIDING_FLAGS = ['embed', 'hideNav', 'hideBanner', 'hideChrome'] as const;

/** True when the page's query asks for an embedded or chrome-less view (`?embed=1` and the like). */
export function isChromeHidden(search: string): boolean {
  const params = new URLSearchParams(search);
  return CHROME_HIDING_FLAGS.some((flag) => params.getAll(flag).includes('1'));
}
