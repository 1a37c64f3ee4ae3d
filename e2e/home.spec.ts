import { expect, holdBack, setConsent, test } from './support/fixtures.ts';
import { expectPageTemplate } from './support/pages.ts';

// The home page as a visitor meets it: the shop's own content written into the first answer, the
// fallback copy on the way when the app asks for it, the categories to shop from, and the 3D
// preview only when scrolled to.

test.beforeEach(async ({ page }) => {
  await setConsent(page, 'declined');
});

interface HomeAnswer {
  heroSlides: { title: string }[];
  categories: { slug: string }[];
}

test('a first visit paints the shop’s own slides before any script has run', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const home = (await (await page.request.get('/api/home')).json()) as HomeAnswer;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heroSlides[0]?.title ?? '');
  await expect(
    page.getByRole('region', { name: 'Explore Products' }).getByRole('link'),
  ).toHaveCount(home.categories.length);
  await context.close();
});

test('coming from another page, the fallback shows first, then the shop’s own slides and categories', async ({
  page,
}) => {
  // The answer is held back so the fallback can be seen before it.
  const release = await holdBack(page, '**/api/home');
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Birch & Cell' }).first().click();
  await expect(page).toHaveURL('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toHaveText('Design Your Perfect Storage');
  const explore = page.getByRole('region', { name: 'Explore Products' });
  await expect(explore.getByRole('link')).toHaveCount(11);

  const answered = page.waitForResponse('**/api/home');
  release();
  const home = (await (await answered).json()) as HomeAnswer;
  expect(home.heroSlides.length).toBeGreaterThan(0);
  await expect(hero).toHaveText(home.heroSlides[0]?.title ?? '');
  await expect(explore.getByRole('link')).toHaveCount(home.categories.length);
  const hrefs = await explore
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(home.categories.map((category) => `/shop/${category.slug}`));
});

test('an Explore Products card opens its category, the carousel looping round, and Start Designing the Black Sideboard', async ({
  page,
}) => {
  // The shop's categories are in the page from the start: the row does not change under the test.
  await page.goto('/');
  const explore = page.getByRole('region', { name: 'Explore Products' });
  await explore.scrollIntoViewIfNeeded();
  const first = explore.getByRole('link').first();
  await expect(first).toBeInViewport();
  // Previous from the first card goes round to the end of the row.
  await explore.getByRole('button', { name: 'Previous categories' }).click();
  await expect(first).not.toBeInViewport();
  await explore.getByRole('button', { name: 'Next categories' }).click();
  await expect(first).toBeInViewport();

  await explore.getByRole('link', { name: /^Sideboard/ }).click();
  await expect(page).toHaveURL('/shop/sideboard');
  await expect(page.getByRole('heading', { name: 'Sideboards', level: 1 })).toBeVisible();

  // Back home, Start Designing opens the Black Sideboard.
  await page.goBack();
  await page.getByRole('button', { name: 'Start Designing' }).click();
  await expect(page).toHaveURL('/shop/sideboard/product/black-sideboard');
  await expect(page.getByRole('heading', { name: 'Black Sideboard', level: 1 })).toBeVisible();
});

test('the 3D preview’s code is fetched only when scrolled near', async ({ page }) => {
  const previewCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/design-preview-[\w-]+\.js$/.test(request.url())) previewCode.push(request.url());
  });
  await page.goto('/');
  await expectPageTemplate(page, 'the home page');
  expect(previewCode).toEqual([]);

  await page.getByRole('heading', { name: 'Design it in 3D' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('showcase-preview').locator('canvas')).toBeVisible();
  expect(previewCode).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'Open the configurator' })).toHaveAttribute(
    'href',
    '/configurator',
  );
});
