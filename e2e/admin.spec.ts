import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { confirmedCustomer, PASSWORD } from './support/accounts.ts';
import { adminShop, paidGuestOrder, type AdminShop } from './support/admin-shop.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';
import { ADMIN_SHOP_PORT, ADMIN_SHOP_URL } from './support/servers.ts';

// The owner's admin: the owner makes themself its first admin from the command line, signs in,
// finds a customer's paid order, reads its production sheet, moves it into production and ships
// it with a FedEx tracking number, by keyboard where the admin's table and forms are concerned and
// at a phone's 390 px for the list and the order; the customer is mailed over SMTP and reads
// "Shipped" with the tracking link on their order's page. A customer who opens /admin sees the
// not-found screen, and none of the admin's code reaches their browser.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, presses = 40) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${presses} presses of Tab never reached ${target.toString()}`);
}

/** The page is no wider than the screen: nothing but a table's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${what} at 390 px scrolls sideways`).toBeLessThanOrEqual(widths.screen);
}

/**
 * The built files that only the admin uses: every file reachable from the admin's own modules
 * (src/web/features/admin) in the build manifest, less every file the rest of the app can load.
 */
function adminOnlyFiles(): string[] {
  type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync('dist/web-manifest.json', 'utf8')) as Record<
    string,
    Chunk
  >;
  const isAdmin = (key: string) => key.startsWith('features/admin/');
  const reach = (starts: string[], follow: (key: string) => boolean) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !follow(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    starts.forEach(visit);
    return files;
  };
  const admin = reach(Object.keys(manifest).filter(isAdmin), () => true);
  const rest = reach(
    Object.keys(manifest).filter((key) => !isAdmin(key)),
    (key) => !isAdmin(key),
  );
  const only = [...admin].filter((file) => !rest.has(file));
  expect(only.length, 'the build splits the admin into files of its own').toBeGreaterThan(0);
  return only;
}

test.describe('the owner’s admin', () => {
  let shop: AdminShop | undefined;
  test.afterEach(async () => {
    await shop?.dispose();
    shop = undefined;
  });

  test('the owner grants themself admin, then makes, ships and tracks a paid order', async ({
    page,
    playwright,
    browser,
  }) => {
    shop = await adminShop();
    await shop.start();

    // A customer's paid order, and the owner's account, confirmed from its e-mail.
    const buyer = uniqueEmail('buyer');
    const order = await paidGuestOrder(buyer);
    const owner = uniqueEmail('owner');
    const api = await playwright.request.newContext({ baseURL: ADMIN_SHOP_URL });
    await confirmedCustomer(api, owner, ADMIN_SHOP_URL);
    await api.dispose();

    // The embedded database serves one process: the command refuses while the shop runs, and
    // grants once it is stopped.
    const refused = await shop.roleCommand('grant', owner);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is open in another process \(pid \d+\), most likely the shop/);
    await shop.stop();
    expect(await shop.roleCommand('grant', owner)).toEqual({
      code: 0,
      output: `${owner} can open the admin at http://localhost:${ADMIN_SHOP_PORT}/admin once signed in.`,
    });
    await shop.start();

    // The owner signs in and opens the admin.
    await page.goto(`${ADMIN_SHOP_URL}/auth`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(owner);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto(`${ADMIN_SHOP_URL}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The revenue by week counts the order just paid, in this week's row (or last week's, when
    // the week turned since it was paid): the shop has no other order.
    const weeks = page.getByRole('table', { name: /^Money taken in each of the last 12 weeks/ });
    const counts = weeks.getByRole('row').locator('td:first-of-type');
    await expect(counts.filter({ hasText: /^1$/ })).toHaveCount(1);
    await expect(counts.filter({ hasText: /^0$/ })).toHaveCount(11);
    await expectNoViolations(page, 'the admin’s dashboard');

    // The orders list, searched by the customer's address.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(buyer);
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    const table = page.getByRole('table', { name: 'Orders 1–1 of 1' });
    await expect(table.getByRole('rowheader', { name: order.number })).toBeVisible();
    await expectNoViolations(page, 'the orders list');

    // The table by keyboard: a column sorts, a row is selected for the bulk actions and let go,
    // and its order opens.
    const sortByTotal = table.getByRole('button', { name: 'Total' });
    await tabTo(page, sortByTotal);
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );
    const select = table.getByRole('checkbox', { name: `Select order ${order.number}` });
    await tabTo(page, select);
    await page.keyboard.press('Space');
    await expect(select).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Selected orders' }).getByText('1 order selected'),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(select).not.toBeChecked();
    await tabTo(page, table.getByRole('link', { name: order.number }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Status: Paid')).toBeVisible();
    await expectNoViolations(page, 'an order’s page');

    // Its production sheet: the boards to cut, in inches and millimetres.
    await page
      .getByRole('navigation', { name: 'Print' })
      .getByRole('link', { name: 'Production sheet' })
      .click();
    await expect(page.getByRole('heading', { name: 'Production sheet', level: 1 })).toBeVisible();
    const sheet = page.getByRole('article', { name: `Production sheet of order ${order.number}` });
    // The bookcase's two boxes: four sides, each a 14 in square of half-inch birch.
    await expect(
      sheet.getByRole('row', {
        name: 'Side 14 × 14 × 0.5 355.6 × 355.6 × 12.7 Baltic birch plywood Black laminate 4',
        exact: true,
      }),
    ).toBeVisible();
    await expect(sheet).toContainText('12 pieces · edge banding 216 in (5.49 m) · 28.6 lb in all');
    await expectNoViolations(page, 'the production sheet');
    await page.goBack();

    // Into production, by keyboard: the button opens its form on its first field; the form is sent
    // from its button, and the focus comes back to the order's status.
    await tabTo(page, page.getByRole('button', { name: 'Move to production' }));
    await page.keyboard.press('Enter');
    const production = page.getByRole('form', { name: 'Move to production' });
    await expect(production.getByLabel('Expected ship date (optional)')).toBeFocused();
    await tabTo(page, production.getByRole('button', { name: 'Move to production' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Status: In production')).toBeFocused();
    await waitForMail(buyer, new RegExp(`order ${order.number} is being made$`));

    // At a phone's 390 px, the list and the order fit the screen, the table scrolls in its own
    // region, and the order's next move is in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page.getByRole('table', { name: /^Orders 1–/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the orders list');
    await page.getByRole('link', { name: order.number }).click();
    await expect(page.getByText('Status: In production')).toBeVisible();
    await expectNoSidewaysScroll(page, 'an order’s page');
    const ship = page.getByRole('button', { name: 'Mark shipped' });
    await ship.scrollIntoViewIfNeeded();
    await expect(ship).toBeInViewport();

    // Shipped with FedEx, by keyboard: one tracking number for each parcel the order was packed in.
    await tabTo(page, ship);
    await page.keyboard.press('Enter');
    const shipping = page.getByRole('form', { name: 'Mark shipped' });
    await expect(shipping.getByLabel('Carrier')).toBeFocused();
    await expect(shipping.getByLabel('Carrier')).toHaveValue('fedex');
    const parcels = shipping.getByRole('textbox', { name: /^Parcel \d+$/ });
    const count = await parcels.count();
    const numbers = Array.from({ length: count }, (_, index) => `7946${index}1234567`);
    for (const [index, number] of numbers.entries()) {
      await tabTo(page, parcels.nth(index));
      await page.keyboard.type(number);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('Status: Shipped')).toBeFocused();
    await expectNoSidewaysScroll(page, 'a shipped order’s page');

    // The customer's mail carries each parcel's tracking link, and its link opens the order, which
    // reads Shipped with the same links.
    const mail = await waitForMail(buyer, new RegExp(`order ${order.number} has shipped$`));
    for (const number of numbers) {
      expect(mail.text).toContain(
        `FedEx ${number}, track it at https://www.fedex.com/fedextrack/?trknbr=${number}`,
      );
    }
    const customer = await browser.newContext();
    const orderPage = await customer.newPage();
    await orderPage.goto(linkIn(mail, /\/orders\//));
    await expect(orderPage.getByText('Status: Shipped')).toBeVisible();
    await expect(
      orderPage.getByRole('link', {
        name: new RegExp(`^Track parcel 1 of ${count} \\(FedEx ${numbers[0]}\\)`),
      }),
    ).toHaveAttribute('href', `https://www.fedex.com/fedextrack/?trknbr=${numbers[0]}`);
    await customer.close();

    // Still at 390 px, the owner makes a discount code by keyboard, and the list shows it.
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Discount codes' })
      .click();
    await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'New code' }));
    await page.keyboard.press('Enter');
    const newCode = page.getByRole('form', { name: 'New code' });
    await expect(newCode.getByRole('textbox', { name: 'Code' })).toBeFocused();
    await page.keyboard.type('spring-15');
    await tabTo(page, newCode.getByRole('textbox', { name: 'Percentage off' }));
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /SPRING-15/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the discount codes');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page, 'the admin’s discount codes');

    // The customers (the buyer's account is not one: they bought as a guest, the owner is), the
    // confirmed subscribers, the messages and the About page's sections: each fits a phone and
    // passes axe.
    for (const [link, heading] of [
      ['Customers', 'Customers'],
      ['Subscribers', 'Newsletter subscribers'],
      ['Messages', 'Messages'],
      ['About page', 'About page'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, `the admin’s ${link.toLowerCase()}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoViolations(page, `the admin’s ${link.toLowerCase()}`);
      // The owner's own account is among the customers.
      if (link === 'Customers') await expect(page.getByRole('row', { name: owner })).toBeVisible();
    }
  });
});

test('a customer who opens /admin sees the not-found screen and downloads none of the admin', async ({
  page,
  customer,
}) => {
  const adminFiles = adminOnlyFiles();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  expect(
    requested.filter((path) => adminFiles.some((file) => path.endsWith(`/${file}`))),
    `admin code fetched for ${customer}`,
  ).toEqual([]);
});
