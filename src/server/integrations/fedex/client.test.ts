import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boxItemShippingUnits, packShipment } from '../../../domain/shipping/packing.ts';
import type { Package } from '../../../domain/shipping/packing.ts';
import { MONDAY_MORNING, testClock } from '../../../../test/clock.ts';
import { rateRequestProblems } from '../../../../test/fedex-contract.ts';
import { LoopbackFedex } from '../../../../test/fedex-loopback.ts';
import { rejectionOf } from '../../../../test/rejection.ts';
import { parseConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { FedexClient } from './client.ts';
import type { FedexClientOptions } from './client.ts';
import { FedexError } from './errors.ts';
import { DEFAULT_SHIPPER } from './rate-request.ts';
import { fedexIntegration } from './setup.ts';

const credentials = { clientId: 'shop-client', clientSecret: 'shop-secret', account: '510087020' };

function packed(standardBoxes: number, totalWeightLb: number): readonly Package[] {
  const result = packShipment(
    boxItemShippingUnits({
      itemId: 'bookcase',
      quantity: 1,
      standardBoxes,
      tallBoxes: 0,
      wideBoxes: 0,
      totalWeightLb,
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  return result.packages;
}

const bookcase = packed(12, 142.6);
const recipient = {
  streetLines: ['1 Main St'],
  city: 'Beverly Hills',
  stateOrProvinceCode: 'CA',
  postalCode: '90210',
  countryCode: 'US',
};
const shipment = { recipient, packages: bookcase };
/** A parcel small enough for FedEx's own boxes (the shop's cartons fit none of them). */
const flatParts = [
  { ...bookcase[0]!, weightLb: 5, dimensionsIn: { lengthIn: 11, widthIn: 8, heightIn: 1 } },
];
const flatShipment = { recipient, packages: flatParts };

// The shop's clock, which every client here and the FedEx double read; FedEx's runs ahead of the
// shop's by `fedexAheadMs` where a test says so.
const clock = testClock(MONDAY_MORNING);
const start = clock.ms();
let fedexAheadMs = 0;
const warnings: string[] = [];
const logger = {
  warn: (_details: object, message: string) => {
    warnings.push(message);
  },
};

const fedex = new LoopbackFedex(credentials, () => clock.offset(fedexAheadMs)());

function client(overrides: Partial<FedexClientOptions> = {}) {
  return new FedexClient({
    baseUrl: fedex.baseUrl,
    ...credentials,
    shipper: DEFAULT_SHIPPER,
    source: 'fedex',
    now: clock,
    timeoutMs: 2_000,
    logger,
    ...overrides,
  });
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, FedexError);

beforeAll(async () => {
  await fedex.start();
});
afterAll(async () => {
  await fedex.stop();
});
beforeEach(() => {
  clock.set(start);
  fedexAheadMs = 0;
  warnings.length = 0;
  fedex.tokenRequests.length = 0;
  fedex.rateRequests.length = 0;
  fedex.unavailable = false;
  fedex.refusedPackaging.clear();
});
afterEach(() => {
  // Every request the client sent, in every test, is one FedEx's contract accepts.
  for (const request of fedex.rateRequests) expect(rateRequestProblems(request)).toEqual([]);
});

describe('FedexClient over HTTP', () => {
  it('quotes the shop’s own boxes, cheapest first, for the next working day', async () => {
    const shop = await client().rates(shipment);
    expect(shop.source).toBe('fedex');
    expect(shop.shipDate).toBe('2026-11-24');
    expect(shop.quotes.map((quote) => quote.serviceType)).toEqual([
      'GROUND_HOME_DELIVERY',
      'FEDEX_EXPRESS_SAVER',
      'FEDEX_2_DAY',
      'STANDARD_OVERNIGHT',
    ]);
    const totals = shop.quotes.map((quote) => quote.totalNetChargeCents);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(shop.quotes[0]).toMatchObject({
      packagingType: 'YOUR_PACKAGING',
      isOneRate: false,
      rateType: 'ACCOUNT',
      transitDays: 5,
      // Five business days from Tuesday, November 24, past Thanksgiving and a weekend.
      deliveryTime: { kind: 'estimated', date: '2026-12-02' },
      source: 'fedex',
    });
    expect(shop.quotes[0]!.listRateCents!).toBeGreaterThan(shop.quotes[0]!.accountRateCents!);
    expect(shop.packagingOptions.map((option) => option.packagingType)).toEqual(['YOUR_PACKAGING']);
    expect(fedex.rateRequests).toHaveLength(1);
    expect(fedex.rateRequests[0]).toMatchObject({
      accountNumber: { value: '510087020' },
      requestedShipment: {
        shipDateStamp: '2026-11-24',
        totalPackageCount: 4,
        recipient: { address: { residential: true } },
      },
    });
  });

  it('ships a Friday order on Monday', async () => {
    clock.set('2026-11-27T20:00:00Z');
    expect((await client().rates(shipment)).shipDate).toBe('2026-11-30');
  });

  it('ships the day before Thanksgiving on the Friday after: FedEx does not pick up on it', async () => {
    clock.set('2026-11-25T20:00:00Z');
    expect((await client().rates(shipment)).shipDate).toBe('2026-11-27');
  });

  it('adds one ONE Rate option per FedEx packaging the parcels qualify for', async () => {
    const shop = await client().comprehensiveRates(flatShipment);
    expect(shop.packagingOptions.map((option) => option.packagingType)).toEqual([
      'YOUR_PACKAGING',
      'FEDEX_SMALL_BOX',
      'FEDEX_MEDIUM_BOX',
      'FEDEX_LARGE_BOX',
      'FEDEX_EXTRA_LARGE_BOX',
    ]);
    const oneRate = shop.quotes.filter((quote) => quote.isOneRate);
    expect(oneRate).toHaveLength(12);
    expect(new Set(oneRate.map((quote) => quote.deliveryTime.kind))).toEqual(
      new Set(['guaranteed']),
    );
    expect(fedex.rateRequests).toHaveLength(5);
    // One token served all five requests, asked for once.
    expect(fedex.tokenRequests).toHaveLength(1);
  });

  it('offers no ONE Rate for furniture cartons, which fit none of FedEx’s boxes', async () => {
    const shop = await client().comprehensiveRates(shipment);
    expect(shop.packagingOptions.map((option) => option.packagingType)).toEqual(['YOUR_PACKAGING']);
    expect(shop.quotes.some((quote) => quote.isOneRate)).toBe(false);
  });

  it('offers no ONE Rate for a parcel over 50 lb (a flat pack can be)', async () => {
    const heavy = [{ ...bookcase[0]!, weightLb: 50.5 }];
    const shop = await client().comprehensiveRates({ recipient, packages: heavy });
    expect(shop.packagingOptions.map((option) => option.packagingType)).toEqual(['YOUR_PACKAGING']);
  });

  it('skips a ONE Rate option FedEx refuses, and says so in the log', async () => {
    fedex.refusedPackaging.add('FEDEX_SMALL_BOX');
    const shop = await client().comprehensiveRates(flatShipment);
    expect(shop.packagingOptions.map((option) => option.packagingType)).not.toContain(
      'FEDEX_SMALL_BOX',
    );
    expect(shop.packagingOptions).toHaveLength(4);
    expect(warnings).toEqual(['FedEx ONE Rate option skipped']);
  });

  it('names the missing input before calling FedEx', async () => {
    const rates = client();
    const cases: [Parameters<FedexClient['rates']>[0], string][] = [
      [{ recipient: null, packages: bookcase }, 'Recipient address is required'],
      [{ recipient, packages: [] }, 'No packages to ship'],
      [
        { recipient: { ...recipient, postalCode: ' ' }, packages: bookcase },
        'Recipient postal code is required',
      ],
      [
        { recipient: { ...recipient, countryCode: '' }, packages: bookcase },
        'Recipient country code is required',
      ],
    ];
    for (const [input, message] of cases) {
      const error = await failure(rates.rates(input));
      expect(error).toMatchObject({ kind: 'missing_input', message });
    }
    const comprehensive = await failure(rates.comprehensiveRates({ recipient, packages: null }));
    expect(comprehensive.message).toBe('Missing packages or recipient address');
    expect(fedex.tokenRequests).toHaveLength(0);
  });

  it('passes FedEx’s own complaint on as a rate API error', async () => {
    const error = await failure(
      client().rates({ recipient: { ...recipient, postalCode: '9021' }, packages: bookcase }),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'FedEx rate API error: Destination postal code missing or invalid.',
    });
  });

  it('says so when the credentials are refused', async () => {
    const error = await failure(client({ clientSecret: 'wrong' }).rates(shipment));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'Failed to get FedEx token: 401',
    });
  });
});

describe('the FedEx token', () => {
  it('is cached, and shared by calls made at once', async () => {
    const rates = client();
    await Promise.all([rates.rates(shipment), rates.rates(shipment), rates.rates(shipment)]);
    await rates.rates(shipment);
    expect(fedex.tokenRequests).toHaveLength(1);
    expect(fedex.tokenRequests[0]).toBe(
      'grant_type=client_credentials&client_id=shop-client&client_secret=shop-secret',
    );
  });

  it('is refreshed when fewer than five minutes of its 59 remain', async () => {
    const rates = client();
    await rates.rates(shipment);
    clock.set(start + 53 * 60_000); // six minutes left
    await rates.rates(shipment);
    expect(fedex.tokenRequests).toHaveLength(1);
    clock.set(start + 54 * 60_000 + 1_000); // under five minutes left
    await rates.rates(shipment);
    expect(fedex.tokenRequests).toHaveLength(2);
    clock.set(start + 60 * 60_000);
    await rates.rates(shipment);
    expect(fedex.tokenRequests).toHaveLength(2);
  });

  it('is replaced once when FedEx says it has expired early', async () => {
    const rates = client();
    await rates.rates(shipment);
    fedexAheadMs = 2 * 60 * 60_000; // FedEx's clock runs past the token's hour
    const shop = await rates.rates(shipment);
    expect(shop.quotes.length).toBeGreaterThan(0);
    expect(fedex.tokenRequests).toHaveLength(2);
  });
});

describe('a FedEx outage', () => {
  it('gives a clear message, and quotes again once FedEx is back', async () => {
    const rates = client();
    await rates.rates(shipment);

    fedex.unavailable = true;
    const unavailable = await failure(rates.rates(shipment));
    expect(unavailable).toMatchObject({
      kind: 'unavailable',
      status: 503,
      message:
        'FedEx rate request failed: 503 The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
    });
    fedex.unavailable = false;

    await fedex.stop();
    try {
      const down = await failure(rates.rates(shipment));
      expect(down).toMatchObject({
        kind: 'unavailable',
        message: 'FedEx rate request failed: connection refused',
      });
      clock.set(start + 56 * 60_000); // the token is due for renewal while FedEx is down
      const noToken = await failure(rates.rates(shipment));
      expect(noToken.message).toBe('Failed to get FedEx token: connection refused');
    } finally {
      await fedex.start();
    }

    const back = await rates.rates(shipment);
    expect(back.quotes.length).toBeGreaterThan(0);
  });

  it('says when FedEx does not answer in time', async () => {
    const silent = client({
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect((await failure(silent.rates(shipment))).message).toBe(
      'Failed to get FedEx token: no answer within 0.05 s',
    );
  });

  it('treats a reply that is not JSON as a failed request', async () => {
    const proxy = client({
      fetch: async (url, init) =>
        url.endsWith('/oauth/token')
          ? fetch(url, init)
          : new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    expect((await failure(proxy.rates(shipment))).message).toBe('FedEx rate request failed: 502');
  });
});

describe('fedexIntegration', () => {
  const log = createLogger('silent');
  /** The shop's settings for the local FedEx double, with these added. */
  const againstDouble = (env: Record<string, string> = {}) =>
    parseConfig({
      NODE_ENV: 'test',
      FEDEX_BASE_URL: fedex.baseUrl,
      FEDEX_CLIENT_ID: credentials.clientId,
      FEDEX_CLIENT_SECRET: credentials.clientSecret,
      FEDEX_ACCOUNT: credentials.account,
      ...env,
    });

  it('quotes from the built-in sandbox without FedEx credentials, labelled as sandbox quotes', async () => {
    const integration = fedexIntegration(parseConfig({ NODE_ENV: 'test' }), log, clock);
    expect(integration.sandbox).not.toBeNull();
    const shop = await integration.client.comprehensiveRates(flatShipment);
    expect(shop.source).toBe('sandbox');
    expect(shop.quotes.every((quote) => quote.source === 'sandbox')).toBe(true);
    expect(shop.packagingOptions.length).toBeGreaterThan(1);
  });

  it('works against any FedEx-compatible address exactly as against the built-in sandbox', async () => {
    const configured = fedexIntegration(againstDouble(), log, clock);
    expect(configured.sandbox).toBeNull();
    const builtIn = fedexIntegration(parseConfig({ NODE_ENV: 'test' }), log, clock);
    // Both on the shop's clock, as the double is: the same ship date, the next working day.
    const over = await configured.client.rates(shipment);
    const inside = await builtIn.client.rates(shipment);
    expect(over.shipDate).toBe('2026-11-24');
    expect(inside.shipDate).toBe(over.shipDate);
    expect(over.source).toBe('fedex');
    expect(over.quotes.map((quote) => ({ ...quote, source: 'sandbox' }))).toEqual(inside.quotes);
  });

  it('sends from the configured address', async () => {
    const integration = fedexIntegration(
      againstDouble({ SHIP_FROM: '200 Industrial Way, Portland, or 97210' }),
      log,
      clock,
    );
    await integration.client.rates(shipment);
    expect(fedex.rateRequests[0]).toMatchObject({
      requestedShipment: {
        shipper: {
          address: {
            streetLines: ['200 Industrial Way'],
            city: 'Portland',
            stateOrProvinceCode: 'OR',
            postalCode: '97210',
            residential: false,
          },
        },
      },
    });
  });
});
