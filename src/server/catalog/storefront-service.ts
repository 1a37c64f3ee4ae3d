import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BANNER_DEFAULTS,
  bannerSegment,
  type AboutContent,
  type Banner,
  type BannerSet,
  type HomeContent,
} from '../../contract/storefront.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { listPicturedCategories } from './service.ts';
import type { Database } from '../db/client.ts';
import {
  aboutSections,
  adBannerSets,
  adBannerSettings,
  adBanners,
  homepageMedia,
  homepageSections,
} from '../db/schema.ts';

// The owner's storefront content (docs/rules/storefront.md): only active rows, in their sort order.

const NO_BANNER: BannerSet = {
  rotationIntervalMs: BANNER_DEFAULTS.rotationIntervalMs,
  banners: [],
};
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** A banner's stored text: at least one segment. */
const storedSegments = z.array(bannerSegment).min(1);
/** The most banners a set may show, whatever its row says: the bar is one line at a time. */
const MAX_BANNERS_CEILING = 10;
/** Rotation faster than this is unreadable; slower than this is a banner that never changes. */
const ROTATION_BOUNDS = { min: 2000, max: 60_000 } as const;

type BannerRow = typeof adBanners.$inferSelect;

/**
 * One banner as the storefront shows it, or null when its stored segments cannot be shown (an
 * owner's typo must not take the whole bar down: that banner is left out and the reason logged).
 */
export function bannerView(row: BannerRow): Banner | null {
  const segments = storedSegments.safeParse(row.contentSegments);
  if (!segments.success) return null;
  const duration = row.countdownDurationSeconds;
  return {
    id: row.id,
    segments: segments.data,
    color: HEX_COLOUR.test(row.color) ? row.color : BANNER_DEFAULTS.color,
    countdown:
      row.showCountdown && duration > 0
        ? {
            durationSeconds: duration,
            startAt: (row.countdownStartAt ?? row.createdAt).toISOString(),
          }
        : null,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The running banners: the newest settings row → its active set (when both are enabled) → the
 * set's active banners by sort order, at most the set's `max_banners`. Anything missing or off
 * on the way: no banner.
 */
export async function readBanner(
  db: Database,
  skipped: (bannerId: string) => void = () => {},
): Promise<BannerSet> {
  const [settings] = await db
    .select({ enabled: adBannerSettings.enabled, setId: adBannerSettings.activeSetId })
    .from(adBannerSettings)
    .orderBy(desc(adBannerSettings.updatedAt))
    .limit(1);
  if (!settings?.enabled || !settings.setId) return NO_BANNER;
  const [set] = await db
    .select()
    .from(adBannerSets)
    .where(eq(adBannerSets.id, settings.setId))
    .limit(1);
  if (!set?.enabled) return NO_BANNER;
  const rows = await db
    .select()
    .from(adBanners)
    .where(and(eq(adBanners.setId, set.id), eq(adBanners.isActive, true)))
    .orderBy(asc(adBanners.sortOrder), asc(adBanners.createdAt))
    .limit(clamp(set.maxBanners, 0, MAX_BANNERS_CEILING));
  const banners: Banner[] = [];
  for (const row of rows) {
    const view = bannerView(row);
    if (view) banners.push(view);
    else skipped(row.id);
  }
  return {
    rotationIntervalMs: clamp(set.rotationIntervalMs, ROTATION_BOUNDS.min, ROTATION_BOUNDS.max),
    banners,
  };
}

/** The home page: hero slides, sections and categories, read together. */
export async function readHome(
  db: Database,
  pictures: Pick<ImageStore, 'urlOf'>,
): Promise<HomeContent> {
  const [heroSlides, sections, categories] = await Promise.all([
    db
      .select({
        id: homepageMedia.id,
        title: homepageMedia.title,
        description: homepageMedia.description,
        imageUrl: homepageMedia.imageUrl,
        altText: homepageMedia.altText,
      })
      .from(homepageMedia)
      .where(and(eq(homepageMedia.type, 'hero_image'), eq(homepageMedia.isActive, true)))
      .orderBy(asc(homepageMedia.sortOrder), asc(homepageMedia.createdAt)),
    db
      .select({
        id: homepageSections.id,
        sectionKey: homepageSections.sectionKey,
        title: homepageSections.title,
        description: homepageSections.description,
        imageUrl: homepageSections.imageUrl,
      })
      .from(homepageSections)
      .where(eq(homepageSections.isActive, true))
      .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.createdAt)),
    listPicturedCategories(db, pictures),
  ]);
  return { heroSlides, sections, categories };
}

/** The About page's active sections. */
export async function readAbout(db: Database): Promise<AboutContent> {
  const sections = await db
    .select({
      sectionKey: aboutSections.sectionKey,
      title: aboutSections.title,
      content: aboutSections.content,
      imageUrl: aboutSections.imageUrl,
    })
    .from(aboutSections)
    .where(eq(aboutSections.isActive, true))
    .orderBy(asc(aboutSections.sortOrder), asc(aboutSections.sectionKey));
  return { sections };
}

/**
 * What the About sections are now, as one short text: any change the owner makes (an edit, a move,
 * a new or deleted section) changes it, so a page written from older sections is written again.
 * Read from the database, it holds for every shop process alike.
 */
export async function aboutContentVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`md5(coalesce(string_agg(${aboutSections.id}::text || ':' || ${aboutSections.version}, ',' order by ${aboutSections.id}), ''))`,
    })
    .from(aboutSections);
  return row?.version ?? '';
}
