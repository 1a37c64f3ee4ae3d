import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ShippingEstimate } from '../../contract/checkout.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../lib/current-user.ts';
import { rateLimit } from '../lib/rate-limit.ts';
import { API_ROUTES } from '../lib/api-routes.ts';
import { readJson, readQuery } from '../lib/validate.ts';
import type { ShopPaymentGateway } from '../integrations/payments/setup.ts';
import {
  fetchQuotes,
  parcelsOf,
  parcelViews,
  quoteCheckout,
  quoteView,
  readLines,
} from './quotes.ts';
import type { OrderAccess, OrderDeps, OrderService } from './service.ts';

/** Quotes a client may ask for a minute: each asks the carrier, so a script may not. */
export const QUOTES_PER_MINUTE = 60;
/** Orders and card attempts a client may make a minute. */
export const ORDER_WRITES_PER_MINUTE = 20;

function accessOf(c: Context<AppEnv>): OrderAccess {
  return {
    userId: c.get('user')?.id ?? null,
    // Reading, its designs and paying take the same query: one schema, described for all three.
    token: c.req.header('x-order-token') ?? readQuery(c, API_ROUTES.orders.get.query).token ?? null,
  };
}

/** At most `limit` requests a minute from one client, with the message a customer then sees. */
function perMinute(limit: number, what: string) {
  return rateLimit({
    limit,
    windowMs: 60_000,
    message: `Too many ${what} at once. Please wait a minute and try again.`,
  });
}

/** /api/checkout: quotes for an address, and the cart panel's estimate for a ZIP code. */
export function checkoutRoutes(
  deps: OrderDeps,
  payments: ShopPaymentGateway,
  { quotesPerMinute = QUOTES_PER_MINUTE }: { quotesPerMinute?: number } = {},
) {
  const quotes = perMinute(quotesPerMinute, 'shipping quotes');
  return new Hono<AppEnv>()
    .get('/config', (c) =>
      c.json({
        payment: payments.clientInfo,
        productionLeadBusinessDays: deps.productionLeadBusinessDays,
      }),
    )
    .post('/quote', quotes, async (c) => {
      const input = await readJson(c, API_ROUTES.checkout.quote.body.schema);
      return c.json(await quoteCheckout(deps, input));
    })
    .post('/estimate', quotes, async (c) => {
      const input = await readJson(c, API_ROUTES.checkout.estimate.body.schema);
      const packages = parcelsOf(readLines(input.lines));
      const { quotes: offered } = await fetchQuotes(
        deps,
        {
          line1: '',
          line2: null,
          city: '',
          state: '',
          postalCode: input.postalCode,
          residential: true,
        },
        packages,
        false,
      );
      const answer: ShippingEstimate = {
        parcels: parcelViews(packages),
        cheapest: offered[0] ? quoteView(offered[0]) : null,
      };
      return c.json(answer);
    });
}

/** /api/orders: place, read, pay, and a signed-in customer's list. */
export function orderRoutes(
  service: OrderService,
  { writesPerMinute = ORDER_WRITES_PER_MINUTE }: { writesPerMinute?: number } = {},
) {
  const writes = perMinute(writesPerMinute, 'attempts');
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ orders: await service.list(requireUser(c).id) }))
    .post('/', writes, async (c) => {
      const input = await readJson(c, API_ROUTES.orders.place.body.schema);
      return c.json(await service.place(input, c.get('user')?.id ?? null), 201);
    })
    .get('/:id', async (c) => c.json(await service.get(c.req.param('id'), accessOf(c))))
    .get('/:id/designs', async (c) => c.json(await service.designs(c.req.param('id'), accessOf(c))))
    .post('/:id/pay', writes, async (c) => {
      const card = await readJson(c, API_ROUTES.orders.pay.body.schema);
      const access = { ...accessOf(c), token: card.token ?? accessOf(c).token };
      return c.json(await service.payWithTestCard(c.req.param('id'), access, card));
    });
}
