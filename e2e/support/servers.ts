/** The two shops the end-to-end tests run (see playwright.config.ts). */
export const SHOP_PORT = 3100;
export const VENDOR_SHOP_PORT = 3101;
export const VENDOR_SHOP_URL = `http://localhost:${VENDOR_SHOP_PORT}`;
export const VENDOR_IDS = { intercomAppId: 'e2etest1', gtmId: 'GTM-E2E1234' } as const;
