/**
 * Whether the page is an e-mail confirmation link's landing: home, with confirm-email=true. Its own
 * module, so the shell can ask without loading what handles the link (confirm-email-link.ts).
 */
export function isEmailConfirmationLink(pathname: string, search: string): boolean {
  return pathname === '/' && new URLSearchParams(search).get('confirm-email') === 'true';
}
