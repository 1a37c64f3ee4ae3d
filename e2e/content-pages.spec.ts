import type { Page } from '@playwright/test';
import { expect, setConsent, test } from './support/fixtures.ts';
import { uniqueEmail, waitForMail } from './support/mail.ts';
import { expectPageTemplate } from './support/pages.ts';
import { SHOP_INBOX } from './support/servers.ts';

// The shop's content pages read as finished pages: real text, working disclosures and articles,
// forms whose every field has a label, and a contact message that reaches the shop's inbox.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

/** A content page as a reader meets it: its heading and real text, no placeholder. */
async function expectRealText(page: Page, path: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(text.length, `${path} has real text`).toBeGreaterThan(600);
  expect(text, path).not.toMatch(/not published|not online yet|lorem ipsum/i);
}

/** The same, and what every page template shows (support/pages.ts), for a template's one page. */
async function expectContentPage(page: Page, path: string, heading: string) {
  await expectRealText(page, path, heading);
  await expectPageTemplate(page, path);
}

test('every policy page shows its heading and real text', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expectContentPage(page, '/privacy-policy', 'Privacy Policy');
  for (const [path, heading] of [
    ['/terms-of-use', 'Terms of Use'],
    ['/return-policy', 'Return Policy'],
    ['/shipping-policy', 'Shipping Policy'],
    ['/warranty', 'Warranty'],
    ['/assembly', 'Assembly'],
    ['/manufacturing', 'Manufacturing'],
    ['/sustainability', 'Sustainability'],
  ] as const) {
    await page.goto(path);
    await expectRealText(page, path, heading);
  }
});

test('every programme page shows its heading and real text, and the application form labels every field', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/commercial-program', 'Commercial Program'],
    ['/made-for-interior-designers', 'Made for Interior Designers'],
  ] as const) {
    await page.goto(path);
    await expectRealText(page, path, heading);
  }
  await page.goto('/trade-program');
  await expectContentPage(page, '/trade-program', 'Trade Program');
  const application = page.getByRole('form', { name: 'Trade program application' });
  for (const label of [
    'Name',
    'Email',
    'Company or studio',
    'Phone (optional)',
    'Website or portfolio (optional)',
    'Your projects',
  ]) {
    await expect(application.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(application.getByRole('button', { name: 'Send application' })).toBeEnabled();
});

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  await expectContentPage(page, '/faq', 'Frequently Asked Questions');
  const question = page.getByText('How big is one cell?');
  const answer = page.getByText(/A standard cell is 13 in wide, 14 in tall and 14 in deep/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  expect(await page.locator('summary').count()).toBeGreaterThanOrEqual(12);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type'?: string; mainEntity?: unknown[] };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity?.length).toBeGreaterThanOrEqual(12);
});

test('an article opens from the blog with its own title and back link', async ({ page }) => {
  await page.goto('/blog');
  // The blog's list arrives after the page: its first card, then the page is read.
  await expect(
    page.getByRole('list', { name: 'Articles' }).getByRole('link').first(),
  ).toBeVisible();
  await expectContentPage(page, '/blog', 'Blog');
  await page.getByRole('link', { name: 'Why we build with Baltic birch plywood' }).click();
  await expect(page).toHaveURL('/blog/why-baltic-birch');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Why we build with Baltic birch plywood' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Birch all the way through' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Why we build with Baltic birch plywood | Birch & Cell');
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
    '"@type":"BlogPosting"',
  );
  await expectPageTemplate(page, 'an article');
  await page.getByRole('link', { name: 'All articles' }).first().click();
  await expect(page).toHaveURL('/blog');
});

test('the contact page shows its text, and its form labels every field', async ({ page }) => {
  await page.goto('/contact');
  await expectContentPage(page, '/contact', 'Contact Us');
  const contact = page.getByRole('form', { name: 'Contact form' });
  for (const label of ['Name', 'Email', 'Topic', 'Message']) {
    await expect(contact.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(contact.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('a contact message is received and mailed to the shop', async ({ page }) => {
  // The shop delivers its mail to the test mail server, so the shop's inbox can be read.
  const name = `Grace ${Date.now().toString(36)}`;
  const email = uniqueEmail('grace');
  const message = 'Can a 3 × 4 bookcase take a row of drawers at the bottom?';
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Topic', { exact: true }).selectOption({ label: 'Designing a piece' });
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Thank you, ${name}. We received your message.`,
  );
  const mail = await waitForMail(SHOP_INBOX, new RegExp(`from ${name}$`));
  expect(mail.subject).toBe(`Contact message from ${name}`);
  expect(mail.text).toContain(`From: “${name}” (“${email}”)`);
  expect(mail.text).toContain('Topic: design');
  expect(mail.text).toContain(message);
});
