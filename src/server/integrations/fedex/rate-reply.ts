import { businessDaysBetween } from '../../../domain/shipping/delivery-estimate.ts';
import { isOfferedService } from '../../../domain/shipping/rate-quote.ts';
import type { RateQuote } from '../../../domain/shipping/rate-quote.ts';
import { cents, centsFromDollars } from '../../../domain/pricing/money.ts';
import type { Cents } from '../../../domain/pricing/money.ts';
import { transitDaysFromWord } from './contract.ts';
import type { FedexRatedShipmentDetail, FedexRateReplyDetail } from './contract.ts';

const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function money(amount: unknown): Cents | null {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? centsFromDollars(amount)
    : null;
}

function dateOf(text: string | undefined): string | null {
  return ISO_DATE_PREFIX.exec(text ?? '')?.[1] ?? null;
}

function rateOf(
  details: readonly FedexRatedShipmentDetail[],
  rateType: 'ACCOUNT' | 'LIST',
): FedexRatedShipmentDetail | undefined {
  return details.find(
    (detail) =>
      detail.rateType === rateType &&
      (detail.currency ?? detail.shipmentRateDetail?.currency ?? 'USD') === 'USD' &&
      money(detail.totalNetCharge) !== null,
  );
}

/** FedEx states transit in words in several places; a date alone gives it by counting. */
function transitDaysOf(
  detail: FedexRateReplyDetail,
  shipDate: string,
  deliveryDate: string | null,
) {
  const stated =
    transitDaysFromWord(detail.commit?.daysInTransit) ??
    transitDaysFromWord(detail.operationalDetail?.transitTime) ??
    transitDaysFromWord(detail.commit?.transitDays?.minimumTransitTime);
  if (stated !== null) return stated;
  return deliveryDate === null ? null : Math.max(1, businessDaysBetween(shipDate, deliveryDate));
}

function quoteOf(
  detail: FedexRateReplyDetail,
  context: { readonly shipDate: string; readonly source: RateQuote['source'] },
): RateQuote | null {
  const serviceType = detail.serviceType;
  if (serviceType === undefined || !isOfferedService(serviceType)) return null;
  const ratings = Array.isArray(detail.ratedShipmentDetails) ? detail.ratedShipmentDetails : [];
  const account = rateOf(ratings, 'ACCOUNT');
  const list = rateOf(ratings, 'LIST');
  const charged = account ?? list;
  const total = charged === undefined ? null : money(charged.totalNetCharge);
  if (charged === undefined || total === null) return null;
  const accountCents = account ? money(account.totalNetCharge) : null;
  const listCents = list ? money(list.totalNetCharge) : null;
  const rateDetail = charged.shipmentRateDetail;
  const deliveryDate =
    dateOf(detail.commit?.dateDetail?.dayCxsFormat) ??
    dateOf(detail.commit?.dateDetail?.dayFormat) ??
    dateOf(detail.operationalDetail?.deliveryDate);
  const oneRate = [
    ...(charged.specialRatingApplied ?? []),
    ...(rateDetail?.specialRatingApplied ?? []),
  ].includes('FEDEX_ONE_RATE');
  return {
    serviceType,
    serviceName: detail.serviceName?.trim() || serviceType,
    packagingType: detail.packagingType ?? 'YOUR_PACKAGING',
    isOneRate: oneRate,
    rateType: account ? 'ACCOUNT' : 'LIST',
    totalNetChargeCents: total,
    currencyCode: 'USD',
    listRateCents: listCents,
    accountRateCents: accountCents,
    transitDays: transitDaysOf(detail, context.shipDate, deliveryDate),
    deliveryTime: {
      kind: detail.commit?.guaranteedType ? 'guaranteed' : 'estimated',
      date: deliveryDate,
    },
    detailedBreakdown: {
      baseChargeCents: money(charged.totalBaseCharge) ?? cents(0),
      discountsCents: money(charged.totalDiscounts ?? rateDetail?.totalFreightDiscount) ?? cents(0),
      surcharges: (rateDetail?.surCharges ?? []).flatMap((surcharge) => {
        const amount = money(surcharge.amount);
        return amount === null
          ? []
          : [
              {
                type: surcharge.type ?? 'SURCHARGE',
                description:
                  surcharge.description ?? surcharge.name ?? surcharge.type ?? 'Surcharge',
                amountCents: amount,
              },
            ];
      }),
    },
    source: context.source,
  };
}

/**
 * The quotes in a rates reply: one per service the shop offers that has a rate in US dollars.
 * The account's rate is what the customer pays; the list rate rides along. Entries the shop
 * cannot use are left out; an answer with no usable entry gives an empty list.
 */
export function parseRateReply(
  body: unknown,
  context: { readonly shipDate: string; readonly source: RateQuote['source'] },
): RateQuote[] {
  if (!isRecord(body) || !isRecord(body.output)) return [];
  const details = body.output.rateReplyDetails;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    if (!isRecord(detail)) return [];
    const quote = quoteOf(detail as FedexRateReplyDetail, context);
    return quote === null ? [] : [quote];
  });
}

/** The messages of a FedEx error answer: `errors[].message`, else `error.message` and `error.details`. */
export function errorMessagesOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const messages: string[] = [];
  if (Array.isArray(body.errors)) {
    for (const error of body.errors) {
      if (isRecord(error) && typeof error.message === 'string' && error.message.trim()) {
        messages.push(error.message.trim());
      } else if (isRecord(error) && typeof error.code === 'string') {
        messages.push(error.code);
      }
    }
  }
  if (isRecord(body.error)) {
    for (const key of ['message', 'details'] as const) {
      const value = body.error[key];
      if (typeof value === 'string' && value.trim()) messages.push(value.trim());
    }
  }
  return messages;
}
