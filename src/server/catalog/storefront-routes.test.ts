import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AboutContent, BannerSet, HomeContent } from '../../contract/storefront.ts';
import * as content from '../db/schema/content.ts';
import {
  DEMO_ABOUT_SECTIONS,
  DEMO_HERO_SLIDES,
  DEMO_HOME_SECTIONS,
  seedContentTables,
} from '../db/seed-content.ts';
import { testClock } from '../../../test/clock.ts';
import { openTestShop, type TestShop } from '../../../test/server-harness.ts';

/** The shop's clock: the seeded promotion counts down from its day. */
const clock = testClock('2026-11-20T08:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ clock });
});
afterAll(() => shop.close());

const read = async <T>(path: string) => {
  const response = await shop.request(path);
  expect(response.status).toBe(200);
  // The About page is asked again every time, so the owner's change shows on the next visit.
  expect(response.headers.get('cache-control')).toBe(
    path === '/api/about' ? 'no-cache' : 'public, max-age=60',
  );
  return (await response.json()) as T;
};

describe('GET /api/home', () => {
  it('answers the seeded hero slides, sections and categories in their order', async () => {
    const home = await read<HomeContent>('/api/home');
    expect(home.heroSlides.map((slide) => slide.title)).toEqual(
      DEMO_HERO_SLIDES.map((slide) => slide.title),
    );
    expect(home.sections.map((section) => section.sectionKey)).toEqual(
      DEMO_HOME_SECTIONS.map((section) => section.sectionKey),
    );
    expect(home.categories[0]).toMatchObject({ slug: 'bookshelf', name: 'Bookshelf' });
  });

  it('leaves out inactive rows and media of other types, and follows the sort order', async () => {
    const db = shop.database.db;
    await db.insert(content.homepageMedia).values([
      { title: 'First now', sortOrder: 1 },
      { title: 'Hidden', sortOrder: 2, isActive: false },
      { title: 'A gallery photo', type: 'gallery_image', sortOrder: 3 },
    ]);
    await db
      .insert(content.homepageSections)
      .values({ sectionKey: 'off', title: 'Off', isActive: false });
    const home = await read<HomeContent>('/api/home');
    expect(home.heroSlides[0]?.title).toBe('First now');
    expect(home.heroSlides.map((slide) => slide.title)).not.toContain('Hidden');
    expect(home.heroSlides.map((slide) => slide.title)).not.toContain('A gallery photo');
    expect(home.sections.map((section) => section.sectionKey)).not.toContain('off');
  });
});

describe('GET /api/about', () => {
  it('answers the active sections by sort order', async () => {
    const db = shop.database.db;
    await db
      .update(content.aboutSections)
      .set({ isActive: false })
      .where(eq(content.aboutSections.sectionKey, 'founder-2'));
    await db
      .insert(content.aboutSections)
      .values({ sectionKey: 'why-tv-stand', title: 'TV', sortOrder: 0 });
    const { sections } = await read<AboutContent>('/api/about');
    expect(sections.map((section) => section.sectionKey)).toEqual([
      'why-tv-stand',
      ...DEMO_ABOUT_SECTIONS.map((section) => section.sectionKey).filter(
        (key) => key !== 'founder-2',
      ),
    ]);
  });
});

describe('GET /api/banner', () => {
  const banner = () => read<BannerSet>('/api/banner');
  let setId: string;

  beforeEach(async () => {
    // Each case starts from the seeded promotion.
    const db = shop.database.db;
    await db.delete(content.adBannerSettings);
    await db.delete(content.adBannerSets);
    await seedContentTables(db, { now: clock() });
    const [set] = await db.select({ id: content.adBannerSets.id }).from(content.adBannerSets);
    setId = set!.id;
  });

  it('answers the running promotion: its banners in order, the first with its countdown', async () => {
    const { rotationIntervalMs, banners } = await banner();
    expect(rotationIntervalMs).toBe(5000);
    expect(banners).toHaveLength(2);
    expect(banners[0]).toMatchObject({
      color: '#22C55E',
      countdown: { durationSeconds: 604_800, startAt: '2026-11-20T00:00:00.000Z' },
    });
    expect(banners[0]?.segments.at(-1)).toEqual({
      text: 'See the designs',
      href: '/shop',
      bold: true,
      underline: true,
    });
    expect(banners[1]?.countdown).toBeNull();
  });

  it('starts a live shop with its standing message only: no demo sale, no countdown', async () => {
    const db = shop.database.db;
    await db.delete(content.adBannerSettings);
    await db.delete(content.adBannerSets);
    await seedContentTables(db, { demo: false, now: clock() });
    const { banners } = await banner();
    expect(banners.map((b) => b.segments.map((segment) => segment.text).join(''))).toEqual([
      'We plant a tree for every custom shelf order. How we build',
    ]);
    expect(banners[0]?.countdown).toBeNull();
  });

  it('is empty when the newest settings row turns it off, and back when a newer one turns it on', async () => {
    const db = shop.database.db;
    await db.insert(content.adBannerSettings).values({
      enabled: false,
      activeSetId: setId,
      updatedAt: new Date(clock.ms() + 1000),
    });
    expect((await banner()).banners).toEqual([]);
    await db.insert(content.adBannerSettings).values({
      enabled: true,
      activeSetId: setId,
      updatedAt: new Date(clock.ms() + 2000),
    });
    expect((await banner()).banners).toHaveLength(2);
  });

  it('is empty when the active set is disabled or missing', async () => {
    const db = shop.database.db;
    await db.update(content.adBannerSets).set({ enabled: false });
    expect((await banner()).banners).toEqual([]);
    await db.update(content.adBannerSettings).set({ activeSetId: null });
    expect((await banner()).banners).toEqual([]);
  });

  it('shows active banners by sort order, at most the set’s max_banners', async () => {
    const db = shop.database.db;
    await db.insert(content.adBanners).values([
      { setId, contentSegments: [{ text: 'Zero', bold: false, underline: false }], sortOrder: 0 },
      {
        setId,
        contentSegments: [{ text: 'Off', bold: false, underline: false }],
        sortOrder: 1,
        isActive: false,
      },
    ]);
    await db.update(content.adBannerSets).set({ maxBanners: 2, rotationIntervalMs: 8000 });
    const { banners, rotationIntervalMs } = await banner();
    expect(rotationIntervalMs).toBe(8000);
    expect(banners.map((b) => b.segments[0]?.text)).toEqual(['Zero', 'Winter sale: ']);
  });

  it('hides a countdown that is switched off or has no duration, and starts one at creation by default', async () => {
    const db = shop.database.db;
    await db.delete(content.adBanners);
    const created = new Date('2026-11-01T12:00:00Z');
    const segments = [{ text: 'Sale', bold: false, underline: false }];
    await db.insert(content.adBanners).values([
      {
        setId,
        contentSegments: segments,
        sortOrder: 1,
        countdownDurationSeconds: 3600,
        createdAt: created,
      },
      {
        setId,
        contentSegments: segments,
        sortOrder: 2,
        countdownDurationSeconds: 3600,
        showCountdown: false,
      },
      { setId, contentSegments: segments, sortOrder: 3, countdownDurationSeconds: 0 },
    ]);
    const { banners } = await banner();
    expect(banners.map((b) => b.countdown)).toEqual([
      { durationSeconds: 3600, startAt: created.toISOString() },
      null,
      null,
    ]);
  });

  it('leaves out a banner whose segments cannot be shown, and mends a colour that is not one', async () => {
    const db = shop.database.db;
    await db.delete(content.adBanners);
    await db.insert(content.adBanners).values([
      { setId, contentSegments: [{ oops: true }] as never, sortOrder: 1 },
      {
        setId,
        contentSegments: [{ text: 'Fine', bold: true, underline: false }],
        color: 'red;}',
        sortOrder: 2,
      },
    ]);
    const { banners } = await banner();
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({ color: '#22C55E', segments: [{ text: 'Fine' }] });
  });
});
