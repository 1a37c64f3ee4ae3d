import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { linkIn, waitForMail } from './mail.ts';

// A customer account as a visitor makes one: sign up, open the confirmation e-mail, signed in.

export const PASSWORD = 'Birch&Cell1';

export async function signUpAndConfirm(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  const mail = await waitForMail(email, /^Confirm your email/);
  await page.goto(linkIn(mail, /confirm-email=true/));
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

/**
 * A password reset link as the shop mails it, for a new account at `email`: signed up and reset
 * through the same calls the sign-up form and the forgot-password dialog make, on the default
 * shop, which keeps its mail on the developer mail page (the shop at AUTH_SHOP_URL sends its mail,
 * but its per-client sign-up limit is the auth journeys' own).
 */
export async function mailedResetLink(page: Page, email: string): Promise<string> {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const headers = { origin };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const reset = await page.request.post('/api/auth/request-password-reset', {
    headers,
    data: { email, redirectTo: '/reset-password' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/dev/mail')).text()).split('<article>');
        const mail = mails.find((text) => text.includes(`To ${email}`) && text.includes('Reset'));
        link = mail?.match(/href="([^"]*\/reset-password\?[^"]*)"/)?.[1];
        return link !== undefined;
      },
      { message: `a reset mail to ${email} on the developer mail page` },
    )
    .toBe(true);
  return link!.replaceAll('&amp;', '&');
}
