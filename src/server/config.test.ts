import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('runs the embedded shop with no configuration at all', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      brandName: 'Birch & Cell',
      siteHosts: [],
      trustProxy: 0,
      stripe: undefined,
      fedex: undefined,
      intercom: undefined,
      gtmId: undefined,
    });
  });

  it('trusts X-Forwarded-For only for the number of proxies it is told', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be the number of proxies in front of the shop, from 0 to 9',
    ]);
  });

  it('links the footer to the shop’s own accounts, named by SOCIAL_HANDLE', () => {
    expect(parseConfig({}).socialHandle).toBe('birchandcell');
    expect(parseConfig({ SOCIAL_HANDLE: 'oak.and.ash' }).socialHandle).toBe('oak.and.ash');
    expect(problems({ SOCIAL_HANDLE: 'https://instagram.com/x' })).toEqual([
      'SOCIAL_HANDLE must be an account name such as birchandcell',
    ]);
  });

  it('sends messages to the shop to SHOP_INBOX, else to the address mail comes from', () => {
    expect(parseConfig({}).mail.shopInbox).toBe('hello@birchandcell.example');
    expect(parseConfig({ MAIL_FROM: 'Shop <orders@shop.example>' }).mail.shopInbox).toBe(
      'orders@shop.example',
    );
    expect(parseConfig({ SHOP_INBOX: 'studio@shop.example' }).mail.shopInbox).toBe(
      'studio@shop.example',
    );
    expect(problems({ SHOP_INBOX: 'studio' })).toEqual(['SHOP_INBOX must be an e-mail address']);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', GTM_ID: ' ' })).toMatchObject({
      databaseUrl: undefined,
      gtmId: undefined,
    });
  });

  it('reads every variable it knows', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      SITE_HOSTS: 'Shop.example, www.shop.example',
      BRAND_NAME: 'Test Brand',
      GTM_ID: 'GTM-AB12CD3',
      INTERCOM_APP_ID: 'abc123de',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      FEDEX_CLIENT_ID: 'id',
      FEDEX_CLIENT_SECRET: 'secret',
      FEDEX_ACCOUNT: '123',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://shop.example',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      siteHosts: ['shop.example', 'www.shop.example'],
      brandName: 'Test Brand',
      gtmId: 'GTM-AB12CD3',
      intercom: { appId: 'abc123de' },
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      fedex: { baseUrl: 'https://apis.fedex.com', account: '123' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [
      { PUBLIC_URL: 'shop.example' },
      'PUBLIC_URL must be an http or https URL such as https://shop.example',
    ],
    [
      { DATABASE_URL: 'mysql://db/shop' },
      'DATABASE_URL must be a PostgreSQL connection string such as postgres://user:pass@host:5432/db',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an SMTP URL such as smtp://user:pass@host:587'],
    [{ GTM_ID: 'UA-123' }, 'GTM_ID must be a tag manager id such as GTM-AB12CD3'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters of random text'],
    [
      { SITE_HOSTS: 'shop.example, not a host' },
      'SITE_HOSTS.1 must be a comma-separated list of host names such as shop.example,www.shop.example',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set (Stripe)',
    ],
    [{ SHIP_FROM: 'Memphis' }, 'SHIP_FROM must be a US address such as'],
    [{ SHIP_FROM: '1 Main St, Toronto, ON M5V 2T6' }, 'SHIP_FROM must be a US address such as'],
    [
      { SHIP_FROM: '3610 Hacks Cross Rd, Memphis, MS 38125' },
      'SHIP_FROM must be a US address: ZIP code 38125 is in Tennessee, not Mississippi',
    ],
    [
      { PRODUCTION_LEAD_DAYS: 'ten' },
      'PRODUCTION_LEAD_DAYS must be a whole number of working days',
    ],
    [
      { PRODUCTION_LEAD_DAYS: '121' },
      'PRODUCTION_LEAD_DAYS must be a whole number of working days',
    ],
    [
      { FEDEX_BASE_URL: 'https://apis-sandbox.fedex.com' },
      'FEDEX_CLIENT_ID is required when FEDEX_BASE_URL is set (FedEx)',
    ],
    [{ FEDEX_CLIENT_ID: 'id' }, 'FEDEX_ACCOUNT is required when FEDEX_CLIENT_ID is set (FedEx)'],
  ])('stops on %j with a message naming the variable', (env, message) => {
    const found = problems(env);
    expect(found.some((p) => p.startsWith(message))).toBe(true);
  });

  it('reads the shipping settings', () => {
    expect(parseConfig({}).shipping).toEqual({
      shipFrom: undefined,
      productionLeadBusinessDays: 10,
    });
    expect(
      parseConfig({
        SHIP_FROM: ' 200 Industrial Way , Portland, or 97210-1234',
        PRODUCTION_LEAD_DAYS: '15',
        FEDEX_BASE_URL: 'https://apis-sandbox.fedex.com/',
        FEDEX_CLIENT_ID: 'id',
        FEDEX_CLIENT_SECRET: 'secret',
        FEDEX_ACCOUNT: '123',
      }),
    ).toMatchObject({
      fedex: { baseUrl: 'https://apis-sandbox.fedex.com' },
      shipping: {
        shipFrom: {
          streetLines: ['200 Industrial Way'],
          city: 'Portland',
          stateOrProvinceCode: 'OR',
          postalCode: '97210-1234',
          countryCode: 'US',
        },
        productionLeadBusinessDays: 15,
      },
    });
  });

  it('takes test payments outside production only', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://shop.example',
      SITE_HOSTS: 'shop.example',
    };
    expect(problems(production)).toEqual([
      'STRIPE_SECRET_KEY and the other Stripe keys are required in production (without them only test payments are taken)',
    ]);
    expect(
      problems({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toEqual([]);
  });

  it('names every problem at once', () => {
    expect(problems({ PORT: 'x', GTM_ID: 'y' })).toHaveLength(2);
  });

  it('requires the production settings in production', () => {
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example' })).toEqual([
      'STRIPE_SECRET_KEY and the other Stripe keys are required in production (without them only test payments are taken)',
      'AUTH_SECRET is required in production',
      'PUBLIC_URL must be the shop’s https:// address in production',
      'SITE_HOSTS must list the production host names in production',
    ]);
  });

  it('formats the error for the console', () => {
    expect(() => parseConfig({ PORT: '0' })).toThrow(
      'Invalid configuration:\n  - PORT must be a whole number from 1 to 65535',
    );
  });
});

describe('publicConfig', () => {
  it('gives the browser only what it may know', () => {
    const config = parseConfig({
      INTERCOM_APP_ID: 'abc123de',
      INTERCOM_SECRET: 'identity-secret',
      AUTH_SECRET: 'x'.repeat(40),
      GTM_ID: 'GTM-AB12CD3',
    });
    const shown = publicConfig(config);
    expect(shown).toEqual({
      brandName: 'Birch & Cell',
      socialHandle: 'birchandcell',
      publicUrl: 'http://localhost:3000',
      environment: 'development',
      siteHosts: [],
      gtmId: 'GTM-AB12CD3',
      intercomAppId: 'abc123de',
    });
    expect(JSON.stringify(shown)).not.toContain('secret');
  });
});
