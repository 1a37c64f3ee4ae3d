import { CHROME_HIDING_FLAGS } from '../../contract/first-screen.ts';

/** True when the page's query asks for an embedded or chrome-less view (`?embed=1` and the like). */
export function isChromeHidden(search: string): boolean {
  const params = new URLSearchParams(search);
  return CHROME_HIDING_FLAGS.some((flag) => params.getAll(flag).includes('1'));
}
