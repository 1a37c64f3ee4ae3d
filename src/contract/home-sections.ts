// The home page's section keys (`homepage_sections.section_key`, docs/rules/storefront.md): the
// server seeds and serves rows under these keys, and the home page puts each row in its place.
// Kept apart from storefront.ts so the browser can read them without loading a zod build.

/** One key per Why Choose card, in the cards' order; a row under a key replaces its card's words. */
export const WHY_CHOOSE_SECTION_KEYS = [
  'why-baltic-birch',
  'why-custom-shelving',
  'why-sustainable',
  'why-california',
  'why-hpl',
  'why-exposed-edge',
] as const;
export type WhyChooseSectionKey = (typeof WHY_CHOOSE_SECTION_KEYS)[number];

/**
 * Rows whose key starts with this (`gallery-1`, `gallery-walnut`…) are the image slider's slides, in
 * their sort order; any such row replaces the whole fallback set.
 */
export const GALLERY_SECTION_PREFIX = 'gallery-';

/** Rows whose key starts with this (`at-home-1`…) are the at-home gallery's pictures, likewise. */
export const AT_HOME_SECTION_PREFIX = 'at-home-';
