import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { SHOP_URL } from './servers.ts';

// Customer accounts: made on the form where signing up is the journey, else through the same calls
// the form and the mailed link make.

export const PASSWORD = 'Birch&Cell1';

const CONFIRM_SUBJECT = /^Confirm your email/;

/** A customer account as a visitor makes one: the sign-up form, then the confirmation e-mail. */
export async function signUpAndConfirm(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  await page.goto(linkIn(mail, /confirm-email=true/));
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

/** Signs up at `email` with PASSWORD through the API the sign-up form calls. */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  origin = SHOP_URL,
) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

/**
 * A confirmed customer at `email` (password PASSWORD), made on the shop at `origin` as the form
 * and the mailed link make one: signed up through the API, then confirmed with the token of the
 * link the shop mailed, sent back as the home page sends it. The browser behind `request` (a
 * page's `page.request`) is signed in afterwards; the `request` fixture leaves pages signed out.
 */
export async function confirmedCustomer(
  request: APIRequestContext,
  email: string,
  origin = SHOP_URL,
) {
  await signUpThroughApi(request, email, origin);
  const link = new URL(linkIn(await waitForMail(email, CONFIRM_SUBJECT), /confirm-email=true/));
  const confirmed = await request.get(
    `/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  expect(await confirmed.json()).toMatchObject({ email, signedIn: true });
  return email;
}

/**
 * A password reset link as the shop mails it, for a new account at `email`: signed up and reset
 * through the same calls the sign-up form and the forgot-password dialog make.
 */
export async function mailedResetLink(request: APIRequestContext, email: string): Promise<string> {
  await signUpThroughApi(request, email);
  const reset = await request.post('/api/auth/request-password-reset', {
    headers: { origin: SHOP_URL },
    data: { email, redirectTo: '/reset-password' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return linkIn(await waitForMail(email, /^Reset your .* password$/), /\/reset-password\?/);
}
