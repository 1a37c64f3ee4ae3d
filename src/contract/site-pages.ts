// The shop's public pages with a fixed address that search engines should index, for the sitemap
// (src/server/seo). Categories, products and articles are added from what the shop holds. Left out:
// duplicates of another page (/news), pages about one customer (account, cart, checkout, orders)
// and the sign-in screens. src/web/app/routes.test.tsx checks each one is a page of the shop.
/** A page's title with the brand after it; the home page is the brand alone. */
export function formatPageTitle(title: string, brandName: string): string {
  return title === brandName ? brandName : `${title} | ${brandName}`;
}

export const SITE_PAGES = [
  '/',
  '/about',
  '/shop',
  '/best-designs',
  '/configurator',
  '/configurator-inch',
  '/shop/free-form/product/free-form',
  '/blog',
  '/faq',
  '/contact',
  '/assembly',
  '/manufacturing',
  '/sustainability',
  '/trade-program',
  '/commercial-program',
  '/made-for-interior-designers',
  '/privacy-policy',
  '/terms-of-use',
  '/return-policy',
  '/shipping-policy',
  '/warranty',
] as const;
