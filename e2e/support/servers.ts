/**
 * The servers the end-to-end tests run (see playwright.config.ts). `E2E_PORT_OFFSET` moves every
 * port, so two checkouts of the shop can run their journeys side by side on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * The shop most journeys run on: its mail goes over SMTP to a local server (mail-sink.ts), Google
 * is played by a local issuer, and it stands behind a load balancer (TRUST_PROXY), so each
 * journey's own X-Forwarded-For makes it a customer of its own (fixtures.ts).
 */
export const SHOP_PORT = 3100 + offset;
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
/** Where the shop mails its own notices (SHOP_INBOX): contact messages, new orders. */
export const SHOP_INBOX = 'workshop@birchandcell.example';

/** A shop with the chat and the tag manager configured, and mail kept on its developer mail page. */
export const VENDOR_SHOP_PORT = 3101 + offset;
export const VENDOR_SHOP_URL = `http://localhost:${VENDOR_SHOP_PORT}`;
export const VENDOR_IDS = { intercomAppId: 'e2etest1', gtmId: 'GTM-E2E1234' } as const;
/** Intercom's identity-verification secret on the vendor shop, so tests can check the hash. */
export const VENDOR_INTERCOM_SECRET = 'e2e-intercom-identity-secret';

/**
 * A shop as its owner changed it (support/owner-shop.ts): the banner switched off, the Black
 * Sideboard off sale, the Minimalist TV Console renamed.
 */
export const OWNER_SHOP_PORT = 3103 + offset;
export const OWNER_SHOP_URL = `http://localhost:${OWNER_SHOP_PORT}`;
export const RENAMED_TV_CONSOLE = 'Minimalist Oak TV Bench';

/**
 * A shop the owner's admin journey starts, stops and starts again itself (support/admin-shop.ts):
 * its first admin is granted from the command line, which the embedded database allows only while
 * no shop has it open.
 */
export const ADMIN_SHOP_PORT = 3104 + offset;
export const ADMIN_SHOP_URL = `http://localhost:${ADMIN_SHOP_PORT}`;

export const MAIL_SINK_SMTP_PORT = 2526 + offset;
export const MAIL_SINK_HTTP_PORT = 3126 + offset;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;
export const OIDC_ISSUER_PORT = 3127 + offset;
export const OIDC_ISSUER_URL = `http://localhost:${OIDC_ISSUER_PORT}`;
export const OIDC_CLIENT = {
  id: 'birch-and-cell-e2e',
  secret: 'e2e-client-secret-for-local-issuer',
};
