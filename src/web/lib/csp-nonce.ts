/**
 * The page's Content-Security-Policy nonce, which the server writes into
 * `<meta property="csp-nonce">` for each page (server: spa/routes.ts). Style elements the app's
 * libraries insert at run time must carry it: Radix's scroll lock (react-style-singleton) reads it
 * from `__webpack_nonce__`, the global bundlers use for this.
 */
export function adoptCspNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute's value from the DOM once read; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || null;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
  return nonce;
}
