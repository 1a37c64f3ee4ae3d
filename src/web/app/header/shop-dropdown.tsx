import { deferredMenu } from './deferred-menu.tsx';
import { ShopMenuButton } from './shop-menu-button.tsx';

/** Desktop Shop menu: the eight categories of docs/rules/storefront.md. */
export const ShopDropdown = deferredMenu(
  () => import('./shop-menu.tsx').then((module) => module.ShopMenu),
  'The Shop menu',
  'press',
  (_props: object, handlers) => <ShopMenuButton {...handlers} />,
);
