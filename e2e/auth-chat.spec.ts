import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/mail.ts';
import { VENDOR_INTERCOM_SECRET, VENDOR_SHOP_URL } from './support/servers.ts';
import { standInVendors } from './support/vendors.ts';

/**
 * On the shop with the chat configured and no SMTP server: mail is read at the developer mail
 * page, and the signed-in customer is identified to the chat (docs/rules/integrations.md).
 */
test.use({ baseURL: VENDOR_SHOP_URL });

type IntercomCall = [string, Record<string, unknown> | null];
const intercomCalls = (page: Page) =>
  page.evaluate(
    () => ((window as unknown as { __intercomCalls?: unknown[] }).__intercomCalls ?? []) as never,
  ) as Promise<IntercomCall[]>;

test('the mailed link from the developer mail page signs in, and the chat learns who it is', async ({
  page,
}) => {
  await standInVendors(page);
  await setConsent(page, 'accepted');
  const email = uniqueEmail('chat');
  // Signed up through the form's own call (the form itself is auth.spec.ts's): this browser holds
  // the sign-up's proof that lets the mailed link sign it in.
  await signUpThroughApi(page.request, email, VENDOR_SHOP_URL);

  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Developer mail' })).toBeVisible();
  await page
    .getByRole('link', {
      name: new RegExp(`confirm-email=true&email=${encodeURIComponent(email)}`),
    })
    .click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  const profile = (await (await page.request.get('/api/profile')).json()) as {
    id: string;
    memberSince: string;
  };
  await expect
    .poll(async () =>
      (await intercomCalls(page)).find(([command, o]) => command === 'update' && o?.user_id),
    )
    .toBeTruthy();
  const identity = (await intercomCalls(page)).find(
    ([command, options]) => command === 'update' && options?.user_id,
  )![1];
  expect(identity).toEqual({
    user_id: profile.id,
    email,
    name: email.split('@')[0],
    created_at: Math.floor(Date.parse(profile.memberSince) / 1000),
    user_hash: createHmac('sha256', VENDOR_INTERCOM_SECRET).update(profile.id).digest('hex'),
  });

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Shut down at once, then retried after 250 ms and 1000 ms.
  await expect
    .poll(
      async () => (await intercomCalls(page)).filter(([command]) => command === 'shutdown').length,
    )
    .toBeGreaterThanOrEqual(3);
});
