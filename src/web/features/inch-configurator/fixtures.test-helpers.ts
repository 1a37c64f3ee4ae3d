import type { InchHost } from './inch-facts.ts';

/** The configurator on the Minimalist TV Console's product page. */
export const TV_CONSOLE_HOST: InchHost = {
  place: 'product-page',
  product: {
    kind: 'tv-stand',
    kindLabel: 'TV stand',
    id: 'p-7',
    name: 'Minimalist TV Console',
    pageUrl: '/shop/tv-stand/product/p-7',
  },
};
