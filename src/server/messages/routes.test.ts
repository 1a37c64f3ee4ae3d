import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageInput } from '../../contract/messages.ts';
import { contactMessages, mailOutbox } from '../db/schema.ts';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({
    env: { SHOP_INBOX: 'studio@birchandcell.example', TRUST_PROXY: '1' },
  });
});
afterAll(() => shop.close());

let caller = 0;
/** Each case sends from an address of its own, so the send limit of one does not reach another. */
function send(
  body: Partial<MessageInput> & Record<string, unknown>,
  from = `203.0.113.${++caller}`,
) {
  return shop.request('/api/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
}

const CONTACT = {
  kind: 'contact',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'design',
  message: 'Can a 3 × 4 bookcase take a row of drawers at the bottom?',
} as const;

describe('POST /api/messages', () => {
  it('stores a contact message and mails it to the shop’s inbox', async () => {
    const response = await send(CONTACT);
    expect(response.status).toBe(202);
    const { status, id } = (await response.json()) as { status: string; id: string };
    expect(status).toBe('received');
    const [stored] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...CONTACT, company: null, userId: null });
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'shop-message'),
          eq(mailOutbox.toAddress, 'studio@birchandcell.example'),
        ),
      );
    expect(mail?.subject).toBe('Contact message from Grace Hopper');
    // The shop's answer goes to the customer.
    expect(mail?.replyTo).toBe(CONTACT.email);
    expect(mail?.textBody).toContain('Topic: design');
    expect(mail?.textBody).toContain(CONTACT.message);
    expect(mail?.htmlBody).not.toContain('<script');
  });

  it('stores a programme application with its company, and escapes what it mails', async () => {
    const response = await send({
      kind: 'trade-program',
      name: 'Ada <script>alert(1)</script>',
      email: 'ada@studio.example',
      company: 'Analytical Interiors',
      website: 'https://studio.example',
      message: 'We furnish about forty rentals a year and want a trade account.',
    });
    expect(response.status).toBe(202);
    const [stored] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@studio.example'));
    expect(stored).toMatchObject({
      kind: 'trade-program',
      company: 'Analytical Interiors',
      topic: null,
    });
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, 'Trade Program application from Ada <script>alert(1)</script>'),
      );
    expect(mail?.htmlBody).toContain('Ada &lt;script&gt;');
  });

  it('refuses a message with a field missing or wrong, saying which, and stores nothing', async () => {
    const before = (await shop.database.db.select().from(contactMessages)).length;
    const response = await send({
      kind: 'contact',
      name: ' ',
      email: 'not-an-address',
      message: 'Hi',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { kind: string; fields: Record<string, string> };
    };
    expect(error.kind).toBe('invalid');
    expect(error.fields).toMatchObject({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      topic: 'Choose what your message is about.',
      message: 'Tell us a little more: at least 10 characters.',
    });
    expect(await shop.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses a contact message without its topic and an application without its company', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await send(body as never);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error
        .fields;
    };
    expect(await fieldsOf({ ...CONTACT, topic: undefined })).toEqual({
      topic: 'Choose what your message is about.',
    });
    const application = {
      kind: 'trade-program',
      name: 'Ada Lovelace',
      email: 'ada@studio.example',
      message: 'We furnish about forty rentals a year.',
    };
    expect(await fieldsOf(application)).toEqual({ company: 'Enter your company or studio name.' });
    expect(await fieldsOf({ ...application, company: '   ' })).toEqual({
      company: 'Enter your company or studio name.',
    });
  });

  it('refuses a form kind it does not know and a topic on an application', async () => {
    expect((await send({ ...CONTACT, kind: 'careers' as never })).status).toBe(400);
    expect((await send({ ...CONTACT, kind: 'commercial-program' })).status).toBe(400);
  });

  it('lets one address send five messages in ten minutes', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) expect((await send(CONTACT, from)).status).toBe(202);
    const refused = await send(CONTACT, from);
    expect(refused.status).toBe(429);
    expect((await send(CONTACT)).status).toBe(202);
  });

  it('refuses a message from another site', async () => {
    const response = await shop.request('/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(CONTACT),
    });
    expect(response.status).toBe(403);
  });
});
