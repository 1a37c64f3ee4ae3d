import { addBusinessDays, isBusinessDay } from './ship-date.ts';

// Counting working days lives with the working-day rule (ship-date.ts); these stay importable here.
export { addBusinessDays, businessDaysBetween } from './ship-date.ts';

// Calendar dates here are YYYY-MM-DD strings without a time zone, like FedEx's ship dates; the
// caller says which day "today" is where the shop works (localDate below) and passes it in.

/** Working days between an order and the day its furniture leaves the workshop. */
export const DEFAULT_PRODUCTION_LEAD_BUSINESS_DAYS = 10;

/** The shop's clock: the workshop, and the default sender, are in Memphis, on Central time. */
export const SHOP_TIME_ZONE = 'America/Chicago';

/** The calendar date an instant falls on in a time zone (the shop's by default). */
export function localDate(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type DeliveryEstimate = {
  /** The day the parcels leave the workshop: the lead time after the order. */
  readonly shipsOn: string;
  /** The latest expected delivery day: the carrier's days in transit after shipping. */
  readonly arrivesBy: string;
};

/**
 * When an order placed today arrives: production takes the lead time in working days, counted
 * from the day after the order, then the carrier's days in transit are business days too.
 */
export function estimateDelivery(input: {
  readonly orderDate: string;
  readonly productionLeadBusinessDays: number;
  readonly transitBusinessDays: number;
}): DeliveryEstimate {
  let shipsOn = addBusinessDays(input.orderDate, input.productionLeadBusinessDays);
  // With no lead time an order placed at a weekend or on a holiday still leaves on the next
  // working day.
  if (!isBusinessDay(shipsOn)) shipsOn = addBusinessDays(shipsOn, 1);
  return { shipsOn, arrivesBy: addBusinessDays(shipsOn, input.transitBusinessDays) };
}
