import { describe, expect, it } from 'vitest';
import { ONE_RATE_PACKAGING } from '../../../domain/shipping/one-rate.ts';
import {
  contractExample,
  errorReplyProblems,
  rateReplyProblems,
} from '../../../../test/fedex-contract.ts';
import type { FedexAddressValidationReply } from './address-validation.ts';
import type { FedexRateReply, FedexRateRequest } from './contract.ts';
import { createFedexSandbox, SANDBOX_CREDENTIALS } from './sandbox.ts';
import { billedWeightLb, sandboxCharge, SANDBOX_SERVICES, zoneBetween } from './sandbox-rates.ts';

const monday = new Date('2026-11-23T15:00:00Z');

function sandboxAt(now: Date = monday) {
  let clock = now;
  const sandbox = createFedexSandbox({ clients: [SANDBOX_CREDENTIALS], now: () => clock });
  return {
    sandbox,
    setClock: (next: Date) => {
      clock = next;
    },
  };
}

async function tokenFrom(
  sandbox: ReturnType<typeof createFedexSandbox>,
  form: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: SANDBOX_CREDENTIALS.clientId,
    client_secret: SANDBOX_CREDENTIALS.clientSecret,
  },
) {
  return sandbox.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

async function quote(
  sandbox: ReturnType<typeof createFedexSandbox>,
  body: unknown,
  token?: string,
) {
  const accessToken =
    token ?? ((await (await tokenFrom(sandbox)).json()) as { access_token: string }).access_token;
  return sandbox.request('/rate/v1/rates/quotes', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-customer-transaction-id': 'order-123',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const request = () =>
  structuredClone(contractExample('fedex-rate-request.json')) as FedexRateRequest;
const oneRateRequest = () =>
  structuredClone(contractExample('fedex-rate-request-onerate.json')) as FedexRateRequest;

/** A request whose shipment has these fields instead (some of them ones FedEx refuses). */
const withShipment =
  (fields: Record<string, unknown>) =>
  (body: FedexRateRequest): unknown => ({
    ...body,
    requestedShipment: { ...body.requestedShipment, ...fields },
  });

describe('the sandbox’s token endpoint', () => {
  it('issues a bearer token for an hour, as FedEx does', async () => {
    const { sandbox } = sandboxAt();
    const answer = await tokenFrom(sandbox);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: 3599,
      scope: 'CXS',
    });
  });

  it.each([
    ['a wrong secret', { client_secret: 'guess' }, 401, 'NOT.AUTHORIZED.ERROR'],
    ['an unknown client', { client_id: 'someone' }, 401, 'NOT.AUTHORIZED.ERROR'],
    ['another grant type', { grant_type: 'password' }, 400, 'BAD.REQUEST.ERROR'],
  ])('refuses %s', async (_name, change, status, code) => {
    const { sandbox } = sandboxAt();
    const answer = await tokenFrom(sandbox, {
      grant_type: 'client_credentials',
      client_id: SANDBOX_CREDENTIALS.clientId,
      client_secret: SANDBOX_CREDENTIALS.clientSecret,
      ...change,
    });
    expect(answer.status).toBe(status);
    const body = await answer.json();
    expect(errorReplyProblems(status, body)).toEqual([]);
    expect(body).toMatchObject({ errors: [{ code }] });
  });

  it('refuses a JSON token request: FedEx takes a form', async () => {
    const { sandbox } = sandboxAt();
    const answer = await sandbox.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('the sandbox’s rates', () => {
  it('quotes FedEx’s example request with a reply in FedEx’s shape', async () => {
    const { sandbox } = sandboxAt();
    const answer = await quote(sandbox, request());
    expect(answer.status).toBe(200);
    const reply = (await answer.json()) as FedexRateReply;
    expect(rateReplyProblems(reply)).toEqual([]);
    expect(reply.customerTransactionId).toBe('order-123');
    const details = reply.output?.rateReplyDetails ?? [];
    // A home gets Home Delivery, not Ground, and the Express services.
    expect(details.map((detail) => detail.serviceType)).toEqual([
      'GROUND_HOME_DELIVERY',
      'FEDEX_EXPRESS_SAVER',
      'FEDEX_2_DAY',
      'STANDARD_OVERNIGHT',
    ]);
    const home = details[0]!;
    expect(home.ratedShipmentDetails?.map((rate) => rate.rateType)).toEqual(['ACCOUNT', 'LIST']);
    const [account, list] = home.ratedShipmentDetails!;
    // 34 lb actual against 15 × 15 × 12 / 139 = 20 lb dimensional; Memphis to Beverly Hills is zone 8.
    // List base (10.20 + 0.62 × 34) × (1 + 0.16 × 6) = 61.3088 → 61.31; residential 5.95;
    // fuel 16 % of 67.26 = 10.76.
    expect(list).toMatchObject({
      totalBaseCharge: 61.31,
      totalDiscounts: 0,
      totalNetCharge: 78.02,
      shipmentRateDetail: {
        rateZone: '8',
        dimDivisor: 139,
        totalBillingWeight: { units: 'LB', value: 34 },
        surCharges: [
          { type: 'RESIDENTIAL_DELIVERY', amount: 5.95 },
          { type: 'FUEL', amount: 10.76 },
        ],
      },
    });
    // The account takes 20 % off the base: 12.26; fuel 16 % of 55.00 = 8.80.
    expect(account).toMatchObject({
      totalBaseCharge: 61.31,
      totalDiscounts: 12.26,
      totalNetCharge: 63.8,
    });
    expect(home.commit).toMatchObject({ daysInTransit: 'FIVE_DAYS' });
    // Five business days from Monday, November 23: Thanksgiving is not one of them.
    expect(home.operationalDetail?.deliveryDate).toBe('2026-12-01T20:00:00');
    expect(home.commit?.dateDetail).toEqual({ dayOfWeek: 'TUE', dayFormat: '2026-12-01T20:00:00' });
    expect(home.customerMessages).toBeUndefined();
  });

  it('counts no holiday as a day in transit and says when the ship date is one', async () => {
    const { sandbox } = sandboxAt(new Date('2026-12-21T15:00:00Z'));
    const christmas = request();
    christmas.requestedShipment.shipDateStamp = '2026-12-24';
    christmas.requestedShipment.serviceType = 'STANDARD_OVERNIGHT';
    const overnight = (await (await quote(sandbox, christmas)).json()) as FedexRateReply;
    expect(rateReplyProblems(overnight)).toEqual([]);
    // Overnight from Christmas Eve arrives after Christmas and the weekend.
    expect(overnight.output?.rateReplyDetails?.[0]?.operationalDetail).toMatchObject({
      deliveryDate: '2026-12-28T16:30:00',
      deliveryDay: 'MON',
    });
    expect(overnight.output?.rateReplyDetails?.[0]?.customerMessages).toBeUndefined();

    christmas.requestedShipment.shipDateStamp = '2026-12-25';
    const onChristmas = (await (await quote(sandbox, christmas)).json()) as FedexRateReply;
    expect(rateReplyProblems(onChristmas)).toEqual([]);
    expect(onChristmas.output?.rateReplyDetails?.[0]).toMatchObject({
      customerMessages: [
        { code: 'NATIONAL.HOLIDAY.OBSERVED', message: 'National Holiday Observed on Ship Date.' },
      ],
      operationalDetail: { deliveryDate: '2026-12-28T16:30:00' },
    });
  });

  it('gives the same figures every time', async () => {
    const { sandbox } = sandboxAt();
    const strip = (reply: FedexRateReply) => reply.output?.rateReplyDetails;
    const first = strip((await (await quote(sandbox, request())).json()) as FedexRateReply);
    const second = strip((await (await quote(sandbox, request())).json()) as FedexRateReply);
    expect(second).toEqual(first);
  });

  it('quotes Ground to a business, without the residential charge', async () => {
    const { sandbox } = sandboxAt();
    const business = request();
    business.requestedShipment.recipient.address.residential = false;
    const reply = (await (await quote(sandbox, business)).json()) as FedexRateReply;
    expect(rateReplyProblems(reply)).toEqual([]);
    const ground = reply.output?.rateReplyDetails?.[0];
    expect(ground?.serviceType).toBe('FEDEX_GROUND');
    expect(ground?.ratedShipmentDetails?.[0]?.shipmentRateDetail?.surCharges).toEqual([
      expect.objectContaining({ type: 'FUEL' }),
    ]);
  });

  it('bills the dimensional weight of a light, bulky parcel', async () => {
    const { sandbox } = sandboxAt();
    const bulky = request();
    bulky.requestedShipment.requestedPackageLineItems = [
      {
        groupPackageCount: 1,
        weight: { units: 'LB', value: 8 },
        dimensions: { length: 50, width: 18, height: 6, units: 'IN' },
      },
    ];
    const reply = (await (await quote(sandbox, bulky)).json()) as FedexRateReply;
    const rate = reply.output?.rateReplyDetails?.[0]?.ratedShipmentDetails?.[0];
    expect(rate).toMatchObject({
      ratedWeightMethod: 'DIM',
      shipmentRateDetail: { totalBillingWeight: { value: 39 } }, // 5400 / 139 = 38.8
    });
  });

  it('quotes only the service asked for', async () => {
    const { sandbox } = sandboxAt();
    const one = request();
    one.requestedShipment.serviceType = 'FEDEX_2_DAY';
    const reply = (await (await quote(sandbox, one)).json()) as FedexRateReply;
    expect(reply.output?.rateReplyDetails?.map((detail) => detail.serviceType)).toEqual([
      'FEDEX_2_DAY',
    ]);
  });

  it.each(ONE_RATE_PACKAGING.filter((p) => p.maxWeightLb >= 12).map((p) => [p.packagingType]))(
    'quotes ONE Rate in %s, Express only, flat by packaging',
    async (packagingType) => {
      const { sandbox } = sandboxAt();
      const oneRate = oneRateRequest();
      oneRate.requestedShipment.packagingType = packagingType;
      const answer = await quote(sandbox, oneRate);
      expect(answer.status).toBe(200);
      const reply = (await answer.json()) as FedexRateReply;
      expect(rateReplyProblems(reply)).toEqual([]);
      const details = reply.output?.rateReplyDetails ?? [];
      expect(details.map((detail) => detail.serviceType)).toEqual([
        'FEDEX_EXPRESS_SAVER',
        'FEDEX_2_DAY',
        'STANDARD_OVERNIGHT',
      ]);
      for (const detail of details) {
        expect(detail.packagingType).toBe(packagingType);
        expect(detail.ratedShipmentDetails?.[0]?.specialRatingApplied).toEqual(['FEDEX_ONE_RATE']);
        expect(detail.commit?.guaranteedType).toBe('GUARANTEED_CLOSE_OF_BUSINESS');
      }
    },
  );

  it.each<[string, (body: FedexRateRequest) => unknown, string]>([
    [
      'a postal code FedEx cannot read',
      (body) => {
        body.requestedShipment.recipient.address.postalCode = 'ABCDE';
        return body;
      },
      'DESTINATION.POSTALCODE.MISSING.ORINVALID',
    ],
    [
      'no shipper country',
      (body) => {
        body.requestedShipment.shipper.address.countryCode = '';
        return body;
      },
      'ORIGIN.COUNTRY.MISSING.ORINVALID',
    ],
    [
      'a parcel abroad',
      (body) => {
        body.requestedShipment.recipient.address.countryCode = 'CA';
        return body;
      },
      'COUNTRY.NOT.SUPPORTED',
    ],
    ['no account', (body) => ({ ...body, accountNumber: {} }), 'ACCOUNT.NUMBER.INVALID'],
    [
      'no shipment',
      (body) => ({ accountNumber: body.accountNumber }),
      'REQUESTEDSHIPMENT.REQUIRED',
    ],
    ['another pickup', withShipment({ pickupType: 'SOMETIME' }), 'PICKUPTYPE.INVALID'],
    [
      'a ship date in the past',
      withShipment({ shipDateStamp: '2026-11-20' }),
      'SHIPDATESTAMP.INVALID',
    ],
    [
      'a ship date over ten days ahead',
      withShipment({ shipDateStamp: '2026-12-04' }),
      'SHIPDATESTAMP.INVALID',
    ],
    ['no parcels', withShipment({ requestedPackageLineItems: [] }), 'PACKAGE.REQUIRED'],
    [
      'a parcel of no weight',
      (body) => {
        body.requestedShipment.requestedPackageLineItems[0]!.weight.value = 0;
        return body;
      },
      'PACKAGE.WEIGHT.MISSING.ORINVALID',
    ],
    [
      'a parcel over 150 lb',
      (body) => {
        body.requestedShipment.requestedPackageLineItems[0]!.weight.value = 151;
        return body;
      },
      'PACKAGE.WEIGHT.EXCEEDED',
    ],
    [
      'two of three dimensions',
      (body) => {
        body.requestedShipment.requestedPackageLineItems[0]!.dimensions = {
          length: 15,
          width: 15,
          units: 'IN',
        } as never;
        return body;
      },
      'PACKAGE.DIMENSIONS.INVALID',
    ],
    [
      'fractional inches',
      (body) => {
        body.requestedShipment.requestedPackageLineItems[0]!.dimensions!.height = 11.5;
        return body;
      },
      'PACKAGE.DIMENSIONS.INVALID',
    ],
    [
      'own packaging without a size',
      (body) => {
        delete body.requestedShipment.requestedPackageLineItems[0]!.dimensions;
        return body;
      },
      'PACKAGE.DIMENSIONS.REQUIRED',
    ],
    [
      'a package count that does not add up',
      withShipment({ totalPackageCount: 3 }),
      'TOTALPACKAGECOUNT.MISMATCH',
    ],
    [
      'ONE Rate in the shipper’s own box',
      withShipment({ shipmentSpecialServices: { specialServiceTypes: ['FEDEX_ONE_RATE'] } }),
      'ONERATE.PACKAGING.INVALID',
    ],
    ['an unknown service', withShipment({ serviceType: 'TELEPORT' }), 'SERVICE.TYPE.INVALID'],
    ['a body that is not JSON', () => '{"accountNumber":', 'INVALID.INPUT.EXCEPTION'],
    ['JSON that is not an object', () => '[1, 2]', 'INVALID.INPUT.EXCEPTION'],
  ])('answers %s with a 400 in FedEx’s error shape', async (_name, change, code) => {
    const { sandbox } = sandboxAt();
    const answer = await quote(sandbox, change(request()));
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(errorReplyProblems(400, body)).toEqual([]);
    expect((body as { errors: { code: string }[] }).errors.map((e) => e.code)).toContain(code);
  });

  it('refuses a ONE Rate envelope heavier than a pound', async () => {
    const { sandbox } = sandboxAt();
    const heavy = oneRateRequest();
    heavy.requestedShipment.packagingType = 'FEDEX_ENVELOPE';
    const answer = await quote(sandbox, heavy);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      errors: [{ code: 'ONERATE.PACKAGE.WEIGHT.EXCEEDED' }],
    });
  });

  it('answers 401 without a token, with a forged one, and once it has expired', async () => {
    const { sandbox, setClock } = sandboxAt();
    const token = ((await (await tokenFrom(sandbox)).json()) as { access_token: string })
      .access_token;
    const [payload] = token.split('.');
    for (const bad of ['', 'nonsense', `${payload}.forged`]) {
      const answer = await quote(sandbox, request(), bad);
      expect(answer.status).toBe(401);
      const body = await answer.json();
      expect(errorReplyProblems(401, body)).toEqual([]);
      expect(body).toMatchObject({ errors: [{ code: 'NOT.AUTHORIZED.ERROR' }] });
    }
    expect((await quote(sandbox, request(), token)).status).toBe(200);
    setClock(new Date(monday.getTime() + 3600 * 1000));
    expect((await quote(sandbox, request(), token)).status).toBe(401);
  });
});

describe('the sandbox’s price list', () => {
  it.each([
    ['38125', '38118', 2], // same three-digit prefix
    ['38125', '30301', 3], // same region
    ['38125', '63101', 5], // Memphis to St. Louis: the regions' centres are 640 miles apart
    ['38125', '10001', 5], // to New York
    ['38125', '80202', 6], // to Denver
    ['38125', '90210', 8], // to Los Angeles
    ['10001', '98101', 8], // coast to coast
    ['38125', '96813', 9], // Hawaii
    ['38125', '99501', 9], // Alaska
    ['99501', '99503', 2],
  ])('%s to %s is zone %i', (from, to, zone) => {
    expect(zoneBetween(from, to)).toBe(zone);
    expect(zoneBetween(to, from)).toBe(zone);
  });

  it.each([
    [{ weightLb: 34, dimensionsIn: { length: 15, width: 15, height: 12 } }, 34, false],
    [{ weightLb: 8, dimensionsIn: { length: 50, width: 18, height: 6 } }, 39, true],
    [{ weightLb: 12.2, dimensionsIn: null }, 13, false],
    [{ weightLb: 0.3, dimensionsIn: null }, 1, false],
  ])('bills %j at %i lb', (parcel, weightLb, byDimensions) => {
    expect(billedWeightLb(parcel)).toEqual({ weightLb, byDimensions });
  });

  it('costs more with distance, weight and speed', () => {
    const parcel = { weightLb: 30, dimensionsIn: { length: 15, width: 15, height: 12 } };
    const total = (serviceIndex: number, zone: number, weightLb = 30) =>
      sandboxCharge({
        service: SANDBOX_SERVICES[serviceIndex]!,
        zone,
        residential: false,
        parcels: [{ ...parcel, weightLb }],
        oneRatePackaging: null,
      })!.account.totalCents;
    expect(total(0, 3)).toBeGreaterThan(total(0, 2));
    expect(total(0, 2, 40)).toBeGreaterThan(total(0, 2, 30));
    expect(total(2, 2)).toBeGreaterThan(total(0, 2));
    expect(total(3, 2)).toBeGreaterThan(total(2, 2));
    expect(total(4, 2)).toBeGreaterThan(total(3, 2));
  });
});

describe('the sandbox’s address validation', () => {
  async function resolve(
    sandbox: ReturnType<typeof createFedexSandbox>,
    body: unknown,
    token = '',
  ) {
    const accessToken =
      token || ((await (await tokenFrom(sandbox)).json()) as { access_token: string }).access_token;
    return sandbox.request('/address/v1/addresses/resolve', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  const address = (streetLines: string[], countryCode = 'US') => ({
    address: {
      streetLines,
      city: 'Oakland',
      stateOrProvinceCode: 'CA',
      postalCode: '94607',
      countryCode,
    },
  });

  it('classifies each address by the documented rule, in FedEx’s answer shape and order', async () => {
    const { sandbox } = sandboxAt();
    const answer = await resolve(sandbox, {
      addressesToValidate: [
        address(['12 Birch Lane']),
        address(['200 Industrial Way', 'Suite 4']),
        address(['12 Birch Lane', 'Apt 2']),
        address(['Birch Lane']),
        address(['12 Birch Lane'], 'GB'),
      ],
    });
    expect(answer.status).toBe(200);
    const reply = (await answer.json()) as FedexAddressValidationReply;
    expect(reply.transactionId).toEqual(expect.any(String));
    expect(reply.output.resolvedAddresses.map((resolved) => resolved.classification)).toEqual([
      'RESIDENTIAL',
      'BUSINESS',
      'MIXED',
      'UNKNOWN',
      'UNKNOWN',
    ]);
    expect(reply.output.resolvedAddresses[1]).toMatchObject({
      streetLinesToken: ['200 INDUSTRIAL WAY', 'SUITE 4'],
      city: 'OAKLAND',
      stateOrProvinceCode: 'CA',
      postalCode: '94607',
      countryCode: 'US',
    });
  });

  it('refuses a call without a valid token, and a request without addresses', async () => {
    const { sandbox } = sandboxAt();
    expect(
      (await resolve(sandbox, { addressesToValidate: [address(['1 A St'])] }, 'forged.token'))
        .status,
    ).toBe(401);
    const empty = await resolve(sandbox, { addressesToValidate: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'ADDRESSESTOVALIDATE.REQUIRED',
    );
  });
});
