// The parts of FedEx's Rates and Transit Times API the shop uses, in FedEx's own field names
// (test/contracts/fedex/rate-openapi.json, a copy of the published OpenAPI document). Tests
// check every request the client builds, and every reply the sandbox gives, against that file.

export type FedexAddress = {
  streetLines?: string[];
  city?: string;
  stateOrProvinceCode?: string;
  postalCode: string;
  countryCode: string;
  residential?: boolean;
};

export type FedexWeight = { units: 'LB' | 'KG'; value: number };
export type FedexDimensions = { length: number; width: number; height: number; units: 'IN' | 'CM' };

export type FedexPackageLineItem = {
  groupPackageCount?: number;
  weight: FedexWeight;
  dimensions?: FedexDimensions;
};

export type FedexPickupType =
  'DROPOFF_AT_FEDEX_LOCATION' | 'CONTACT_FEDEX_TO_SCHEDULE' | 'USE_SCHEDULED_PICKUP';

export type FedexRateRequest = {
  accountNumber: { value: string };
  rateRequestControlParameters?: {
    returnTransitTimes?: boolean;
    servicesNeededOnRateFailure?: boolean;
    rateSortOrder?: 'COMMITASCENDING' | 'SERVICENAMETRADITIONAL' | 'COMMITDESCENDING';
  };
  carrierCodes?: string[];
  requestedShipment: {
    shipper: { address: FedexAddress };
    recipient: { address: FedexAddress };
    shipDateStamp?: string;
    pickupType: FedexPickupType;
    serviceType?: string;
    packagingType?: string;
    rateRequestType?: ('LIST' | 'INCENTIVE' | 'ACCOUNT' | 'PREFERRED')[];
    preferredCurrency?: string;
    totalPackageCount?: number;
    shipmentSpecialServices?: { specialServiceTypes?: string[] };
    requestedPackageLineItems: FedexPackageLineItem[];
  };
};

export type FedexSurcharge = {
  type?: string;
  description?: string;
  name?: string;
  amount?: number;
  level?: string;
};

export type FedexRatedShipmentDetail = {
  rateType?: string;
  ratedWeightMethod?: string;
  totalDiscounts?: number;
  totalBaseCharge?: number;
  totalNetCharge?: number;
  totalNetFedExCharge?: number;
  currency?: string;
  specialRatingApplied?: string[];
  shipmentRateDetail?: {
    rateZone?: string;
    dimDivisor?: number;
    fuelSurchargePercent?: number;
    totalSurcharges?: number;
    totalFreightDiscount?: number;
    freightDiscount?: { type?: string; description?: string; amount?: number; percent?: number }[];
    surCharges?: FedexSurcharge[];
    totalBillingWeight?: { units: 'LB' | 'KG'; value: number };
    currency?: string;
    specialRatingApplied?: string[];
  };
};

export type FedexRateReplyDetail = {
  serviceType?: string;
  serviceName?: string;
  packagingType?: string;
  customerMessages?: { code?: string; message?: string }[];
  ratedShipmentDetails?: FedexRatedShipmentDetail[];
  operationalDetail?: {
    transitTime?: string;
    deliveryDate?: string;
    deliveryDay?: string;
    commitDate?: string;
    ineligibleForMoneyBackGuarantee?: boolean;
  };
  commit?: {
    daysInTransit?: string;
    guaranteedType?: 'GUARANTEED_MORNING' | 'GUARANTEED_CLOSE_OF_BUSINESS';
    dateDetail?: { dayOfWeek?: string; dayFormat?: string; dayCxsFormat?: string };
    transitDays?: { minimumTransitTime?: string; description?: string };
    saturdayDelivery?: boolean;
  };
  signatureOptionType?: string;
};

export type FedexRateReply = {
  transactionId?: string;
  customerTransactionId?: string;
  output?: {
    quoteDate?: string;
    alerts?: { code?: string; message?: string; alertType?: 'NOTE' | 'WARNING' }[];
    rateReplyDetails?: FedexRateReplyDetail[];
  };
};

export type FedexErrorBody = {
  transactionId?: string;
  customerTransactionId?: string;
  errors?: {
    code?: string;
    message?: string;
    parameterList?: { key?: string; value?: string }[];
  }[];
};

export type FedexTokenReply = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
};

/** FedEx writes days in transit as words: ONE_DAY … TWENTY_DAYS. */
export const TRANSIT_DAY_WORDS = [
  'ONE_DAY',
  'TWO_DAYS',
  'THREE_DAYS',
  'FOUR_DAYS',
  'FIVE_DAYS',
  'SIX_DAYS',
  'SEVEN_DAYS',
  'EIGHT_DAYS',
  'NINE_DAYS',
  'TEN_DAYS',
  'ELEVEN_DAYS',
  'TWELVE_DAYS',
  'THIRTEEN_DAYS',
  'FOURTEEN_DAYS',
  'FIFTEEN_DAYS',
  'SIXTEEN_DAYS',
  'SEVENTEEN_DAYS',
  'EIGHTEEN_DAYS',
  'NINETEEN_DAYS',
  'TWENTY_DAYS',
] as const;

export function transitDaysFromWord(word: string | undefined): number | null {
  const index = (TRANSIT_DAY_WORDS as readonly string[]).indexOf(word ?? '');
  return index === -1 ? null : index + 1;
}

export function transitWordOf(days: number): string {
  return TRANSIT_DAY_WORDS[days - 1] ?? 'UNKNOWN';
}
