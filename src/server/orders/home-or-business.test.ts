import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedOrder } from '../../contract/checkout.ts';
import { LoopbackFedex } from '../../../test/fedex-loopback.ts';
import {
  openTestShop,
  postJson,
  TEST_ADDRESS,
  type TestShop,
} from '../../../test/server-harness.ts';
import { systemClock } from '../lib/clock.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';

// FedEx adds a residential surcharge to a home delivery and bills it to the shop later when the
// label said business, so a business price needs more than the customer's tick: FedEx's own
// classification where the shop has FedEx, else a company the customer names. Anything less sure
// (MIXED, UNKNOWN, FedEx not answering) is priced as a home, and the order says why.

const line = { ...SAVED_BOOKCASE, quantity: 1 };
let checkouts = 0;

async function quote(shop: TestShop, address: Record<string, unknown>) {
  const answer = await postJson(shop, '/api/checkout/quote', { lines: [line], address });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CheckoutQuote;
}

const services = (offer: CheckoutQuote) => offer.quotes.map((q) => q.serviceType).sort();

async function place(shop: TestShop, address: Record<string, unknown>) {
  const offer = await quote(shop, address);
  const answer = await postJson(shop, '/api/orders', {
    checkoutId: `home-or-business-${(checkouts += 1)}`,
    checkoutKey: 'k'.repeat(43),
    email: 'ada@example.com',
    lines: [line],
    address,
    choice: {
      serviceType: offer.selected!.serviceType,
      packagingType: offer.selected!.packagingType,
    },
  });
  expect(answer.status).toBe(201);
  return { offer, placed: (await answer.json()) as PlacedOrder };
}

describe('without FedEx, the customer’s word', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(() => shop.close());

  it('is a home, whatever the checkbox says, unless a company is named', async () => {
    const home = await quote(shop, TEST_ADDRESS);
    const ticked = await quote(shop, { ...TEST_ADDRESS, residential: false });
    expect(ticked.quotes).toEqual(home.quotes);
    expect(services(home)).toContain('GROUND_HOME_DELIVERY');
    expect(services(home)).not.toContain('FEDEX_GROUND');

    const { placed } = await place(shop, { ...TEST_ADDRESS, residential: false });
    expect(placed.order.address).toMatchObject({
      company: null,
      residential: true,
      deliveryBasis: { by: 'customer', company: false },
    });
  });

  it('is a business when the customer names a company, kept on the order', async () => {
    const address = { ...TEST_ADDRESS, company: 'Analytical Engines Ltd' };
    const { offer, placed } = await place(shop, address);
    expect(services(offer)).toContain('FEDEX_GROUND');
    expect(services(offer)).not.toContain('GROUND_HOME_DELIVERY');
    expect(placed.order.address).toMatchObject({
      company: 'Analytical Engines Ltd',
      residential: false,
      deliveryBasis: { by: 'customer', company: true },
    });
  });

  it('refuses a company of more than one line beside the field', async () => {
    const answer = await postJson(shop, '/api/checkout/quote', {
      lines: [line],
      address: { ...TEST_ADDRESS, company: 'Acme\nBcc: mallory@evil.example' },
    });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      'address.company': 'Keep this to one line, without line breaks or control characters',
    });
  });
});

describe('with FedEx, FedEx’s classification', () => {
  const credentials = {
    clientId: 'shop-client',
    clientSecret: 'shop-secret',
    account: '510087020',
  };
  const fedex = new LoopbackFedex(credentials, systemClock);
  let shop: TestShop;
  beforeAll(async () => {
    await fedex.start();
    shop = await openTestShop({
      env: {
        FEDEX_BASE_URL: fedex.baseUrl,
        FEDEX_CLIENT_ID: credentials.clientId,
        FEDEX_CLIENT_SECRET: credentials.clientSecret,
        FEDEX_ACCOUNT: credentials.account,
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await fedex.stop();
  });

  it('asks FedEx in its documented shape, and a home stays a home whatever is ticked or named', async () => {
    const { offer, placed } = await place(shop, {
      ...TEST_ADDRESS,
      line2: 'Back door',
      company: 'Analytical Engines Ltd',
      residential: false,
    });
    expect(fedex.addressRequests.at(-1)).toEqual({
      addressesToValidate: [
        {
          address: {
            streetLines: ['1 Market St', 'Back door'],
            city: 'San Francisco',
            stateOrProvinceCode: 'CA',
            postalCode: '94105',
            countryCode: 'US',
          },
        },
      ],
    });
    expect(services(offer)).toContain('GROUND_HOME_DELIVERY');
    expect(placed.order.address).toMatchObject({
      company: 'Analytical Engines Ltd',
      residential: true,
      deliveryBasis: { by: 'fedex', classification: 'RESIDENTIAL' },
    });
  });

  it('prices a business that FedEx knows as one, with no company named', async () => {
    const { offer, placed } = await place(shop, { ...TEST_ADDRESS, line1: '200 Industrial Way' });
    expect(services(offer)).toContain('FEDEX_GROUND');
    expect(services(offer)).not.toContain('GROUND_HOME_DELIVERY');
    expect(placed.order.address).toMatchObject({
      residential: false,
      deliveryBasis: { by: 'fedex', classification: 'BUSINESS' },
    });
  });

  it.each([
    ['MIXED', '1 Market St', 'Apt 4'],
    ['UNKNOWN', 'Market Street', null],
  ])('prices %s as a home', async (classification, line1, line2) => {
    const { offer, placed } = await place(shop, {
      ...TEST_ADDRESS,
      line1,
      line2,
      residential: false,
    });
    expect(services(offer)).toContain('GROUND_HOME_DELIVERY');
    expect(placed.order.address).toMatchObject({
      residential: true,
      deliveryBasis: { by: 'fedex', classification },
    });
  });

  it('keeps checkout open when FedEx cannot classify, at the home price', async () => {
    fedex.addressValidationUnavailable = true;
    try {
      const { offer, placed } = await place(shop, { ...TEST_ADDRESS, line1: '200 Industrial Way' });
      expect(services(offer)).toContain('GROUND_HOME_DELIVERY');
      expect(placed.order.address).toMatchObject({
        residential: true,
        deliveryBasis: { by: 'fedex-unanswered' },
      });
    } finally {
      fedex.addressValidationUnavailable = false;
    }
  });
});
