import type { Locator, Page } from '@playwright/test';
import { confirmedCustomer } from './support/accounts.ts';
import { design, seed } from './support/designs.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';
import { expectPageTemplate } from './support/pages.ts';
import { SHOP_INBOX, SHOP_URL } from './support/servers.ts';

// Buying: a guest checks out a design from the cart with a FedEx sandbox quote, the demo discount
// code and the test gateway's cards, gets the confirmation e-mail over SMTP and opens the order
// and its assembly instructions from it; the shop's inbox is told what to make.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

async function fillAddress(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
  await page.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('94105');
  await page.getByRole('button', { name: 'See delivery options' }).click();
}

/** The Black Sideboard added to an empty cart from its page, and on to checkout. */
async function checkoutWithBlackSideboard(page: Page) {
  await page.goto('/shop/sideboard/product/black-sideboard');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Cart (1)' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
}

/** A guest's order of one design in the cart, placed and waiting for its payment. */
async function placeOrderOfOneDesign(page: Page, email: string) {
  await seed(page, { cart: [design('line-1')] });
  await page.goto('/checkout');
  await fillAddress(page, email);
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function pay(page: Page | Locator, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/40');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a guest buys a design with a sandbox quote and the demo code, declined once, then paid', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  // The guest starts from a catalogue design, makes it red and adds it to the cart.
  await page.goto('/shop/sideboard/product/black-sideboard');
  await page.getByRole('button', { name: 'Design colour Red' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Before checkout, the cart panel estimates delivery to a ZIP code.
  const cart = page.getByRole('dialog', { name: 'Cart (1)' });
  await expect(cart.getByRole('listitem', { name: 'Black Sideboard' })).toBeVisible();
  await cart.getByRole('textbox', { name: 'Delivery estimate' }).fill('10001');
  await cart.getByRole('button', { name: 'Estimate' }).click();
  await expect(
    cart.getByText(/\d+ parcels?, .* lb · FedEx .* to 10001 · arrives by/),
  ).toBeVisible();
  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // Field messages first.
  await page.getByRole('button', { name: 'See delivery options' }).click();
  await expect(page.getByText('Street address required')).toBeVisible();

  await fillAddress(page, email);
  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94105');
  await page.getByRole('button', { name: 'See delivery options' }).click();
  const options = page.getByRole('group', { name: 'Delivery options' });
  await expect(options.getByRole('radio').first()).toBeChecked();
  await expect(page.getByText(/Ships in \d+ parcels?/)).toBeVisible();
  await expect(page.getByText(/Arrives by/).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Discount code' }).fill('nope');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#discount-result')).not.toBeEmpty();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/WELCOME10 applied/)).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  // The payment takes the form's place: the customer is back at the top, on the page's heading.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeInViewport();
  await expect(page.getByText(/Test mode: no real payment/)).toBeVisible();

  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toHaveText(
    'Your card was declined. Check the card’s details, or pay with another card.',
  );
  // The button held while the card was tried keeps the focus, beside the card's fields.
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeFocused();

  // A design put in the cart in another tab while this order waits is not part of it.
  const other = await page.context().newPage();
  await other.goto('/shop/tv-stand/product/minimalist-tv-console');
  await other.getByRole('button', { name: 'Add to cart' }).click();
  await expect(other.getByRole('dialog', { name: 'Cart (2)' })).toBeVisible();
  await other.close();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  await expect(page.getByText(/Status: Paid/)).toBeVisible();
  // The line says what is being made: its size in inches with centimetres beside, the red the
  // customer chose, its weight.
  await expect(
    page.getByText(/^\d+(\.\d+)?" W × .* D \([\d.]+ × [\d.]+ × [\d.]+ cm\) · Red · [\d.]+ lb$/),
  ).toBeVisible();
  // Paying took out the ordered design only.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  const mail = await waitForMail(email, /^Your .* order BC-/);
  expect(mail.text).toMatch(
    /1 × “Black Sideboard” \(104" W × 28" H × 14" D \(264\.2 × 71\.1 × 35\.6 cm\) · Red · [\d.]+ lb\): \$/,
  );
  const link = linkIn(mail, /\/orders\//);
  const orderPage = await page.context().newPage();
  await orderPage.goto(link.replace(/^https?:\/\/[^/]+/, SHOP_URL));
  await expect(orderPage.getByRole('heading', { name: /^Order BC-/, level: 1 })).toBeVisible();
  await orderPage.getByRole('link', { name: 'Assembly instructions for this order' }).click();
  await expect(orderPage.getByRole('heading', { name: 'Assembly Instructions' })).toBeVisible();
  await expect(
    orderPage.getByRole('heading', { name: /Step 1: Build the bottom row/ }),
  ).toBeVisible();

  // The workshop hears of it: what to make, where it goes, and a link that opens the order.
  const number = /order (BC-\S+)$/.exec(mail.subject)![1]!;
  const notice = await waitForMail(SHOP_INBOX, new RegExp(`^New order ${number}: \\$`));
  expect(notice.text).toContain(
    'Ship to: “Grace Hopper, 1 Market St, San Francisco, CA 94105”; no phone given; a home',
  );
  expect(notice.text).toMatch(/1 × “Black Sideboard” \(104" W × 28" H × 14" D .*\): \$/);
  expect(notice.text).toContain(`Customer: “${email}”.`);
  await orderPage.goto(linkIn(notice, /\/orders\//).replace(/^https?:\/\/[^/]+/, SHOP_URL));
  await expect(orderPage.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
});

test('an order whose card was declined can be paid later from its own page', async ({ page }) => {
  await checkoutWithBlackSideboard(page);
  await fillAddress(page, uniqueEmail('later'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();

  // Its page (the confirmation e-mail's link, or this browser's own token) offers the card form,
  // and promises no dates until it is paid.
  const orderId = await page.evaluate(
    () =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('checkout-order:'))
        .map((key) => sessionStorage.getItem(key))[0],
  );
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(/Status: Payment failed/)).toBeVisible();
  await expect(page.getByText(/made to order once paid/)).toBeVisible();
  const form = page.getByRole('region', { name: 'Pay for this order' });
  // An empty form is answered at once, field by field, and nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pay')) sent.push(request.url());
  });
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(form.getByText('Your card number is incomplete.')).toBeVisible();
  await expect(form.getByText('Your card’s expiration date is incomplete.')).toBeVisible();
  await expect(form.getByText('Your card’s security code is incomplete.')).toBeVisible();
  expect(sent).toEqual([]);
  // Typed as on a phone's number pad, which has no slash or space: the form puts them in.
  const number = form.getByRole('textbox', { name: 'Card number' });
  const expiry = form.getByRole('textbox', { name: 'Expiry (MM/YY)' });
  await number.pressSequentially('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expiry.pressSequentially('1240');
  await expect(expiry).toHaveValue('12 / 40');
  await form.getByRole('textbox', { name: 'Security code' }).pressSequentially('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(/Status: Paid/)).toBeVisible();
  await expect(page.getByText(/made to order and shipped by/)).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('back at checkout from the cart, a placed order is paid, not placed again, and nothing typed is lost', async ({
  page,
}) => {
  const email = uniqueEmail('returner');
  await placeOrderOfOneDesign(page, email);
  const placed = page.getByText(/^Order BC-[\w-]+ is placed\. Pay by card to confirm it\.$/);
  await expect(placed).toBeVisible();
  const number = (await placed.textContent())!.split(' ')[1]!;

  // The customer leaves for the shop, then goes to checkout again from the same cart: the same
  // order waits for its payment.
  await page.goto('/shop');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(
    page.getByText(`Order ${number} is placed. Pay by card to confirm it.`),
  ).toBeVisible();

  // With the cart changed, checkout starts a new order from the address typed before.
  await page.goto('/shop');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('button', { name: 'See delivery options' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Market St');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94105');

  // Once paid, the purchase is over: the next checkout in the tab starts from nothing typed.
  await page.getByRole('button', { name: 'See delivery options' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  await checkoutWithBlackSideboard(page);
  await expect(page.getByRole('button', { name: 'See delivery options' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('');
});

test('an empty cart has nothing to check out, and the pages after a payment read as pages', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse designs' })).toBeVisible();
  await expectPageTemplate(page, 'the checkout with an empty cart');
  // Where a card payment that leaves the shop returns to.
  await page.goto('/checkout-success');
  await expectPageTemplate(page, '/checkout-success');
});

test('a customer who signs up with a guest order’s address finds it under Order status', async ({
  page,
}) => {
  const email = uniqueEmail('claimer');
  await placeOrderOfOneDesign(page, email);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
  const number = (await page
    .getByRole('heading', { name: /^Order BC-/ })
    .first()
    .textContent())!.replace('Order ', '');

  // Confirmed through the mailed link, the account claims the orders placed at its address.
  await confirmedCustomer(page.request, email);

  await page.goto('/profile/order-status');
  const order = page.getByRole('button', { name: new RegExp(`Order ${number}`) });
  await expect(order).toContainText('Paid');
  await order.click();
  await expect(page.getByText(/arriving by/)).toBeVisible();
});

test('a signed-in customer starts checkout from their default saved address', async ({
  page,
  customer: email,
}) => {
  await seed(page, { cart: [design('line-1')] });
  const saved = await page.request.post('/api/profile/addresses', {
    headers: { Origin: SHOP_URL },
    data: {
      fullName: 'Grace Hopper',
      line1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      isDefault: true,
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Saved address' });
  await expect(picker.locator('option:checked')).toHaveText(
    'Grace Hopper, 1 Market St, San Francisco, CA 94105 (default)',
  );
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Market St');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await picker.selectOption({ label: 'A new address' });
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('');
  await expect(picker.locator('option:checked')).toHaveText('A new address');
});
