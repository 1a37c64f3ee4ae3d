import { expect } from '@playwright/test';
import { MAIL_SINK_URL } from './servers.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits until the local SMTP server has received a mail for `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await answer.json()) as ReceivedMail[];
        found = mails.filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail "${subject.source}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text whose address matches. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  expect(link, `a link matching ${pattern.source} in "${mail.subject}"`).toBeDefined();
  return link!;
}

let counter = 0;
/** A fresh address for each journey, so parallel tests never read each other's mail. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
