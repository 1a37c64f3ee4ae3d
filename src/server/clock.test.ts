import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingEstimate } from '../contract/checkout.ts';
import type { BannerSet } from '../contract/storefront.ts';
import { businessDaysBetween, localDate } from '../domain/shipping/delivery-estimate.ts';
import { boxItemShippingUnits, packShipment } from '../domain/shipping/packing.ts';
import { isBusinessDay } from '../domain/shipping/ship-date.ts';
import { secondsLeft } from '../domain/storefront/countdown.ts';
import { testClock } from '../../test/clock.ts';
import { openTestShop, postJson, type TestShop } from '../../test/server-harness.ts';
import type { AppEnv } from './app-env.ts';
import { confirmationLinkEmail } from './auth/auth.ts';
import { parseConfig } from './config.ts';
import { mailOutbox, users, verifications } from './db/schema.ts';
import * as content from './db/schema/content.ts';
import { seedContentTables } from './db/seed-content.ts';
import { AppError, STATUS_BY_KIND } from './errors.ts';
import { fedexIntegration } from './integrations/fedex/setup.ts';
import { createLogger } from './logger.ts';
import { enqueueMail, pruneMailBodies } from './mail/outbox.ts';
import { databaseCounter, rateLimit } from './lib/rate-limit.ts';

// The shop's clock moved through a year and more: every nine days and seven hours (so the hour
// moves round the day too) for 400 days, and the moments a calendar goes wrong at: the turn of the
// year, 29 February 2028, the nights the US changes its clocks, the days around holidays. At each,
// every part of the shop that decides by the date is asked, on that clock alone.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const START = Date.parse('2027-10-01T14:00:00Z');
const STEPS = Array.from(
  { length: Math.floor((400 * DAY_MS) / (9 * DAY_MS + 7 * HOUR_MS)) + 1 },
  (_, i) => START + i * (9 * DAY_MS + 7 * HOUR_MS),
);
const EDGES = [
  '2027-11-07T06:30:00Z', // 1:30 am in Memphis, daylight time, the night the clocks go back
  '2027-11-07T07:30:00Z', // 1:30 am again, standard time
  '2027-11-24T20:00:00Z', // the day before Thanksgiving: FedEx does not pick up on it
  '2027-12-24T16:00:00Z', // Christmas Eve, a Friday kept as the holiday
  '2027-12-31T23:30:00-06:00', // New Year's Eve in Memphis, already 1 January by UTC
  '2028-01-01T00:30:00-06:00',
  '2028-02-28T23:30:00-06:00',
  '2028-02-29T12:00:00-06:00',
  '2028-03-01T00:30:00-06:00',
  '2028-03-12T08:30:00Z', // 3:30 am in Memphis, the night the clocks go forward
  '2028-11-05T07:30:00Z', // 1:30 am standard time, the clocks back again
].map((moment) => Date.parse(moment));
const MOMENTS = [...STEPS, ...EDGES].sort((a, b) => a - b);

const clock = testClock(START);
let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ clock });
});
afterAll(() => shop.close());

const packed = packShipment(
  boxItemShippingUnits({
    itemId: 'bookcase',
    quantity: 1,
    standardBoxes: 12,
    tallBoxes: 0,
    wideBoxes: 0,
    totalWeightLb: 142.6,
  }),
);
if (!packed.ok) throw new Error(packed.reason);
const shipment = {
  recipient: {
    streetLines: ['1 Main St'],
    city: 'Beverly Hills',
    stateOrProvinceCode: 'CA',
    postalCode: '90210',
    countryCode: 'US',
  },
  packages: packed.packages,
};
const bookcase = {
  name: 'Custom Bookcase',
  priceCents: 1,
  designType: 'bookcase',
  configurations: [
    {
      id: 'box-0',
      position: { x: 0, y: 0, z: 0 },
      components: [
        { boxType: 'standard', position: { x: 0, y: 0, z: 0 }, modification: { type: 'open' } },
      ],
    },
  ],
  quantity: 1,
};

// The shop's own FedEx client and sandbox, in process, as a shop without FedEx credentials has.
const fedex = fedexIntegration(parseConfig({ NODE_ENV: 'test' }), createLogger('silent'), clock);

/** Limits on the shop's clock: one kept in memory, one in the database. */
const limits = () =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('clock', clock);
      await next();
    })
    .get(
      '/memory',
      rateLimit({ limit: 2, windowMs: 60_000, message: 'Wait.', key: () => 'one' }),
      (c) => c.text('ok'),
    )
    .get(
      '/database',
      rateLimit({
        limit: 2,
        windowMs: 15 * 60_000,
        message: 'Wait.',
        key: () => 'one',
        counter: databaseCounter(shop.database.db, 'clock-guard'),
      }),
      (c) => c.text('ok'),
    )
    .onError((error, c) =>
      error instanceof AppError
        ? c.text(error.message, STATUS_BY_KIND[error.kind])
        : c.text('', 500),
    );

/** A confirmation link's token as better-auth signs one: HS256 under the secret, with its end. */
function confirmationToken(email: string, secret: string, expiresAtMs: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email, exp: expiresAtMs / 1000 })}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

let resetLink: typeof verifications.$inferSelect;
let resetToken: string;
beforeAll(async () => {
  // A customer with a reset link outstanding; each moment below gives the link an hour from then.
  const [user] = await shop.database.db
    .insert(users)
    .values({ id: 'clock-reset', email: 'clock@example.com', emailVerified: true })
    .returning();
  const asked = await postJson(shop, '/api/auth/request-password-reset', {
    email: 'clock@example.com',
  });
  expect(asked.status).toBe(200);
  const [mail] = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, 'clock@example.com'), eq(mailOutbox.kind, 'password-reset')),
    );
  resetToken = new URL(
    mail!.textBody.match(/https?:\/\/\S+reset-password\S+/)![0],
  ).searchParams.get('token')!;
  const [link] = await shop.database.db
    .select()
    .from(verifications)
    .where(eq(verifications.value, user!.id));
  resetLink = link!;
});

/**
 * The reset link written again, ending at `expiresAt`: better-auth sweeps links whose end has
 * passed by the machine's clock, which is not the one these moments are on.
 */
async function resetLinkEnding(expiresAt: Date) {
  const { db } = shop.database;
  await db.delete(verifications).where(eq(verifications.id, resetLink.id));
  await db.insert(verifications).values({ ...resetLink, expiresAt });
}

describe.each(MOMENTS.map((ms) => [new Date(ms).toISOString(), ms] as const))(
  'on %s',
  (_, moment) => {
    const today = localDate(new Date(moment));

    it('FedEx is asked for the next working day, and its days in transit are working days', async () => {
      clock.set(moment);
      const rates = await fedex.client.rates(shipment);
      expect(businessDaysBetween(today, rates.shipDate)).toBe(1);
      expect(isBusinessDay(rates.shipDate)).toBe(true);
      expect(rates.quotes.length).toBeGreaterThan(0);
      for (const quote of rates.quotes) {
        const arrives = quote.deliveryTime.date!;
        expect(isBusinessDay(arrives)).toBe(true);
        expect(businessDaysBetween(rates.shipDate, arrives)).toBe(quote.transitDays);
      }
    });

    it('a delivery estimate ships after the lead time and arrives after the days in transit', async () => {
      clock.set(moment);
      const answer = await postJson(shop, '/api/checkout/estimate', {
        lines: [bookcase],
        postalCode: '10001',
      });
      expect(answer.status).toBe(200);
      const { cheapest } = (await answer.json()) as ShippingEstimate;
      expect(businessDaysBetween(today, cheapest!.shipsOn)).toBe(
        shop.config.shipping.productionLeadBusinessDays,
      );
      expect(isBusinessDay(cheapest!.shipsOn)).toBe(true);
      expect(isBusinessDay(cheapest!.arrivesBy)).toBe(true);
      expect(businessDaysBetween(cheapest!.shipsOn, cheapest!.arrivesBy)).toBe(
        cheapest!.transitDays,
      );
    });

    it('the demo promotion counts a week down from the start of the day it was put up', async () => {
      clock.set(moment);
      const { db } = shop.database;
      await db.delete(content.adBannerSettings);
      await db.delete(content.adBannerSets);
      await seedContentTables(db, { now: clock() });
      const { banners } = (await (await shop.request('/api/banner')).json()) as BannerSet;
      const countdown = banners[0]!.countdown!;
      expect(countdown.startAt).toBe(
        `${new Date(moment).toISOString().slice(0, 10)}T00:00:00.000Z`,
      );
      const left = secondsLeft(Date.parse(countdown.startAt), countdown.durationSeconds, moment);
      expect(left).toBeLessThanOrEqual(countdown.durationSeconds);
      expect(left).toBeGreaterThan(countdown.durationSeconds - DAY_MS / 1000);
    });

    it('a limit refuses within its window and lets through once it has passed', async () => {
      clock.set(moment);
      const app = limits();
      for (const [path, windowMs] of [
        ['/memory', 60_000],
        ['/database', 15 * 60_000],
      ] as const) {
        expect((await app.request(path)).status).toBe(200);
        expect((await app.request(path)).status).toBe(200);
        const refused = await app.request(path);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000));
        clock.advance(windowMs - 1);
        expect((await app.request(path)).status).toBe(429);
        clock.advance(1);
        expect((await app.request(path)).status).toBe(200);
        clock.set(moment);
      }
    });

    it('a reset link works for its hour, and a confirmation link for its day', async () => {
      const whose = () =>
        shop.request(`/api/auth/reset-link?token=${encodeURIComponent(resetToken)}`);
      clock.set(moment);
      await resetLinkEnding(new Date(moment + HOUR_MS));
      expect((await whose()).status).toBe(200);
      clock.set(moment + HOUR_MS);
      await resetLinkEnding(new Date(moment + HOUR_MS));
      expect((await whose()).status).toBe(400);

      const secret = 'a secret of at least thirty-two characters';
      const token = confirmationToken('ada@example.com', secret, moment + DAY_MS);
      expect(confirmationLinkEmail(token, secret, moment + DAY_MS - 1)).toBe('ada@example.com');
      expect(confirmationLinkEmail(token, secret, moment + DAY_MS)).toBeNull();
    });

    it('a mail keeps its text for the retention period and loses it after', async () => {
      clock.set(moment);
      const to = `kept-${moment}@example.com`;
      const id = await enqueueMail(
        shop.database.db,
        { kind: 'password-reset', to, subject: 'Reset', text: 'a link', html: '<p>a link</p>' },
        clock(),
      );
      const text = async () =>
        (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
          .textBody;
      const days = shop.config.mail.retentionDays;
      await pruneMailBodies(shop.database.db, new Date(moment + days * DAY_MS - 1), days);
      expect(await text()).toBe('a link');
      await pruneMailBodies(shop.database.db, new Date(moment + days * DAY_MS + 1), days);
      expect(await text()).toBe('');
    });
  },
);
