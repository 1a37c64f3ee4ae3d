import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONDAY_MORNING, testClock } from '../../../test/clock.ts';
import { openTestDatabase } from '../../../test/server-harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { welcomeOnSignIn } from './account-mail.ts';
import { enqueueMail, MailWorker, pruneMailBodies, retryDelayMs, smtpTransport } from './outbox.ts';
import { shopInboxMail } from './shop-mail.ts';
import { confirmationMail, welcomeMail } from './templates.ts';

const brand = { brandName: 'Birch & Cell', publicUrl: 'https://shop.example' };
const logger = createLogger('silent');
/** The shop's clock: the mail's times, the worker's and the welcome's window are read from it. */
const clock = testClock(MONDAY_MORNING);

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; inbox: ParsedMail[] }> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }),
    );
  });
}

const stopSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('mail outbox', () => {
  it('keeps mail through an SMTP outage and sends it once the server is back', async () => {
    // Find a free port, then close it: the mail server is "down".
    const probe = await startSmtp();
    const port = probe.port;
    await stopSmtp(probe.server);

    const worker = new MailWorker({
      db: database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'Birch & Cell <hello@shop.example>',
      logger,
      now: clock,
    });
    const id = await enqueueMail(
      database.db,
      {
        kind: 'confirmation',
        to: 'outage@example.com',
        ...confirmationMail(brand, { confirmationUrl: 'https://shop.example/?confirm-email=true' }),
      },
      clock(),
    );

    expect(await worker.runOnce()).toBe(0);
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBe(clock.ms() + retryDelayMs(1));

    const smtp = await startSmtp(port);
    try {
      // Not due yet: the backoff holds it back.
      expect(await worker.runOnce()).toBe(0);
      clock.advance(retryDelayMs(1));
      expect(await worker.runOnce()).toBe(1);
      [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.inbox).toHaveLength(1);
      const mail = smtp.inbox[0]!;
      expect(mail.subject).toBe('Confirm your email for Birch & Cell');
      expect(mail.text).toContain('https://shop.example/?confirm-email=true');
      expect(mail.html).toContain('Confirm email');
      // Sent is sent: another run sends nothing twice.
      clock.advance(3_600_000);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.inbox).toHaveLength(1);
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('sends a message to the shop with the customer to reply to and their line breaks', async () => {
    const smtp = await startSmtp();
    try {
      const worker = new MailWorker({
        db: database.db,
        transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        from: 'Birch & Cell <hello@shop.example>',
        logger,
        now: clock,
      });
      const inbox = shopInboxMail(brand, 'studio@shop.example', () => undefined, clock);
      await inbox.queue(database.db, {
        kind: 'contact',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message: 'First line.\nSecond line.\n\nA new paragraph & more.',
      });
      expect(await worker.runOnce()).toBe(1);
      const mail = smtp.inbox.find((sent) => sent.subject === 'Contact message from Grace Hopper');
      expect(mail?.replyTo?.value).toEqual([{ address: 'grace@example.com', name: '' }]);
      expect(mail?.html).toContain(
        'First line.<br>Second line.<br><br>A new paragraph &amp; more.',
      );
      expect(mail?.text).toContain('First line.\nSecond line.\n\nA new paragraph & more.');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('marks a customer welcomed only after the welcome mail was sent, and retries a failed one', async () => {
    const [user] = await database.db
      .insert(users)
      .values({
        id: 'welcome-user',
        email: 'new@example.com',
        emailVerified: true,
        createdAt: clock(),
      })
      .returning();
    const welcome = welcomeOnSignIn(database.db, brand, () => {}, clock);
    await welcome(user!);
    await welcome(user!);
    const queued = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, user!.id));
    expect(queued.map((m) => m.kind)).toEqual(['welcome']);
    expect(queued[0]?.subject).toBe(welcomeMail(brand, {}).subject);

    let [row] = await database.db.select().from(users).where(eq(users.id, user!.id));
    expect(row?.welcomedAt).toBeNull();

    // A mail that finally failed does not count: the next sign-in queues it again.
    await database.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(eq(mailOutbox.id, queued[0]!.id));
    await welcome(user!);
    const pending = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const retry = pending.find((m) => m.userId === user!.id);
    expect(retry?.kind).toBe('welcome');

    const smtp = await startSmtp();
    try {
      await database.db
        .update(mailOutbox)
        .set({ status: 'sent' })
        .where(eq(mailOutbox.status, 'pending'));
      await database.db
        .update(mailOutbox)
        .set({ status: 'pending' })
        .where(eq(mailOutbox.id, retry!.id));
      const worker = new MailWorker({
        db: database.db,
        transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        from: 'hello@shop.example',
        logger,
        now: clock,
      });
      expect(await worker.runOnce()).toBe(1);
      [row] = await database.db.select().from(users).where(eq(users.id, user!.id));
      expect(row?.welcomedAt).toEqual(clock());
      await welcome(user!);
      const all = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.userId, user!.id));
      expect(all).toHaveLength(2);
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('does not welcome a customer who signed up long ago', async () => {
    const [user] = await database.db
      .insert(users)
      .values({
        id: 'old-user',
        email: 'old@example.com',
        emailVerified: true,
        createdAt: new Date(clock.ms() - 6 * 60_000),
      })
      .returning();
    await welcomeOnSignIn(database.db, brand, () => {}, clock)(user!);
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user!.id)),
    ).toEqual([]);
  });
});

describe('mail retention', () => {
  it('blanks the text of mail older than the retention period and keeps who got what', async () => {
    // The other mail of this file was written on the same clock, within the period.
    const now = clock();
    const day = 24 * 60 * 60 * 1000;
    const write = (daysAgo: number) =>
      enqueueMail(
        database.db,
        {
          kind: 'password-reset',
          to: `kept${daysAgo}@example.com`,
          subject: 'Reset your password',
          text: 'https://shop.example/reset-password?token=secret-token',
          html: '<a href="https://shop.example/reset-password?token=secret-token">Reset</a>',
        },
        new Date(now.getTime() - daysAgo * day),
      );
    const old = await write(31);
    const recent = await write(29);
    expect(await pruneMailBodies(database.db, now, 30)).toBe(1);
    const [oldRow] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, old));
    const [recentRow] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, recent));
    expect(oldRow).toMatchObject({ textBody: '', htmlBody: '', subject: 'Reset your password' });
    expect(oldRow?.toAddress).toBe('kept31@example.com');
    expect(recentRow?.textBody).toContain('secret-token');
    // Twice is the same as once.
    expect(await pruneMailBodies(database.db, now, 30)).toBe(0);
  });
});
