// The sandbox's price list: deterministic rates from weight, size and distance, shaped like FedEx's
// so quotes look and behave like real ones (the figures are the shop's invention, not FedEx's).
// Amounts are integer cents until they are written into a reply.

/** FedEx's dimensional divisor for inches and pounds. */
export const DIM_DIVISOR = 139;

/**
 * Rough centres (latitude, longitude) of the ten ZIP regions, by a ZIP code's first digit:
 * 0 New England, 1 New York and Pennsylvania, 2 the Mid-Atlantic and Carolinas, 3 the Southeast,
 * 4 the Ohio valley and Michigan, 5 the upper Midwest, 6 the central plains, 7 the South Central
 * states, 8 the Mountain West, 9 the Pacific coast.
 */
const REGION_CENTRES: readonly (readonly [number, number])[] = [
  [42.3, -71.8],
  [41.5, -76.5],
  [37.5, -78.5],
  [32.5, -84.5],
  [40.0, -84.5],
  [44.5, -93.5],
  [39.0, -92.5],
  [32.5, -95.5],
  [39.0, -108.0],
  [38.5, -121.0],
];

/** Alaska (995–999), Hawaii (967–968) and Puerto Rico (006–009) are the far zone. */
function isOffshore(zip: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  return prefix >= 995 || prefix === 967 || prefix === 968 || (prefix >= 6 && prefix <= 9);
}

function milesBetween(
  [lat1, lon1]: readonly [number, number],
  [lat2, lon2]: readonly [number, number],
) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/**
 * The rate zone between two ZIP codes, 2 (near) to 8 (across the country), 9 offshore: the same
 * three-digit prefix is zone 2, the same region zone 3, otherwise the distance between the two
 * regions' centres decides, as FedEx's zones go by distance.
 */
export function zoneBetween(originZip: string, destinationZip: string): number {
  if (isOffshore(originZip) !== isOffshore(destinationZip)) return 9;
  if (originZip.slice(0, 3) === destinationZip.slice(0, 3)) return 2;
  if (originZip[0] === destinationZip[0]) return 3;
  const from = REGION_CENTRES[Number(originZip[0])];
  const to = REGION_CENTRES[Number(destinationZip[0])];
  if (from === undefined || to === undefined) return 8;
  const miles = milesBetween(from, to);
  const bands = [150, 300, 600, 1000, 1400, 1800];
  const band = bands.findIndex((limit) => miles <= limit);
  return Math.max(3, band === -1 ? 8 : band + 2);
}

export type SandboxService = {
  readonly serviceType: string;
  readonly serviceName: string;
  readonly express: boolean;
  readonly baseCents: number;
  readonly perLbCents: number;
  /** How much dearer each zone beyond zone 2 makes a parcel. */
  readonly zoneStep: number;
  /** The account's discount off the list base charge, in percent. */
  readonly accountDiscountPercent: number;
  /** Business days in transit by zone (index 0 is zone 2; zone 9 is the last). */
  readonly transitDaysByZone: readonly number[];
};

/** The sandbox prices FedEx Ground to a business and Home Delivery to a home alike. */
const GROUND_RATES = {
  express: false,
  baseCents: 10_20,
  perLbCents: 62,
  zoneStep: 0.16,
  accountDiscountPercent: 20,
  transitDaysByZone: [1, 2, 3, 4, 4, 5, 5, 7],
} as const;

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  { serviceType: 'FEDEX_GROUND', serviceName: 'FedEx Ground®', ...GROUND_RATES },
  { serviceType: 'GROUND_HOME_DELIVERY', serviceName: 'FedEx Home Delivery®', ...GROUND_RATES },
  {
    serviceType: 'FEDEX_EXPRESS_SAVER',
    serviceName: 'FedEx Express Saver®',
    express: true,
    baseCents: 22_50,
    perLbCents: 1_35,
    zoneStep: 0.22,
    accountDiscountPercent: 25,
    transitDaysByZone: [3, 3, 3, 3, 3, 3, 3, 4],
  },
  {
    serviceType: 'FEDEX_2_DAY',
    serviceName: 'FedEx 2Day®',
    express: true,
    baseCents: 28_00,
    perLbCents: 1_70,
    zoneStep: 0.24,
    accountDiscountPercent: 25,
    transitDaysByZone: [2, 2, 2, 2, 2, 2, 2, 3],
  },
  {
    serviceType: 'STANDARD_OVERNIGHT',
    serviceName: 'FedEx Standard Overnight®',
    express: true,
    baseCents: 48_00,
    perLbCents: 2_60,
    zoneStep: 0.26,
    accountDiscountPercent: 25,
    transitDaysByZone: [1, 1, 1, 1, 1, 1, 1, 2],
  },
];

/** ONE Rate flat prices per parcel in zone 2 for Express Saver, 2Day and Standard Overnight. */
export const ONE_RATE_FLAT_CENTS: Readonly<Record<string, readonly [number, number, number]>> = {
  FEDEX_ENVELOPE: [18_40, 22_10, 45_80],
  FEDEX_PAK: [19_90, 24_00, 48_90],
  FEDEX_SMALL_BOX: [21_50, 26_30, 52_40],
  FEDEX_MEDIUM_BOX: [24_80, 30_10, 58_70],
  FEDEX_LARGE_BOX: [36_90, 44_60, 79_20],
  FEDEX_EXTRA_LARGE_BOX: [58_30, 69_90, 109_60],
};
export const ONE_RATE_ZONE_STEP = 0.12;
export const ONE_RATE_ACCOUNT_DISCOUNT_PERCENT = 5;

/** Per parcel: FedEx Home Delivery's residential charge, and the Express one. */
export const RESIDENTIAL_CENTS = { ground: 5_95, express: 6_20 } as const;
export const FUEL_PERCENT = { ground: 16, express: 18 } as const;

/** A parcel as the sandbox rates it, in pounds and whole inches. */
export type SandboxParcel = {
  readonly weightLb: number;
  readonly dimensionsIn: {
    readonly length: number;
    readonly width: number;
    readonly height: number;
  } | null;
};

/** The weight FedEx bills: whole pounds up, or the dimensional weight when that is more. */
export function billedWeightLb(parcel: SandboxParcel): { weightLb: number; byDimensions: boolean } {
  const actual = Math.ceil(parcel.weightLb - 1e-9);
  if (parcel.dimensionsIn === null) return { weightLb: Math.max(1, actual), byDimensions: false };
  const { length, width, height } = parcel.dimensionsIn;
  const dimensional = Math.ceil((length * width * height) / DIM_DIVISOR);
  return dimensional > actual
    ? { weightLb: dimensional, byDimensions: true }
    : { weightLb: Math.max(1, actual), byDimensions: false };
}

function percentOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

export type SandboxCharge = {
  readonly serviceType: string;
  readonly serviceName: string;
  readonly express: boolean;
  readonly zone: number;
  readonly transitDays: number;
  readonly billedWeightLb: number;
  readonly byDimensions: boolean;
  readonly fuelPercent: number;
  /** Both rates, in cents: base, discount, the residential and fuel surcharges, and the total. */
  readonly account: SandboxRate;
  readonly list: SandboxRate;
};

export type SandboxRate = {
  readonly baseCents: number;
  readonly discountCents: number;
  readonly residentialCents: number;
  readonly fuelCents: number;
  readonly totalCents: number;
};

function rate(
  baseCents: number,
  discountPercent: number,
  residentialCents: number,
  fuelPercent: number,
): SandboxRate {
  const discountCents = percentOf(baseCents, discountPercent);
  const fuelCents = percentOf(baseCents - discountCents + residentialCents, fuelPercent);
  return {
    baseCents,
    discountCents,
    residentialCents,
    fuelCents,
    totalCents: baseCents - discountCents + residentialCents + fuelCents,
  };
}

/**
 * What a service costs for these parcels between these ZIP codes. Own packaging is rated by
 * billed weight per parcel; ONE Rate at a flat price per parcel by packaging and zone, with no
 * residential charge. Home Delivery is the residential form of Ground: each is quoted only to its
 * kind of address.
 */
export function sandboxCharge(input: {
  readonly service: SandboxService;
  readonly zone: number;
  readonly residential: boolean;
  readonly parcels: readonly SandboxParcel[];
  readonly oneRatePackaging: string | null;
}): SandboxCharge | null {
  const { service, zone, residential, parcels } = input;
  if (!service.express && input.oneRatePackaging !== null) return null;
  if (service.serviceType === 'FEDEX_GROUND' && residential) return null;
  if (service.serviceType === 'GROUND_HOME_DELIVERY' && !residential) return null;
  const kind = service.express ? 'express' : 'ground';
  const zoneIndex = Math.min(Math.max(zone, 2), 9) - 2;
  let baseCents = 0;
  let billed = 0;
  let byDimensions = false;
  for (const parcel of parcels) {
    const weight = billedWeightLb(parcel);
    billed += weight.weightLb;
    byDimensions ||= weight.byDimensions;
    if (input.oneRatePackaging !== null) {
      const flat = ONE_RATE_FLAT_CENTS[input.oneRatePackaging];
      const column = ['FEDEX_EXPRESS_SAVER', 'FEDEX_2_DAY', 'STANDARD_OVERNIGHT'].indexOf(
        service.serviceType,
      );
      baseCents += Math.round((flat?.[column] ?? 0) * (1 + ONE_RATE_ZONE_STEP * zoneIndex));
    } else {
      baseCents += Math.round(
        (service.baseCents + service.perLbCents * weight.weightLb) *
          (1 + service.zoneStep * zoneIndex),
      );
    }
  }
  const residentialCents =
    residential && input.oneRatePackaging === null ? RESIDENTIAL_CENTS[kind] * parcels.length : 0;
  const discountPercent =
    input.oneRatePackaging === null
      ? service.accountDiscountPercent
      : ONE_RATE_ACCOUNT_DISCOUNT_PERCENT;
  return {
    serviceType: service.serviceType,
    serviceName: service.serviceName,
    express: service.express,
    zone,
    transitDays: service.transitDaysByZone[zoneIndex] ?? 5,
    billedWeightLb: billed,
    byDimensions,
    fuelPercent: FUEL_PERCENT[kind],
    account: rate(baseCents, discountPercent, residentialCents, FUEL_PERCENT[kind]),
    list: rate(baseCents, 0, residentialCents, FUEL_PERCENT[kind]),
  };
}
