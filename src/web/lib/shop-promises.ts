/**
 * What the shop promises customers in its policies, FAQ and forms, in one place so every page says
 * the same (docs/rules/content.md). Change a figure here and in that page together.
 */
export const SHOP_PROMISES = {
  /** A message through the contact or programme forms is answered within this many working days. */
  answerWithinWorkingDays: 2,
  /** An order can be returned within this many days of delivery. */
  returnDays: 30,
  /** Damage in transit is reported within this many days of delivery. */
  damageReportDays: 7,
  /** Warranty on the birch boxes and laminate fronts, in years. */
  panelWarrantyYears: 5,
  /** Warranty on hinges, runners, cam locks and other hardware, in years. */
  hardwareWarrantyYears: 2,
  /** Refunds are sent back to the card within this many working days of the return arriving. */
  refundWorkingDays: 5,
  /** The date on the policies. */
  policiesUpdated: '2026-11-01',
  /** Shown when the configured production lead time has not loaded (the server's default). */
  defaultLeadWorkingDays: 10,
} as const;
