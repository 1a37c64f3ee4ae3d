import * as z from 'zod/mini';

// The owner-managed storefront content (docs/rules/storefront.md): the home page (`GET /api/home`),
// the promotional banner (`GET /api/banner`) and the About page's sections (`GET /api/about`).
// The browser starts from its fallback copy and replaces it with these answers.

/** One run of a banner's text: a link when `href` is set, bold and underlined as flagged. */
export const bannerSegment = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(300)),
  href: z.optional(z.string().check(z.maxLength(500))),
  bold: z._default(z.boolean(), false),
  underline: z._default(z.boolean(), false),
});
export type BannerSegment = z.infer<typeof bannerSegment>;

export const BANNER_DEFAULTS = {
  rotationIntervalMs: 5000,
  maxBanners: 3,
  color: '#22C55E',
  /** The banner is read again this often (and is fresh for as long). */
  refreshMs: 60_000,
} as const;

export const bannerOutput = z.object({
  id: z.string(),
  segments: z.array(bannerSegment),
  /** A CSS hex colour for the bar. */
  color: z.string(),
  /**
   * The countdown, when the banner shows one: it repeats every `durationSeconds` from `startAt`
   * (ISO). Null when `show_countdown` is off or the duration is 0 or less.
   */
  countdown: z.nullable(z.object({ durationSeconds: z.number(), startAt: z.string() })),
});
export type Banner = z.infer<typeof bannerOutput>;

/**
 * The id of the page's inline copy of `GET /api/banner` (a JSON script element the server writes
 * into every page), so the banner is in the first paint rather than pushing the page down later.
 */
export const BANNER_DATA_ID = 'banner-data';

/** The running banners in their order, or none (banner off, no active set, nothing active). */
export const bannerSetOutput = z.object({
  rotationIntervalMs: z.number(),
  banners: z.array(bannerOutput),
});
export type BannerSet = z.infer<typeof bannerSetOutput>;

/** A picture in the image store (`/api/images/…`), or null when there is none. */
const pictureUrl = z.nullable(z.string());

/** A titled text with its picture: what a hero slide and a home section both show. */
const pictureText = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: pictureUrl,
};

export const heroSlideOutput = z.object({ ...pictureText, altText: z.nullable(z.string()) });

export const homeSectionOutput = z.object({ ...pictureText, sectionKey: z.string() });

export const categorySummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  imageUrl: pictureUrl,
});

/** `GET /api/home`: the hero's slides, the page's sections and the active categories. */
export const homeOutput = z.object({
  heroSlides: z.array(heroSlideOutput),
  sections: z.array(homeSectionOutput),
  categories: z.array(categorySummary),
});
export type HomeContent = z.infer<typeof homeOutput>;

export const aboutSectionOutput = z.object({
  sectionKey: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: pictureUrl,
});
export type AboutSection = z.infer<typeof aboutSectionOutput>;

/** `GET /api/about`: the active About sections in their sort order. */
export const aboutOutput = z.object({ sections: z.array(aboutSectionOutput) });
export type AboutContent = z.infer<typeof aboutOutput>;

/** The About page's section keys (docs/rules/storefront.md); `why-{product}` is one per product. */
export const ABOUT_SECTION_KEYS = [
  'hero',
  'founder-1',
  'founder-2',
  'crafting-dreams',
  'vision-to-reality',
  'your-story',
  'designed-to-evolve',
  'customization-without-complexity',
  'community-of-creators',
] as const;
