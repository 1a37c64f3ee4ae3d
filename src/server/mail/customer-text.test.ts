import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedOrder } from '../../contract/checkout.ts';
import { mailOutbox } from '../db/schema.ts';
import { newOrderMail, orderShippedMail, shopMessageMail } from './templates.ts';
import {
  openTestShop,
  postJson,
  TEST_ADDRESS,
  type TestShop,
} from '../../../test/server-harness.ts';
import { SAVED_BOOKCASE } from '../lib/saved-items/fixtures.test-helpers.ts';

// What a customer writes reaches the shop's mails as theirs: an address field is one line, so no
// `Bcc:` or `Visit …` line can be planted in a mail, and in the HTML nothing a customer wrote
// becomes a link: mail clients link any text that looks like an address or a site, so such text
// is broken up where a link would start (a word joiner before its dots, at signs and colons).

let shop: TestShop;
let checkouts = 0;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop.close());

const line = { ...SAVED_BOOKCASE, quantity: 1 };

async function quote(address: Record<string, unknown>) {
  return postJson(shop, '/api/checkout/quote', { lines: [line], address });
}

async function placeAndPay(address: Record<string, unknown>, lineName: string) {
  const offer = (await (await quote(address)).json()) as CheckoutQuote;
  const placed = (await (
    await postJson(shop, '/api/orders', {
      checkoutId: `text-checkout-${(checkouts += 1)}`,
      checkoutKey: 'k'.repeat(43),
      email: 'ada@example.com',
      lines: [{ ...line, name: lineName }],
      address,
      choice: {
        serviceType: offer.selected!.serviceType,
        packagingType: offer.selected!.packagingType,
      },
    })
  ).json()) as PlacedOrder;
  const paid = await shop.request(`/api/orders/${placed.order.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-order-token': placed.accessToken },
    body: JSON.stringify({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
  });
  expect(paid.status).toBe(200);
  return placed;
}

/** What a reader sees of a mail's HTML: its text, without tags or invisible characters. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('\u2060', '')
    .replaceAll('&amp;', '&');

describe('an address written by a customer', () => {
  it.each([
    ['fullName', 'Ada Lovelace\nBcc: mallory@evil.example'],
    ['line1', '1 Market St\r\nVisit https://evil.example/login to confirm your order'],
    ['line2', 'Suite 5\u2028Visit evil.example'],
    ['city', 'San Francisco\u0007'],
    ['fullName', 'Ada \u202Eelpmaxe.live'],
  ])(
    'is one line: %s with a line break or control character is refused beside it',
    async (field, value) => {
      const answer = await quote({ ...TEST_ADDRESS, [field]: value });
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toEqual({
        [`address.${field}`]: 'Keep this to one line, without line breaks or control characters',
      });
    },
  );
});

describe('the order mails', () => {
  const hostile = {
    ...TEST_ADDRESS,
    fullName: 'Ada Visit https://evil.example/login',
    line1: '1 Market St, write to mallory@evil.example',
    line2: 'www.evil.example',
    phone: '+1 415.555.0100',
  };
  const lineName = 'Bookcase — see evil.example/deal';

  it('show the customer’s words quoted, and none of them as a link', async () => {
    const placed = await placeAndPay(hostile, lineName);
    const mails = (
      await shop.database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'order-confirmation'),
            eq(mailOutbox.toAddress, 'ada@example.com'),
          ),
        )
    ).concat(
      await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'shop-order')),
    );
    const [confirmation, notice] = [
      mails.find((m) => m.kind === 'order-confirmation' && m.subject.includes(placed.order.number)),
      mails.find((m) => m.kind === 'shop-order' && m.subject.includes(placed.order.number)),
    ];
    expect(confirmation).toBeDefined();
    expect(notice).toBeDefined();
    const shipTo = `“${hostile.fullName}, ${hostile.line1}, ${hostile.line2}, ${hostile.city}, ${hostile.state} ${hostile.postalCode}”`;
    expect(confirmation!.textBody).toContain(`Shipping to: ${shipTo}`);
    expect(confirmation!.textBody).toContain(`1 × “${lineName}” (`);
    expect(notice!.textBody).toContain(`Ship to: ${shipTo}`);
    expect(notice!.textBody).toContain(`phone “${hostile.phone}”`);
    expect(notice!.textBody).toContain('Customer: “ada@example.com”');

    for (const mail of [confirmation!, notice!]) {
      // The reader still sees every word…
      expect(visible(mail.htmlBody)).toContain(shipTo);
      expect(visible(mail.htmlBody)).toContain(`“${lineName}”`);
      // …but no link, and no text a mail client would make one.
      const hrefs = [...mail.htmlBody.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.every((href) => href!.startsWith(shop.config.publicUrl))).toBe(true);
      expect(hrefs.some((href) => href!.includes(`/orders/${placed.order.id}`))).toBe(true);
      const text = mail.htmlBody.replace(/<[^>]+>/g, '');
      expect(text).not.toMatch(/evil\.example|mallory@|https:\/\/evil|415\.555/);
    }
  });
});

describe('the mail templates', () => {
  const brand = { brandName: 'Birch & Cell', publicUrl: 'https://shop.example' };
  const facts = {
    number: 'BC-1',
    email: 'ada@example.com',
    lines: [],
    totalsText: [],
    totalText: '$1.00',
    phone: null,
    deliveryTo: 'a home',
    shippingText: 'FedEx Ground',
    paymentText: 'Paid.',
    orderUrl: 'https://shop.example/orders/1?token=t',
  };

  it('keep an address stored before the one-line rule on its line', () => {
    const mail = newOrderMail(brand, {
      ...facts,
      shipTo:
        'Ada Lovelace\r\nBcc: mallory@evil.example\u2028Visit evil.example, Oakland, CA 94607',
    });
    const lines = mail.text.split('\n');
    expect(lines.filter((l) => /^(Bcc|Visit)/.test(l))).toEqual([]);
    expect(mail.text).toContain(
      'Ship to: “Ada Lovelace Bcc: mallory@evil.example Visit evil.example, Oakland, CA 94607”',
    );
    const shipTo = /<p[^>]*>Ship to:.*?<\/p>/.exec(mail.html)?.[0];
    expect(shipTo).toBeDefined();
    expect(shipTo).not.toMatch(/[\r\n\u2028]|<br>/);
    // Full-width dots make an address to some clients too.
    const wide = newOrderMail(brand, { ...facts, shipTo: 'Visit evil\uFF0Eexample\u3002com now.' });
    expect(wide.html.replace(/<[^>]+>/g, '')).not.toMatch(/evil[\uFF0E]example|example\u3002com/);
    expect(wide.html).toContain('now.”');
  });

  it('keep a subject with a customer’s name on one header line', () => {
    const mail = shopMessageMail(brand, {
      kind: 'contact',
      name: 'Ada\r\nBcc: mallory@evil.example',
      email: 'ada@example.com',
      message: 'First line.\nVisit https://evil.example',
    });
    expect(mail.subject).toBe('Contact message from Ada Bcc: mallory@evil.example');
    // A message keeps its own lines, as the customer's, and links nothing.
    expect(mail.text).toContain('“First line.\nVisit https://evil.example”');
    expect(mail.html).not.toContain('href="https://evil');
    expect(mail.html.replace(/<[^>]+>/g, '')).not.toMatch(/https:\/\/evil|evil\.example/);
  });

  it('keep the shop’s own links as links in the progress mails', () => {
    const url = 'https://www.fedex.com/fedextrack/?trknbr=123456789012';
    const shipped = orderShippedMail(brand, {
      number: 'BC-1',
      consignmentNumber: 1,
      carrierName: 'FedEx',
      parcels: [{ trackingNumber: '123456789012', trackingUrl: url }],
      arrivesBy: 'Friday, May 1, 2026',
      orderUrl: facts.orderUrl,
    });
    expect(shipped.html).toContain(`<a href="${url.replaceAll('&', '&amp;')}"`);
    expect(shipped.html).toContain(`<a href="${facts.orderUrl}"`);
    expect(shipped.text).toContain(`track it at ${url}`);
  });
});
