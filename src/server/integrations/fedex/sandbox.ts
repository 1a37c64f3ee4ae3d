import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { addBusinessDays, localDate } from '../../../domain/shipping/delivery-estimate.ts';
import { holidayOn } from '../../../domain/shipping/holidays.ts';
import { ONE_RATE_PACKAGING, OWN_PACKAGING } from '../../../domain/shipping/one-rate.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { AddressClassification } from '../../../domain/shipping/delivery-kind.ts';
import { ADDRESS_VALIDATION_PATH } from './address-validation.ts';
import type { FedexAddressValidationReply } from './address-validation.ts';
import { transitWordOf } from './contract.ts';
import type {
  FedexErrorBody,
  FedexRatedShipmentDetail,
  FedexRateReply,
  FedexRateReplyDetail,
  FedexTokenReply,
} from './contract.ts';
import { DIM_DIVISOR, SANDBOX_SERVICES, sandboxCharge, zoneBetween } from './sandbox-rates.ts';
import type { SandboxCharge, SandboxParcel, SandboxRate } from './sandbox-rates.ts';

/**
 * A FedEx-compatible sandbox: FedEx's token, rate and address-validation endpoints with the same
 * JSON, answering from the shop's own price list (sandbox-rates.ts) and a rule for addresses. The shop quotes from it when no FedEx credentials
 * are set, and the tests run the real client against it over HTTP.
 */

export type SandboxCredentials = { readonly clientId: string; readonly clientSecret: string };

/** The credentials the shop's built-in sandbox answers to. They guard nothing of value. */
export const SANDBOX_CREDENTIALS = {
  clientId: 'birch-and-cell-sandbox',
  clientSecret: 'sandbox-client-secret',
  account: '740561073',
} as const;

export const SANDBOX_TOKEN_LIFE_SECONDS = 3599;
/** FedEx takes ship dates from today to ten days ahead. */
const MAX_DAYS_AHEAD = 10;
/** The heaviest parcel FedEx carries, in pounds. */
const MAX_PARCEL_LB = 150;
const LB_PER_KG = 2.20462;
const CM_PER_IN = 2.54;
const ZIP = /^\d{5}(-?\d{4})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PICKUP_TYPES = [
  'DROPOFF_AT_FEDEX_LOCATION',
  'CONTACT_FEDEX_TO_SCHEDULE',
  'USE_SCHEDULED_PICKUP',
];
const RATE_REQUEST_TYPES = ['LIST', 'INCENTIVE', 'ACCOUNT', 'PREFERRED'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

type SandboxError = { code: string; message: string };

const UNAUTHORIZED: SandboxError = {
  code: 'NOT.AUTHORIZED.ERROR',
  message: 'Access token expired. Please modify your request and try again.',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A token names its client and expiry and is signed with the client's secret: no state kept. */
function issueToken(client: SandboxCredentials, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ cid: client.clientId, exp: expiresAt })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload, client.clientSecret)}`;
}

function tokenIsValid(
  token: string,
  clients: readonly SandboxCredentials[],
  nowMs: number,
): boolean {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return false;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (!isRecord(claims) || typeof claims.cid !== 'string' || typeof claims.exp !== 'number') {
    return false;
  }
  const client = clients.find((candidate) => candidate.clientId === claims.cid);
  if (!client) return false;
  const expected = Buffer.from(sign(payload, client.clientSecret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && nowMs < claims.exp;
}

function errorBody(c: Context, errors: readonly SandboxError[]): FedexErrorBody {
  const customerTransactionId = c.req.header('x-customer-transaction-id');
  return {
    transactionId: randomUUID(),
    ...(customerTransactionId && { customerTransactionId }),
    errors: errors.map((error) => ({ ...error, parameterList: [] })),
  };
}

/**
 * The JSON body of a call made with a token the sandbox issued and that has not expired, or
 * FedEx's answer to a call without one (401) or with a body that is not JSON (400).
 */
async function authorizedBody(
  c: Context,
  clients: readonly SandboxCredentials[],
  now: Clock,
): Promise<{ body: unknown } | { refused: Response }> {
  const token = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token || !tokenIsValid(token, clients, now().getTime())) {
    return { refused: c.json(errorBody(c, [UNAUTHORIZED]), 401) };
  }
  try {
    return { body: await c.req.json() };
  } catch {
    return {
      refused: c.json(
        errorBody(c, [
          { code: 'INVALID.INPUT.EXCEPTION', message: 'Invalid field value in the input' },
        ]),
        400,
      ),
    };
  }
}

type ParsedShipment = {
  originZip: string;
  destinationZip: string;
  residential: boolean;
  shipDate: string;
  serviceType: string | null;
  oneRatePackaging: string | null;
  parcels: SandboxParcel[];
};

function readAddress(
  party: unknown,
  side: 'ORIGIN' | 'DESTINATION',
  errors: SandboxError[],
): { zip: string; residential: boolean } | null {
  const address = isRecord(party) && isRecord(party.address) ? party.address : null;
  const name = side === 'ORIGIN' ? 'Origin' : 'Destination';
  if (address === null || typeof address.countryCode !== 'string' || !address.countryCode) {
    errors.push({
      code: `${side}.COUNTRY.MISSING.ORINVALID`,
      message: `${name} country code missing or invalid.`,
    });
    return null;
  }
  if (address.countryCode.toUpperCase() !== 'US') {
    errors.push({
      code: 'COUNTRY.NOT.SUPPORTED',
      message: 'The sandbox rates shipments within the United States only.',
    });
    return null;
  }
  if (typeof address.postalCode !== 'string' || !ZIP.test(address.postalCode.trim())) {
    errors.push({
      code: `${side}.POSTALCODE.MISSING.ORINVALID`,
      message: `${name} postal code missing or invalid.`,
    });
    return null;
  }
  return { zip: address.postalCode.trim().slice(0, 5), residential: address.residential === true };
}

function readParcels(
  items: unknown,
  ownPackaging: boolean,
  errors: SandboxError[],
): SandboxParcel[] {
  if (!Array.isArray(items) || items.length === 0) {
    errors.push({
      code: 'PACKAGE.REQUIRED',
      message: 'At least one package line item is required.',
    });
    return [];
  }
  const parcels: SandboxParcel[] = [];
  for (const item of items) {
    const weight = isRecord(item) && isRecord(item.weight) ? item.weight : null;
    const count =
      isRecord(item) && item.groupPackageCount !== undefined ? item.groupPackageCount : 1;
    if (!Number.isSafeInteger(count) || (count as number) < 1) {
      errors.push({
        code: 'GROUPPACKAGECOUNT.INVALID',
        message: 'Group package count must be a whole number of at least 1.',
      });
      continue;
    }
    if (
      weight === null ||
      (weight.units !== 'LB' && weight.units !== 'KG') ||
      typeof weight.value !== 'number' ||
      !(weight.value > 0)
    ) {
      errors.push({
        code: 'PACKAGE.WEIGHT.MISSING.ORINVALID',
        message: 'Package weight is missing or invalid; give a value above 0 in LB or KG.',
      });
      continue;
    }
    const weightLb = weight.units === 'KG' ? weight.value * LB_PER_KG : weight.value;
    if (weightLb > MAX_PARCEL_LB) {
      errors.push({
        code: 'PACKAGE.WEIGHT.EXCEEDED',
        message: `A package may weigh at most ${MAX_PARCEL_LB} LB.`,
      });
      continue;
    }
    const dimensions = isRecord(item) ? item.dimensions : undefined;
    let dimensionsIn: SandboxParcel['dimensionsIn'] = null;
    if (dimensions !== undefined) {
      const sides = isRecord(dimensions)
        ? [dimensions.length, dimensions.width, dimensions.height]
        : [];
      const units = isRecord(dimensions) ? dimensions.units : undefined;
      if (
        sides.length !== 3 ||
        !sides.every(
          (side) => Number.isSafeInteger(side) && (side as number) > 0 && (side as number) <= 999,
        ) ||
        (units !== 'IN' && units !== 'CM')
      ) {
        errors.push({
          code: 'PACKAGE.DIMENSIONS.INVALID',
          message:
            'Package dimensions need a whole length, width and height from 1 to 999, in IN or CM.',
        });
        continue;
      }
      const [length, width, height] = (sides as number[]).map((side) =>
        units === 'CM' ? Math.ceil(side / CM_PER_IN) : side,
      ) as [number, number, number];
      dimensionsIn = { length, width, height };
    } else if (ownPackaging) {
      errors.push({
        code: 'PACKAGE.DIMENSIONS.REQUIRED',
        message: 'Package dimensions are required with YOUR_PACKAGING.',
      });
      continue;
    }
    for (let index = 0; index < (count as number); index += 1)
      parcels.push({ weightLb, dimensionsIn });
  }
  return parcels;
}

function readShipment(body: unknown, today: string, errors: SandboxError[]): ParsedShipment | null {
  if (!isRecord(body)) {
    errors.push({ code: 'INVALID.INPUT.EXCEPTION', message: 'Invalid field value in the input' });
    return null;
  }
  const account = isRecord(body.accountNumber) ? body.accountNumber.value : undefined;
  if (typeof account !== 'string' || !/^\d{9}$/.test(account)) {
    errors.push({
      code: 'ACCOUNT.NUMBER.INVALID',
      message: 'The account number must be the nine digits of a FedEx account.',
    });
  }
  const shipment = body.requestedShipment;
  if (!isRecord(shipment)) {
    errors.push({
      code: 'REQUESTEDSHIPMENT.REQUIRED',
      message: 'The requested shipment is required.',
    });
    return null;
  }
  const origin = readAddress(shipment.shipper, 'ORIGIN', errors);
  const destination = readAddress(shipment.recipient, 'DESTINATION', errors);
  if (typeof shipment.pickupType !== 'string' || !PICKUP_TYPES.includes(shipment.pickupType)) {
    errors.push({
      code: 'PICKUPTYPE.INVALID',
      message: `Pickup type must be one of ${PICKUP_TYPES.join(', ')}.`,
    });
  }
  const rateTypes = shipment.rateRequestType;
  if (
    rateTypes !== undefined &&
    (!Array.isArray(rateTypes) || !rateTypes.every((type) => RATE_REQUEST_TYPES.includes(type)))
  ) {
    errors.push({
      code: 'RATEREQUESTTYPE.INVALID',
      message: `Rate request types must be among ${RATE_REQUEST_TYPES.join(', ')}.`,
    });
  }
  let shipDate = today;
  if (shipment.shipDateStamp !== undefined) {
    const stamp = shipment.shipDateStamp;
    const latest = addCalendarDays(today, MAX_DAYS_AHEAD);
    if (typeof stamp !== 'string' || !isCalendarDate(stamp) || stamp < today || stamp > latest) {
      errors.push({
        code: 'SHIPDATESTAMP.INVALID',
        message: `Ship date must be a date (YYYY-MM-DD) from today to ${MAX_DAYS_AHEAD} days ahead.`,
      });
    } else shipDate = stamp;
  }
  const packagingType =
    typeof shipment.packagingType === 'string' ? shipment.packagingType : OWN_PACKAGING;
  const fedexPackaging = ONE_RATE_PACKAGING.find((p) => p.packagingType === packagingType);
  if (packagingType !== OWN_PACKAGING && fedexPackaging === undefined) {
    errors.push({
      code: 'PACKAGINGTYPE.INVALID',
      message: `Unknown packaging type ${packagingType}.`,
    });
  }
  const special = isRecord(shipment.shipmentSpecialServices)
    ? shipment.shipmentSpecialServices.specialServiceTypes
    : undefined;
  const oneRate = Array.isArray(special) && special.includes('FEDEX_ONE_RATE');
  if (oneRate && fedexPackaging === undefined) {
    errors.push({
      code: 'ONERATE.PACKAGING.INVALID',
      message: 'FedEx One Rate needs FedEx packaging.',
    });
  }
  const parcels = readParcels(
    shipment.requestedPackageLineItems,
    packagingType === OWN_PACKAGING,
    errors,
  );
  if (
    oneRate &&
    fedexPackaging &&
    parcels.some((parcel) => parcel.weightLb > fedexPackaging.maxWeightLb)
  ) {
    errors.push({
      code: 'ONERATE.PACKAGE.WEIGHT.EXCEEDED',
      message: `A ${fedexPackaging.label} may weigh at most ${fedexPackaging.maxWeightLb} LB with FedEx One Rate.`,
    });
  }
  if (
    shipment.totalPackageCount !== undefined &&
    shipment.totalPackageCount !== parcels.length &&
    errors.length === 0
  ) {
    errors.push({
      code: 'TOTALPACKAGECOUNT.MISMATCH',
      message: 'The total package count does not match the package line items.',
    });
  }
  const serviceType = typeof shipment.serviceType === 'string' ? shipment.serviceType : null;
  if (serviceType !== null && !SANDBOX_SERVICES.some((s) => s.serviceType === serviceType)) {
    errors.push({ code: 'SERVICE.TYPE.INVALID', message: `Unknown service type ${serviceType}.` });
  }
  if (errors.length > 0 || origin === null || destination === null) return null;
  return {
    originZip: origin.zip,
    destinationZip: destination.zip,
    residential: destination.residential,
    shipDate,
    serviceType,
    oneRatePackaging: oneRate ? packagingType : null,
    parcels,
  };
}

/** FedEx's ten-day window counts every day, weekends too. */
function addCalendarDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function isCalendarDate(text: string): boolean {
  const time = ISO_DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const dollars = (amountCents: number) => amountCents / 100;

function ratedDetail(
  rateType: 'ACCOUNT' | 'LIST',
  rate: SandboxRate,
  charge: SandboxCharge,
  oneRate: boolean,
): FedexRatedShipmentDetail {
  const surcharges = [
    ...(rate.residentialCents > 0
      ? [
          {
            type: 'RESIDENTIAL_DELIVERY',
            description: 'Residential delivery charge',
            amount: dollars(rate.residentialCents),
            level: 'PACKAGE',
          },
        ]
      : []),
    {
      type: 'FUEL',
      description: 'Fuel Surcharge',
      amount: dollars(rate.fuelCents),
      level: 'PACKAGE',
    },
  ];
  return {
    rateType,
    ratedWeightMethod: charge.byDimensions && !oneRate ? 'DIM' : 'ACTUAL',
    totalDiscounts: dollars(rate.discountCents),
    totalBaseCharge: dollars(rate.baseCents),
    totalNetCharge: dollars(rate.totalCents),
    totalNetFedExCharge: dollars(rate.totalCents),
    currency: 'USD',
    ...(oneRate && { specialRatingApplied: ['FEDEX_ONE_RATE'] }),
    shipmentRateDetail: {
      rateZone: String(charge.zone),
      ...(!oneRate && { dimDivisor: DIM_DIVISOR }),
      fuelSurchargePercent: charge.fuelPercent,
      totalSurcharges: dollars(rate.residentialCents + rate.fuelCents),
      totalFreightDiscount: dollars(rate.discountCents),
      freightDiscount:
        rate.discountCents > 0
          ? [
              {
                type: 'VOLUME',
                description: 'Volume',
                amount: dollars(rate.discountCents),
                percent: Math.round((rate.discountCents / rate.baseCents) * 10_000) / 100,
              },
            ]
          : [],
      surCharges: surcharges,
      totalBillingWeight: { units: 'LB', value: charge.billedWeightLb },
      currency: 'USD',
      ...(oneRate && { specialRatingApplied: ['FEDEX_ONE_RATE'] }),
    },
  };
}

function replyDetail(
  charge: SandboxCharge,
  shipment: ParsedShipment,
  packagingType: string,
): FedexRateReplyDetail {
  const oneRate = shipment.oneRatePackaging !== null;
  // FedEx counts days in transit as business days: no weekend and none of its holidays (its
  // contract names holidays, Christmas say, among the reasons a delivery is later).
  const deliveryDate = addBusinessDays(shipment.shipDate, charge.transitDays);
  const deliveryDay = WEEKDAYS[new Date(`${deliveryDate}T00:00:00Z`).getUTCDay()] ?? 'MON';
  const deliveryTime = `${deliveryDate}T${charge.express ? '16:30:00' : '20:00:00'}`;
  const word = transitWordOf(charge.transitDays);
  return {
    serviceType: charge.serviceType,
    serviceName: charge.serviceName,
    packagingType,
    ...(holidayOn(shipment.shipDate) && {
      customerMessages: [
        { code: 'NATIONAL.HOLIDAY.OBSERVED', message: 'National Holiday Observed on Ship Date.' },
      ],
    }),
    ratedShipmentDetails: [
      ratedDetail('ACCOUNT', charge.account, charge, oneRate),
      ratedDetail('LIST', charge.list, charge, oneRate),
    ],
    operationalDetail: {
      transitTime: word,
      deliveryDate: deliveryTime,
      deliveryDay,
      commitDate: deliveryTime,
      ineligibleForMoneyBackGuarantee: false,
    },
    commit: {
      daysInTransit: word,
      ...(charge.express && { guaranteedType: 'GUARANTEED_CLOSE_OF_BUSINESS' as const }),
      dateDetail: { dayOfWeek: deliveryDay, dayFormat: deliveryTime },
      transitDays: {
        minimumTransitTime: word,
        description: `${charge.transitDays} Business Day${charge.transitDays === 1 ? '' : 's'}`,
      },
      saturdayDelivery: false,
    },
    signatureOptionType: 'SERVICE_DEFAULT',
  };
}

/**
 * The sandbox's classification of an address, in place of FedEx's address database, so a test or
 * a demo can ask for each answer: a street line naming a business place (a Suite, a Floor, an
 * Industrial way, a Plaza, an Office or Business park) is BUSINESS; one naming a flat in a
 * building (an Apt, Apartment or Unit, or a `#`) is MIXED, as a building of flats with shops may
 * be; street lines with no house number match no address, UNKNOWN; anything else is RESIDENTIAL.
 */
export function sandboxClassification(streetLines: readonly string[]): AddressClassification {
  const street = streetLines.join(' ');
  if (/\b(suite|ste|floor|fl|industrial|plaza|office|business)\b/i.test(street)) return 'BUSINESS';
  if (/\b(apt|apartment|unit)\b|#/i.test(street)) return 'MIXED';
  if (!/\d/.test(street)) return 'UNKNOWN';
  return 'RESIDENTIAL';
}

/** The addresses of an address-validation request, or the errors that refuse it. */
function readAddressesToValidate(
  body: unknown,
  errors: SandboxError[],
): { streetLines: string[]; city: string; state: string; postalCode: string; country: string }[] {
  const asked = isRecord(body) ? body.addressesToValidate : undefined;
  if (!Array.isArray(asked) || asked.length === 0 || asked.length > 100) {
    errors.push({
      code: 'ADDRESSESTOVALIDATE.REQUIRED',
      message: 'Between 1 and 100 addresses to validate are required.',
    });
    return [];
  }
  return asked.flatMap((entry: unknown, index) => {
    const address = isRecord(entry) ? entry.address : undefined;
    const lines = isRecord(address) ? address.streetLines : undefined;
    if (
      !isRecord(address) ||
      !Array.isArray(lines) ||
      !lines.every((line) => typeof line === 'string') ||
      typeof address.countryCode !== 'string'
    ) {
      errors.push({
        code: 'INVALID.INPUT.EXCEPTION',
        message: `addressesToValidate[${index}].address needs streetLines and a countryCode.`,
      });
      return [];
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return [
      {
        streetLines: lines as string[],
        city: text(address.city),
        state: text(address.stateOrProvinceCode),
        postalCode: text(address.postalCode),
        country: address.countryCode,
      },
    ];
  });
}

export interface FedexSandboxOptions {
  /** The clients it issues tokens to; the built-in sandbox has one (SANDBOX_CREDENTIALS). */
  clients: readonly SandboxCredentials[];
  /** Its clock, for token expiry and the ship-date window; the machine's if not given. */
  now?: Clock;
}

/**
 * The sandbox as a Hono app: POST /oauth/token, POST /rate/v1/rates/quotes and POST
 * /address/v1/addresses/resolve (`sandboxClassification`).
 */
export function createFedexSandbox({ clients, now = systemClock }: FedexSandboxOptions) {
  return new Hono()
    .use(
      bodyLimit({
        maxSize: 64 * 1024,
        onError: (c) =>
          c.json(
            errorBody(c, [
              { code: 'INVALID.INPUT.EXCEPTION', message: 'The request is too large.' },
            ]),
            413,
          ),
      }),
    )
    .post('/oauth/token', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        return c.json(
          errorBody(c, [
            {
              code: 'BAD.REQUEST.ERROR',
              message:
                'The token request must be form-encoded (application/x-www-form-urlencoded).',
            },
          ]),
          400,
        );
      }
      const form = new URLSearchParams(await c.req.text());
      if (form.get('grant_type') !== 'client_credentials') {
        return c.json(
          errorBody(c, [
            {
              code: 'BAD.REQUEST.ERROR',
              message: 'Missing or invalid grant_type: client_credentials is supported.',
            },
          ]),
          400,
        );
      }
      const client = clients.find((candidate) => candidate.clientId === form.get('client_id'));
      const secret = Buffer.from(form.get('client_secret') ?? '');
      if (
        client === undefined ||
        secret.length !== Buffer.byteLength(client.clientSecret) ||
        !timingSafeEqual(secret, Buffer.from(client.clientSecret))
      ) {
        return c.json(
          errorBody(c, [
            {
              code: 'NOT.AUTHORIZED.ERROR',
              message:
                'The given client credentials were not valid. Please modify your request and try again.',
            },
          ]),
          401,
        );
      }
      const reply: FedexTokenReply = {
        access_token: issueToken(client, now().getTime() + SANDBOX_TOKEN_LIFE_SECONDS * 1000),
        token_type: 'bearer',
        expires_in: SANDBOX_TOKEN_LIFE_SECONDS,
        scope: 'CXS',
      };
      return c.json(reply);
    })
    .post('/rate/v1/rates/quotes', async (c) => {
      const read = await authorizedBody(c, clients, now);
      if ('refused' in read) return read.refused;
      const { body } = read;
      const errors: SandboxError[] = [];
      const today = localDate(now());
      const shipment = readShipment(body, today, errors);
      if (shipment === null) return c.json(errorBody(c, errors), 400);
      const zone = zoneBetween(shipment.originZip, shipment.destinationZip);
      const packagingType = shipment.oneRatePackaging ?? OWN_PACKAGING;
      const details = SANDBOX_SERVICES.filter(
        (service) => shipment.serviceType === null || service.serviceType === shipment.serviceType,
      ).flatMap((service) => {
        const charge = sandboxCharge({
          service,
          zone,
          residential: shipment.residential,
          parcels: shipment.parcels,
          oneRatePackaging: shipment.oneRatePackaging,
        });
        return charge === null ? [] : [replyDetail(charge, shipment, packagingType)];
      });
      if (details.length === 0) {
        return c.json(
          errorBody(c, [
            {
              code: 'SERVICE.UNAVAILABLE.FOR.SHIPMENT',
              message: 'No service is available for this shipment as requested.',
            },
          ]),
          400,
        );
      }
      const customerTransactionId = c.req.header('x-customer-transaction-id');
      const reply: FedexRateReply = {
        transactionId: randomUUID(),
        ...(customerTransactionId && { customerTransactionId }),
        output: { quoteDate: today, rateReplyDetails: details },
      };
      return c.json(reply);
    })
    .post(ADDRESS_VALIDATION_PATH, async (c) => {
      const read = await authorizedBody(c, clients, now);
      if ('refused' in read) return read.refused;
      const { body } = read;
      const errors: SandboxError[] = [];
      const addresses = readAddressesToValidate(body, errors);
      if (errors.length > 0) return c.json(errorBody(c, errors), 400);
      const customerTransactionId = c.req.header('x-customer-transaction-id');
      const reply: FedexAddressValidationReply = {
        transactionId: randomUUID(),
        ...(customerTransactionId && { customerTransactionId }),
        output: {
          resolvedAddresses: addresses.map((address) => {
            // FedEx tells homes from businesses only in the US and Canada.
            const known = address.country === 'US' || address.country === 'CA';
            const classification = known ? sandboxClassification(address.streetLines) : 'UNKNOWN';
            return {
              streetLinesToken: address.streetLines.map((line) => line.toUpperCase()),
              city: address.city.toUpperCase(),
              stateOrProvinceCode: address.state.toUpperCase(),
              postalCode: address.postalCode,
              countryCode: address.country,
              classification,
              attributes: { Matched: classification !== 'UNKNOWN' },
            };
          }),
          alerts: [],
        },
      };
      return c.json(reply);
    });
}

export type FedexSandbox = ReturnType<typeof createFedexSandbox>;
