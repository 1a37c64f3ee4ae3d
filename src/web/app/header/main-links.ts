/** Header links beside Shop and Inch Config. */
export const MAIN_LINKS = [
  { to: '/configurator', label: 'Configurator' },
  { to: '/best-designs', label: 'Best Designs' },
  { to: '/about', label: 'About' },
] as const;

/** The free-form cell configurator (docs/rules/storefront.md), marked NEW in the navigation. */
export const FREE_FORM_LINK = {
  to: '/shop/free-form/product/free-form',
  label: 'Free Form',
  badge: 'NEW',
} as const;
