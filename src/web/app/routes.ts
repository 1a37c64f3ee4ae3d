import { createElement, lazy, useState, type ComponentType } from 'react';
import type { Params } from 'react-router';
import { findCategory, productPageMeta } from '../lib/categories.ts';
import { whenIdle } from '../lib/lazy-part.tsx';

/**
 * Every page of the shop (docs/rules/storefront.md, docs/rules/configurators.md) in one table: path, title, description
 * and the lazily loaded screen. The router is built from it and tests iterate it.
 */

export type RouteParams = Readonly<Params<string>>;
export type MetaText = string | ((params: RouteParams) => string);

export interface PageRoute {
  /** Stable name, also the Suspense key: two paths with one id are one screen. */
  id: string;
  /** A react-router path pattern. */
  path: string;
  /** Title without the brand suffix; the suffix is added from the public config. */
  title: MetaText;
  /** Meta description, at least 50 characters, written for this page. */
  description: MetaText;
  Component: PageComponent;
  /** For duplicate paths: the first form, used for `<link rel="canonical">`. */
  canonicalPath?: string;
  header?: 'default' | 'product';
  /**
   * The screen sets its own title and description once its content is known (an article's title);
   * `title` and `description` then describe the page in general, for tests and tools.
   */
  metaFromScreen?: boolean;
  /** `signed-in` pages sit behind the profile guard. */
  access?: 'public' | 'signed-in';
  /** Params the page can show; anything else is the not-found screen. */
  accepts?: (params: RouteParams) => boolean;
  /** A concrete path that opens this route, for tests. */
  example: string;
}

/** A page's screen, loaded on first use; `preload` fetches its code ahead of the first render. */
export type PageComponent = ComponentType & { preload?: () => Promise<unknown> };

function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Code already here renders at once (a page the server wrote must not fall back to a spinner
  // and back); the choice is made once per mount, so a later render never swaps the component.
  function Page() {
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  return Object.assign(Page, { preload });
}

const home = () => import('./home-route.tsx');
const about = () => import('../features/about/about-page.tsx');
const configurator = () => import('../features/configurator/configurator-page.tsx');
const inchConfigurator = () => import('../features/inch-configurator/inch-configurator-page.tsx');
const checkout = () => import('../features/checkout/checkout-page.tsx');
const orderConfirmation = () => import('../features/checkout/order-confirmation-page.tsx');
const auth = () => import('../features/auth/auth-pages.tsx');
const shop = () => import('../features/catalog/shop-page.tsx');
const category = () => import('../features/catalog/category-page.tsx');
const product = () => import('./product-route.tsx');
const bestDesigns = () => import('../features/catalog/best-designs-page.tsx');
const blog = () => import('../features/blog/blog-pages.tsx');
const article = () => import('./article-route.tsx');
const faq = () => import('../features/help/faq-page.tsx');
const contact = () => import('../features/help/contact-page.tsx');
const orders = () => import('../features/orders/assembly-instructions-page.tsx');
const orderPage = () => import('../features/orders/order-page.tsx');
const policies = () => import('../features/policies/policy-pages.tsx');
const content = () => import('../features/content/content-pages.tsx');
const programs = () => import('../features/programs/program-pages.tsx');

/**
 * The profile's pages load one by one (the wishlist's designs and sharing, the address and password
 * forms are each a page's own); once one is here, the others follow when the browser is idle, so
 * moving between the profile's tabs waits for nothing. A page that cannot load then says so when
 * it is opened.
 */
const profilePages: PageComponent[] = [];
let profileFollows = false;
function profilePage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): PageComponent {
  const page = lazyPage(async () => {
    const module = await load();
    if (!profileFollows) {
      profileFollows = true;
      whenIdle(() => {
        for (const other of profilePages) void other.preload?.().catch(() => undefined);
      });
    }
    return module;
  }, name);
  profilePages.push(page);
  return page;
}

const knownCategory = (params: RouteParams) => findCategory(params.category) !== undefined;
const categoryPlural = (params: RouteParams) => findCategory(params.category)?.plural ?? 'Shop';

/**
 * One screen at several paths: the first path is the canonical one, and each path is its own
 * example. The paths share one component instance, so the lazy chunk loads once.
 */
function atPaths(
  page: Omit<PageRoute, 'path' | 'example' | 'canonicalPath'>,
  ...paths: [string, ...string[]]
): PageRoute[] {
  return paths.map((path) => ({ ...page, path, example: path, canonicalPath: paths[0] }));
}

export const pageRoutes: readonly PageRoute[] = [
  {
    id: 'home',
    path: '/',
    title: 'Modular Wooden Furniture, Made to Order',
    description:
      'Design bookshelves, sideboards and storage from Baltic birch cells, see the price as you build, and have it made to order in California.',
    Component: lazyPage(home, 'HomeRoute'),
    example: '/',
  },
  {
    id: 'about',
    path: '/about',
    title: 'About Us',
    description:
      'How we started, who builds your furniture, and why we make modular storage from Baltic birch in California.',
    Component: lazyPage(about, 'AboutPage'),
    example: '/about',
  },
  {
    id: 'configurator',
    path: '/configurator',
    title: 'Cell Configurator',
    description:
      'Design a piece from standard, tall and wide Baltic birch cells, add doors and dividers, and see its price and size as you build.',
    Component: lazyPage(configurator, 'ConfiguratorPage'),
    example: '/configurator',
  },
  {
    id: 'configurator-inch',
    path: '/configurator-inch',
    title: 'Inch Configurator',
    description:
      'Set the width, height and depth of a sideboard or TV stand to the inch, choose colors and fronts, and watch the price update.',
    Component: lazyPage(inchConfigurator, 'InchConfiguratorPage'),
    example: '/configurator-inch',
  },
  {
    id: 'checkout',
    path: '/checkout/:checkoutId?',
    title: 'Checkout',
    description:
      'Enter your shipping address, choose a delivery option and pay by card to place your made-to-order furniture order.',
    Component: lazyPage(checkout, 'CheckoutPage'),
    example: '/checkout',
  },
  {
    id: 'checkout-success',
    path: '/checkout-success',
    title: 'Thank You for Your Order',
    description:
      'Your payment went through and your order is placed. Here is what happens next while your furniture is made.',
    Component: lazyPage(orderConfirmation, 'CheckoutSuccessPage'),
    example: '/checkout-success',
  },
  ...atPaths(
    {
      id: 'order-confirmation',
      title: 'Order Confirmation',
      description:
        'The details of your order: what you ordered, where it ships, what you paid, and when we expect to ship it.',
      Component: lazyPage(orderConfirmation, 'OrderConfirmationPage'),
    },
    '/confirmation',
    '/order-confirmation',
  ),
  {
    id: 'order',
    path: '/orders/:orderId',
    title: 'Your Order',
    description:
      'Your order as it stands: what you ordered, where it ships, when it should arrive and what you paid.',
    Component: lazyPage(orderPage, 'OrderPage'),
    example: '/orders/00000000-0000-4000-8000-000000000000',
  },
  {
    id: 'auth',
    path: '/auth',
    title: 'Sign In',
    description:
      'Sign in or create an account to keep your wishlist and cart on every device and follow your orders as they are made.',
    Component: lazyPage(auth, 'AuthPage'),
    example: '/auth',
  },
  ...atPaths(
    {
      id: 'email-confirmation',
      title: 'Confirm Your Email',
      description:
        'Confirm the email address on your new account so you can sign in, save designs and follow your orders.',
      Component: lazyPage(auth, 'EmailConfirmPage'),
    },
    '/auth/confirm',
    '/auth-confirm',
  ),
  {
    id: 'reset-password',
    path: '/reset-password',
    title: 'Reset Password',
    description:
      'Choose a new password for your account after following the reset link we sent to your email address.',
    Component: lazyPage(auth, 'ResetPasswordPage'),
    example: '/reset-password',
  },
  {
    id: 'shop',
    path: '/shop',
    title: 'Shop All Furniture',
    description:
      'Browse every category we make, from bookshelves and sideboards to shoe racks and wall storage, all built to order from Baltic birch.',
    Component: lazyPage(shop, 'ShopPage'),
    example: '/shop',
  },
  {
    id: 'category',
    path: '/shop/:category',
    title: categoryPlural,
    description: (params) =>
      `${categoryPlural(params)} made to order from Baltic birch in California: browse the designs or change one to fit your space.`,
    Component: lazyPage(category, 'CategoryPage'),
    accepts: knownCategory,
    example: '/shop/bookshelf',
  },
  {
    id: 'free-form-product',
    path: '/shop/free-form/product/free-form',
    title: 'Free-Form Cell Configurator',
    description:
      'Design a free-form piece from standard, tall and wide Baltic birch cells in 3D, with doors, dividers and drawers, priced as you build.',
    Component: lazyPage(configurator, 'FreeFormPage'),
    example: '/shop/free-form/product/free-form',
  },
  {
    id: 'product',
    path: '/shop/:category/product/:productId',
    title: (params) => productPageMeta(params.category).title,
    description: (params) => productPageMeta(params.category).description,
    Component: lazyPage(product, 'ProductRoute'),
    // Named by its design once the design is known (ProductPage).
    metaFromScreen: true,
    header: 'product',
    accepts: knownCategory,
    example: '/shop/tv-stand/product/minimalist-tv-console',
  },
  {
    id: 'best-designs',
    path: '/best-designs',
    title: 'Best Designs',
    description:
      'Favorite designs from our customers and workshop, ready to order as they are or to change in the configurator.',
    Component: lazyPage(bestDesigns, 'BestDesignsPage'),
    example: '/best-designs',
  },
  ...atPaths(
    {
      id: 'blog',
      title: 'Blog',
      description:
        'Notes from our California workshop: how we design and build modular furniture, caring for birch, and homes our customers furnished.',
      Component: lazyPage(blog, 'BlogPage'),
    },
    '/blog',
    '/news',
  ),
  {
    id: 'blog-article',
    path: '/blog/:articleSlug',
    title: 'Blog Article',
    description:
      'An article from our workshop journal about designing, building and caring for modular Baltic birch furniture.',
    Component: lazyPage(article, 'ArticleRoute'),
    metaFromScreen: true,
    example: '/blog/caring-for-birch',
  },
  {
    id: 'faq',
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about our furniture: materials, sizes, lead times, shipping, assembly, returns and care.',
    Component: lazyPage(faq, 'FaqPage'),
    example: '/faq',
  },
  {
    id: 'contact',
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions about a design, an order or a delivery? Here is how to reach the people who design and build your furniture.',
    Component: lazyPage(contact, 'ContactPage'),
    example: '/contact',
  },
  {
    id: 'assembly-instructions',
    path: '/assembly-instructions/:orderId',
    title: 'Assembly Instructions',
    description:
      'Step-by-step assembly instructions made for the exact pieces in your order, with every panel and fitting listed.',
    Component: lazyPage(orders, 'AssemblyInstructionsPage'),
    example: '/assembly-instructions/BC-1001',
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What personal information we collect when you visit and shop with us, why we collect it, how long we keep it, and your choices.',
    Component: lazyPage(policies, 'PrivacyPolicyPage'),
    example: '/privacy-policy',
  },
  {
    id: 'terms-of-use',
    path: '/terms-of-use',
    title: 'Terms of Use',
    description:
      'The terms that apply when you use this website, design furniture in our configurators and place an order with us.',
    Component: lazyPage(policies, 'TermsOfUsePage'),
    example: '/terms-of-use',
  },
  {
    id: 'return-policy',
    path: '/return-policy',
    title: 'Return Policy',
    description:
      'How returns work for made-to-order furniture: what can be returned, within what time, and how refunds are paid.',
    Component: lazyPage(policies, 'ReturnPolicyPage'),
    example: '/return-policy',
  },
  {
    id: 'shipping-policy',
    path: '/shipping-policy',
    title: 'Shipping Policy',
    description:
      'Where we ship, how orders are packed and sent, how shipping costs are worked out, and when to expect your furniture.',
    Component: lazyPage(policies, 'ShippingPolicyPage'),
    example: '/shipping-policy',
  },
  {
    id: 'warranty',
    path: '/warranty',
    title: 'Warranty',
    description:
      'What our warranty covers on the Baltic birch, the laminate fronts and the hardware, how long it lasts, and how to claim.',
    Component: lazyPage(policies, 'WarrantyPage'),
    example: '/warranty',
  },
  {
    id: 'assembly',
    path: '/assembly',
    title: 'Assembly',
    description:
      'How our modular furniture goes together: the tools you need, how long it takes, and tips for building a piece on your own.',
    Component: lazyPage(content, 'AssemblyPage'),
    example: '/assembly',
  },
  {
    id: 'manufacturing',
    path: '/manufacturing',
    title: 'Manufacturing',
    description:
      'How your furniture is made in California: cutting the Baltic birch, laminating fronts, finishing edges and packing every panel.',
    Component: lazyPage(content, 'ManufacturingPage'),
    example: '/manufacturing',
  },
  {
    id: 'sustainability',
    path: '/sustainability',
    title: 'Sustainability',
    description:
      'The materials we choose, how we keep waste low in our California workshop, and the tree we plant for every custom shelf order.',
    Component: lazyPage(content, 'SustainabilityPage'),
    example: '/sustainability',
  },
  {
    id: 'trade-program',
    path: '/trade-program',
    title: 'Trade Program',
    description:
      'Ordering, pricing and support for trade buyers who furnish homes, rentals and offices with our made-to-order storage.',
    Component: lazyPage(programs, 'TradeProgramPage'),
    example: '/trade-program',
  },
  {
    id: 'commercial-program',
    path: '/commercial-program',
    title: 'Commercial Program',
    description:
      'Made-to-order Baltic birch storage for shops, offices, studios and hospitality projects, planned with our team.',
    Component: lazyPage(programs, 'CommercialProgramPage'),
    example: '/commercial-program',
  },
  {
    id: 'made-for-interior-designers',
    path: '/made-for-interior-designers',
    title: 'Made for Interior Designers',
    description:
      'Custom storage for your clients: exact dimensions, our finish palette, and a California workshop that builds to your plan.',
    Component: lazyPage(programs, 'InteriorDesignersPage'),
    example: '/made-for-interior-designers',
  },
  {
    id: 'profile-overview',
    path: '/profile/overview',
    title: 'Account Overview',
    description:
      'Your account at a glance: your details, recent orders, saved designs and shortcuts to the rest of your profile.',
    Component: profilePage(
      () => import('../features/profile/overview-page.tsx'),
      'ProfileOverviewPage',
    ),
    access: 'signed-in',
    example: '/profile/overview',
  },
  {
    id: 'profile-address',
    path: '/profile/address',
    title: 'Your Address',
    description:
      'Keep your shipping address up to date so checkout is quicker and your furniture arrives at the right door.',
    Component: profilePage(
      () => import('../features/profile/address-page.tsx'),
      'ProfileAddressPage',
    ),
    access: 'signed-in',
    example: '/profile/address',
  },
  {
    id: 'profile-order-status',
    path: '/profile/order-status',
    title: 'Order Status',
    description:
      'Follow each of your orders from payment through production and shipping to delivery at your door.',
    Component: profilePage(
      () => import('../features/profile/order-status-page.tsx'),
      'ProfileOrderStatusPage',
    ),
    access: 'signed-in',
    example: '/profile/order-status',
  },
  {
    id: 'profile-wishlist',
    path: '/profile/wishlist',
    title: 'Your Wishlist',
    description:
      'The designs you saved: load one back into the configurator, move it to your cart, or share it with a link.',
    Component: profilePage(
      () => import('../features/profile/wishlist-page.tsx'),
      'ProfileWishlistPage',
    ),
    access: 'signed-in',
    example: '/profile/wishlist',
  },
  {
    id: 'profile-update-password',
    path: '/profile/update-password',
    title: 'Update Password',
    description:
      'Change the password you use to sign in. You need your current password and a new one of at least 8 characters.',
    Component: profilePage(
      () => import('../features/profile/update-password-page.tsx'),
      'ProfileUpdatePasswordPage',
    ),
    access: 'signed-in',
    example: '/profile/update-password',
  },
];

/**
 * The owner's admin (`/admin/*`): a part of the app of its own, with its own pages and shell. It is
 * loaded only once the session says an admin is signed in (`AdminGate` in src/web/router.tsx), so a
 * customer's or a visitor's download never holds it; everyone else sees the not-found screen.
 */
export const adminArea = {
  path: '/admin/*',
  load: () => import('../features/admin/admin-app.tsx'),
};

/** The pages that host a 3D view, judged by the 3D pages' speed targets (bench/lighthouse.ts). */
export const THREE_D_PAGES: ReadonlySet<string> = new Set([
  'configurator',
  'configurator-inch',
  'free-form-product',
  'product',
]);

/**
 * The pages whose first screen the server writes into the page answer (src/web/first-screen.tsx,
 * docs/decisions/020-first-screen.md): the storefront's pages that read the same for everyone,
 * and every page hosting a 3D view, written around its configurator (a product page's facts, the
 * heading, the loading line), which the browser draws. Accounts and checkout start in the browser.
 */
export const SERVER_WRITTEN_PAGES: ReadonlySet<string> = new Set([
  'home',
  'about',
  'shop',
  'category',
  'best-designs',
  'blog',
  'blog-article',
  'faq',
  'contact',
  'privacy-policy',
  'terms-of-use',
  'return-policy',
  'shipping-policy',
  'warranty',
  'assembly',
  'manufacturing',
  'sustainability',
  'trade-program',
  'commercial-program',
  'made-for-interior-designers',
  // Public too: a sign-in form, the same for everyone until the app knows who is there.
  'auth',
  ...THREE_D_PAGES,
]);

export const PROFILE_HOME = '/profile/overview';

export function resolveMeta(text: MetaText, params: RouteParams): string {
  return typeof text === 'function' ? text(params) : text;
}
