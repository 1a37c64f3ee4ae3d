/**
 * The servers the end-to-end tests run (see playwright.config.ts). `E2E_PORT_OFFSET` moves every
 * port, so two checkouts of the shop can run their journeys side by side on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const SHOP_PORT = 3100 + offset;
export const VENDOR_SHOP_PORT = 3101 + offset;
export const VENDOR_SHOP_URL = `http://localhost:${VENDOR_SHOP_PORT}`;
export const VENDOR_IDS = { intercomAppId: 'e2etest1', gtmId: 'GTM-E2E1234' } as const;

/**
 * A shop as its owner changed it (support/owner-changes.ts): the banner switched off, the Black
 * Sideboard off sale, the Minimalist TV Console renamed.
 */
export const OWNER_SHOP_PORT = 3103 + offset;
export const OWNER_SHOP_URL = `http://localhost:${OWNER_SHOP_PORT}`;
export const RENAMED_TV_CONSOLE = 'Minimalist Oak TV Bench';

/** The shop the account journeys run on: real mail over SMTP, Google through a local issuer. */
export const AUTH_SHOP_PORT = 3102 + offset;
export const AUTH_SHOP_URL = `http://localhost:${AUTH_SHOP_PORT}`;
/** Where the account journeys' shop mails its own notices (SHOP_INBOX): contact messages, new orders. */
export const AUTH_SHOP_INBOX = 'workshop@birchandcell.example';
export const MAIL_SINK_SMTP_PORT = 2526 + offset;
export const MAIL_SINK_HTTP_PORT = 3126 + offset;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;
export const OIDC_ISSUER_PORT = 3127 + offset;
export const OIDC_ISSUER_URL = `http://localhost:${OIDC_ISSUER_PORT}`;
export const OIDC_CLIENT = {
  id: 'birch-and-cell-e2e',
  secret: 'e2e-client-secret-for-local-issuer',
};
/** Intercom's identity-verification secret on the vendor shop, so tests can check the hash. */
export const VENDOR_INTERCOM_SECRET = 'e2e-intercom-identity-secret';
