import type { Page } from '@playwright/test';
import { confirmedCustomer, signUpThroughApi } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { design, seed } from './support/designs.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';
import { expectPageTemplate } from './support/pages.ts';
import { OIDC_ISSUER_URL, SHOP_URL } from './support/servers.ts';

/**
 * Account journeys on a shop that sends real mail over SMTP to a local server, with Google played
 * by a local OpenID Connect issuer (playwright.config.ts). The sign-up form is the first journey's;
 * the others make their accounts through the same calls (support/accounts.ts).
 */

const PASSWORD = 'Birch&Cell1';
const CONFIRM_SUBJECT = /^Confirm your email/;
const RESET_SUBJECT = /^Reset your .* password$/;

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
}

async function fillSignUp(page: Page, email: string, password = PASSWORD, confirm = password) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A cart and a wishlist of one design each, kept in this browser from its first page on. */
async function keepListsHere(page: Page) {
  await seed(page, { cart: [design('line-1')], wishlist: [design('saved-1')] });
}

/**
 * The cart's and the wishlist's items kept in this browser. The stores may write their now-empty
 * state back after a sign-out, so an empty list and no list read alike.
 */
function listItemsHere(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ['cart', 'wishlist'].map((key) => {
      const raw = localStorage.getItem(key);
      return raw === null
        ? []
        : ((JSON.parse(raw) as { state?: { items?: unknown[] } }).state?.items ?? []);
    }),
  );
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test.describe('sign-up and confirmation', () => {
  // 401: the forged token refused; 403: the sign-in before confirming refused.
  test.use({ expectedConsoleErrors: [/status of 40[13]/] });

  test('a forged link is refused; sign up, check-email dialog, refused before confirming, then the mailed link signs in', async ({
    page,
  }) => {
    // A link with a token the shop never made confirms nothing and leads to sign-in.
    await page.goto(`/?confirm-email=true&email=${uniqueEmail('mallory')}&type=signup&token=abc`);
    await expect(
      page.getByText('Email confirmation failed. Please try signing in.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${SHOP_URL}/auth`);

    const email = uniqueEmail('ada');
    await openSignUp(page);
    await fillSignUp(page, email);

    const dialog = page.getByRole('dialog', { name: 'Please check your email' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();

    // Signing in before confirming is refused, with a message saying what to do.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInOnPage(page, email, PASSWORD);
    await expect(
      page.getByText(
        'Please confirm your email address first. We have sent you a new confirmation link.',
        { exact: true },
      ),
    ).toBeVisible();

    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    expect(mail.html).toContain('Birch &amp; Cell');
    const link = new URL(linkIn(mail, /confirm-email=true/));
    expect(link.origin).toBe(SHOP_URL);
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.toString());
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${SHOP_URL}/`);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(email.split('@')[0]!);
    await expect(menu).toContainText(email);
    await page.keyboard.press('Escape');

    // The link is single-use: opened again it only says the address is confirmed.
    await logOut(page);
    await page.goto(link.toString());
    await expect(
      page.getByText('Email already confirmed! Please sign in to continue.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${SHOP_URL}/auth`);
  });
});

test('a confirmation link confirms only in a browser that knows the password, and never switches accounts', async ({
  page,
  browser,
  request,
}) => {
  // Opened in another browser, the link confirms nothing until that browser gives the password.
  const email = uniqueEmail('elsewhere');
  await signUpThroughApi(page.request, email);
  const link = linkIn(await waitForMail(email, CONFIRM_SUBJECT), /confirm-email=true/);
  const other = await browser.newContext({ baseURL: SHOP_URL });
  try {
    const phone = await other.newPage();
    await setConsent(phone, 'declined');
    await phone.goto(link);
    await expect(phone.getByText('Sign in to confirm your email', { exact: true })).toBeVisible();
    await expect(phone).toHaveURL(`${SHOP_URL}/auth`);
    await signInOnPage(phone, email, PASSWORD);
    await expect(
      phone.getByText(
        'Please confirm your email address first. We have sent you a new confirmation link.',
        { exact: true },
      ),
    ).toBeVisible();
    // Now the link (the first one as well as the new) confirms here and signs in.
    await phone.goto(link);
    await expect(phone.getByText('Signed in', { exact: true })).toBeVisible();
    await expect(phone.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  } finally {
    await other.close();
  }

  // Signed in, a customer who opens someone else's link stays who they are.
  const customer = await confirmedCustomer(page.request, uniqueEmail('customer'));
  const stranger = uniqueEmail('stranger');
  await signUpThroughApi(request, stranger);
  // The page names the address the token was issued for, even in a link edited to name another.
  const neighbour = uniqueEmail('neighbour');
  const strangerLink = new URL(
    linkIn(await waitForMail(stranger, CONFIRM_SUBJECT), /confirm-email=true/),
  );
  strangerLink.searchParams.set('email', neighbour);
  await page.goto(strangerLink.toString());
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(page.getByText('Email not confirmed', { exact: true })).toBeVisible();
  await expect(notifications).toContainText(
    `You are signed in as ${customer}. To confirm ${stranger}, sign out and sign in with its password.`,
  );
  await expect(page.getByText(neighbour)).toBeHidden();
  await expect(page).toHaveURL(`${SHOP_URL}/`);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(customer);
  await page.keyboard.press('Escape');

  // The first account's used link, edited the same way: confirmed already, and still its address.
  const usedLink = new URL(link);
  usedLink.searchParams.set('email', neighbour);
  await page.goto(usedLink.toString());
  await expect(page.getByText('Email already confirmed!', { exact: true })).toBeVisible();
  await expect(notifications).toContainText(
    `You are still signed in as ${customer}. Sign out to sign in as ${email}.`,
  );
  await expect(page).toHaveURL(`${SHOP_URL}/`);
  await expect(page.getByText(neighbour)).toBeHidden();
});

test('each sign-up rule shows its own message beside its field', async ({ page }) => {
  await page.goto('/auth');
  await expectPageTemplate(page, '/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  const messages = (field: string) =>
    page
      .getByLabel(field, { exact: true })
      .locator('xpath=ancestor::div[contains(@class,"grid")][1]');

  await fillSignUp(page, 'not-an-email', 'short', 'short');
  await expect(messages('Email')).toContainText('Invalid email');
  await expect(messages('Password')).toContainText('At least 8 characters');

  const cases: [string, string][] = [
    ['PASSWORD1!', 'Lowercase letter required'],
    ['password1!', 'Uppercase letter required'],
    ['Password!!', 'Number required'],
    ['Password11', 'Special character required'],
  ];
  for (const [password, message] of cases) {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await expect(messages('Password')).toContainText(message);
  }
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('Birch&Cell2');
  await expect(messages('Confirm Password')).toContainText('Passwords do not match');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ok@example.com');
  await expect(page.getByText('Invalid email')).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test.describe('password reset', () => {
  // 401: the old password refused; 400: the used link refused.
  test.use({ expectedConsoleErrors: [/status of 40[01]/] });

  test('forgot password, mailed link, new password signs in, the old one is refused', async ({
    page,
    request,
  }) => {
    // A link edited to name a neighbour must neither show their address nor sign in with it (the
    // server tests add a neighbour whose password is the new one: their account stays theirs).
    const neighbour = uniqueEmail('neighbour');
    const email = await confirmedCustomer(request, uniqueEmail('grace'));

    // Without a link, the reset page says where to get one.
    await page.goto('/reset-password');
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    await expectPageTemplate(page, 'the reset page without a link');

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel('Your registered email').fill('nope');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel('Your registered email').fill(email);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByText('Email sent', { exact: true })).toBeVisible();
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText(
      'Please check your mail and click on the provided link to reset your password',
    );
    await expect(page.getByText('Password reset email sent!', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Escape');

    const mail = await waitForMail(email, RESET_SUBJECT);
    const link = new URL(linkIn(mail, /\/reset-password\?/));
    expect([...link.searchParams.keys()]).toEqual(['token']);
    link.searchParams.set('email', neighbour);
    await page.goto(link.toString());
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await expect(page.getByText(neighbour)).toBeHidden();
    await expectNoViolations(page, 'the new-password form');
    await page.getByLabel('New password').fill('weak');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'At least 8 characters' }),
    ).toBeVisible();
    // The checklist shows every rule still unmet at once.
    await expect(page.getByRole('list', { name: 'Password rules' })).toContainText(
      'Uppercase letter required: not yet',
    );
    await page.getByLabel('New password').fill('New&Birch2');
    await page.getByLabel('Confirm Password').fill('New&Birch2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByRole('button', { name: `Account menu for ${email.split('@')[0]}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${SHOP_URL}/`);

    await logOut(page);
    // The used link names no one and offers a new one.
    await page.goto(link.toString());
    await expect(
      page.getByRole('alert').filter({
        hasText: 'This reset link has expired or was already used. Please ask for a new one.',
      }),
    ).toBeVisible();
    await expect(page.getByLabel('New password')).toBeHidden();
    await expect(page.getByText(email)).toBeHidden();
    await expectNoViolations(page, 'the reset page for a link that cannot be used');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/auth');
    await signInOnPage(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await signInOnPage(page, email, 'New&Birch2');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });
});

test('a protected page sends a visitor home to the sign-in modal, saying why, then back where they were going', async ({
  page,
  request,
}) => {
  const email = await confirmedCustomer(request, uniqueEmail('linus'));

  await page.goto('/profile/address');
  await expect(page).toHaveURL(`${SHOP_URL}/`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please sign in to see your account.')).toBeVisible();
  await signInOnPage(page, email, PASSWORD);
  await expect(page).toHaveURL(`${SHOP_URL}/profile/address`);
  await expect(page.getByRole('heading', { name: 'Your Address' })).toBeVisible();

  // The address book works for the signed-in customer.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Full name').fill('Linus Tester');
  await page.getByLabel('Street address').fill('12 Birch Lane');
  await page.getByLabel('City').fill('Oakland');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('9460');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await page.getByLabel('ZIP code').fill('94607');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('address')).toContainText('Oakland, CA 94607');
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();

  // By keyboard, focus follows every action: into the form, back to Edit, to the confirmation.
  await page.getByRole('button', { name: 'Edit 12 Birch Lane' }).press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Edit 12 Birch Lane' })).toBeFocused();

  // Deleting asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Delete 12 Birch Lane' }).press('Enter');
  const confirm = page.getByRole('group', { name: 'Delete this address? This cannot be undone.' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Delete 12 Birch Lane' })).toBeFocused();
  await expect(page.locator('address')).toContainText('Oakland, CA 94607');
  await page.getByRole('button', { name: 'Delete 12 Birch Lane' }).press('Enter');
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('You have not saved a shipping address yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();
});

test('log out clears the cart, wishlist and order tokens kept in this browser', async ({
  page,
  customer,
}) => {
  await keepListsHere(page);
  await page.goto('/profile/overview');
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
  const signedOut = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => addEventListener('shop:signed-out', () => resolve(true))),
  );
  await page.evaluate(() =>
    localStorage.setItem('order-access-tokens', JSON.stringify({ BC1: 'token' })),
  );
  await page
    .getByRole('navigation', { name: 'Profile' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await listItemsHere(page)).toEqual([[], []]);
  const stored = await page.evaluate(() =>
    ['order-access-tokens', 'cookie-consent'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, 'declined']);
  expect(await signedOut).toBe(true);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});

test.describe('a session ended elsewhere', () => {
  // The lists' first requests after the reload may still carry the ended session: the browser logs
  // their 401 answers, which are how the page learns of it.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a session ended on another device is a sign-out here: the account’s lists are cleared and the customer told', async ({
    page,
    browser,
    customer: email,
  }) => {
    await keepListsHere(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();

    // On another device the customer signs in and changes the password, which ends other sessions.
    const other = await browser.newContext({ baseURL: SHOP_URL });
    const headers = { Origin: SHOP_URL };
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(signIn.ok()).toBe(true);
    const changed = await other.request.post('/api/auth/change-password', {
      data: { currentPassword: PASSWORD, newPassword: 'New&Birch2', revokeOtherSessions: true },
      headers,
    });
    expect(changed.ok()).toBe(true);
    await other.close();

    await page.reload();
    await expect(
      page.getByText('Your session has ended. Please sign in again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlist, 0 items' })).toBeVisible();
    expect(await listItemsHere(page)).toEqual([[], []]);
  });
});

test.describe(() => {
  // Apple's sign-in, not configured here, answers 404.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('Continue with Apple, not configured here, fails; Continue with Google signs in through the provider and links an existing account', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await expect(page.getByText('Apple sign-in failed', { exact: true })).toBeVisible();

    // The issuer's development pages load a web font; nothing may leave the machine.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    const email = await confirmedCustomer(page.request, uniqueEmail('hedy'));
    const before = (await (await page.request.get('/api/profile')).json()) as { id: string };
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER_URL}/`));
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${SHOP_URL}/`);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    const after = (await (await page.request.get('/api/profile')).json()) as {
      id: string;
      email: string;
    };
    expect(after).toMatchObject({ id: before.id, email });

    // A new customer through the provider gets an account with the provider's name.
    await logOut(page);
    await page.context().clearCookies();
    const newcomer = uniqueEmail('katherine');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').fill(newcomer);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: /^Account menu for Katherine/ })).toBeVisible();
  });
});
