import { expectEveryBoxInTheList } from './support/boxes-list.ts';
import { expect, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate } from './support/pages.ts';

// The catalogue as a customer shops it: a category's designs, a product page that opens its
// design in the configurator at the product page's discount, and Best Designs. An unknown design
// is among the not-found screens (routes.spec.ts).

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

test('a category lists its designs, and a product page puts its design in the cart at the page’s discount', async ({
  page,
}) => {
  await page.goto('/shop/sideboard');
  await expect(page.getByRole('heading', { name: 'Sideboards', level: 1 })).toBeVisible();
  await expectPageTemplate(page, 'a category');
  // Each card shows the design's picture, rendered by our 3D scene and served as WebP.
  const cards = page
    .getByRole('link')
    .filter({ has: page.getByRole('img', { name: /^The .+: \d/ }) });
  await expect(cards).toHaveCount(4);
  const picture = page.getByRole('img', { name: /^The Black Sideboard: 104" W/ });
  await expect(picture).toHaveAttribute('srcset', /black-sideboard\.png\?w=1200&q=80 1200w/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const card = page.getByRole('link', { name: /Black Sideboard/ });
  await expect(card).toContainText('(30% off)');
  await expect(card).toContainText('104" W × 28" H × 14" D (264.2 × 71.1 × 35.6 cm)');
  const cardPrice = ((await card.locator('.font-semibold').first().textContent()) ?? '').trim();
  await card.click();

  await expect(page).toHaveURL('/shop/sideboard/product/black-sideboard');
  await expect(page.getByRole('heading', { name: 'Black Sideboard', level: 1 })).toBeVisible();
  // The page is named by its design, in the browser as in the server's answer.
  await expect(page).toHaveTitle('Black Sideboard | Birch & Cell');
  await expect(page.getByText('Product page discount')).toBeVisible();
  // Its facts name the design the page starts from, as its price does; the configurator's
  // summary follows the customer's changes.
  const facts = page.getByRole('region', { name: 'About this design' });
  await expect(facts).toContainText('Starting size104" W × 28" H × 14" D (264.2 × 71.1 × 35.6 cm)');
  await expect(facts).toContainText('Starting finishBlack');
  await expect(facts).toContainText(
    'MaterialsBaltic birch plywood with a hard-wearing laminate face',
  );
  // Its eight boxes all fit the side panel at 44 px or more: none is cut off at its edge.
  await expectEveryBoxInTheList(page, 8);
  // A cell design's price to the cent, on its card as in its configurator and the cart.
  expect(cardPrice).toMatch(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('sale-price')).toHaveText(cardPrice);
  const structured = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(structured ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: 'Black Sideboard',
    offers: { '@type': 'Offer', priceCurrency: 'USD' },
  });
  await expectPageTemplate(page, 'a product page');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem', { name: 'Black Sideboard' });
  await expect(line).toContainText(cardPrice);
  const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
  expect(stored).toContain('"discountPercentage":30');
  expect(stored).toContain('"productPageUrl":"/shop/sideboard/product/black-sideboard"');
});

test('an inch design’s product page opens the inch configurator at 20 % off', async ({ page }) => {
  const answer = await page.goto('/shop/tv-stand/product/minimalist-tv-console');
  expect(await answer?.text()).toContain('<title>Minimalist TV Console | Birch &amp; Cell</title>');
  await expect(
    page.getByRole('heading', { name: 'Minimalist TV Console', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Minimalist TV Console | Birch & Cell');
  await expect(
    page.getByRole('textbox', { name: 'Width' }).or(page.getByLabel('Width').first()),
  ).toBeVisible();
  await expect(page.getByText('(20% off)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: 'Minimalist TV Console' }),
  ).toBeVisible();
});

test('Best Designs shows the featured designs of every category', async ({ page }) => {
  await page.goto('/best-designs');
  await expect(page.getByRole('link', { name: /Minimalist TV Console/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Black Sideboard/ })).toBeVisible();
  expect(await page.getByRole('img', { name: /^The .+: \d/ }).count()).toBeGreaterThanOrEqual(11);
  await expectPageTemplate(page, '/best-designs');
});

test('the shop lists every category with its designs', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop All Furniture', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(11);
  const sideboards = page.getByRole('region', { name: 'Sideboard' });
  await expect(sideboards.getByRole('link', { name: /Black Sideboard/ })).toBeVisible();
  await expect(sideboards.getByRole('link', { name: 'See all Sideboards' })).toHaveAttribute(
    'href',
    '/shop/sideboard',
  );
  await expectPageTemplate(page, '/shop');
});
