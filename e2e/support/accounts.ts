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

/** The call by which the reset page asks whose account its link resets, for `page.route`. */
export const RESET_LINK_ANSWER = (url: URL) => url.pathname === '/api/auth/reset-link';
