import * as z from 'zod/mini';

// `GET /api/checkout/config`: how the shop takes payment and how long it makes furniture for. Read
// on product and content pages (the lead time), apart from the rest of checkout's contract.

export const checkoutConfigOutput = z.object({
  payment: z.union([
    z.object({ mode: z.literal('stripe'), publishableKey: z.string() }),
    z.object({ mode: z.literal('test'), notice: z.string() }),
  ]),
  productionLeadBusinessDays: z.number(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigOutput>;
