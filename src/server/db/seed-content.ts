import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BannerSegment } from '../../contract/storefront.ts';
import type { Database } from './client.ts';
import * as content from './schema/content.ts';

type Tx = Pick<Database, 'select' | 'insert'>;

// The demo storefront content (docs/rules/storefront.md): what a new shop shows until the owner
// changes it. Each table is filled only while it is empty, so the owner's edits survive restarts.

export const DEMO_HERO_SLIDES = [
  {
    title: 'Storage Designed by You',
    description:
      'Start from one of our designs or a blank grid, set every cell, door and drawer, and see the price as you go. We build exactly what you drew.',
    imageUrl: '/api/images/hero/1.png',
    altText:
      'A birch open bookcase of six cells, three wide and two high, drawn in our 3D configurator',
  },
  {
    title: 'Baltic Birch, Built to Last',
    description:
      'Half-inch Baltic birch plywood, its layered edge left on show: flat, strong and handsome for decades of books, records and dishes.',
    imageUrl: '/api/images/hero/2.png',
    altText: 'A long black sideboard: a row of open birch cells over a row of black doors',
  },
  {
    title: 'Made to Order in California',
    description:
      'Cut, laminated and packed in our California workshop, shipped flat by FedEx, and put together at home with the tools in the box.',
    imageUrl: '/api/images/hero/3.png',
    altText: 'A low white TV console with a drawer at each end and two open birch bays between',
  },
] as const;

/** The home page's sections: the Why Choose cards by key, then the gallery captions. */
export const DEMO_HOME_SECTIONS = [
  {
    sectionKey: 'why-baltic-birch',
    title: 'Premium Baltic birch',
    description:
      'Void-free birch plywood that holds screws firmly, stays flat and carries a full shelf of books without sagging.',
  },
  {
    sectionKey: 'why-custom-shelving',
    title: 'Shelving to your measurements',
    description:
      'Choose the width, height and depth in inches or stack 13-inch cells, then place doors, drawers and dividers where you need them.',
  },
  {
    sectionKey: 'why-sustainable',
    title: 'One tree for every custom shelf',
    description:
      'We plant a tree for every custom shelf order, cut panels to keep offcuts small and ship flat to save space on the truck.',
  },
  {
    sectionKey: 'why-california',
    title: 'Made in California',
    description:
      'Each piece is cut, finished and packed in our California workshop after you order it, never pulled from a warehouse shelf.',
  },
  {
    sectionKey: 'why-hpl',
    title: 'Colourful HPL fronts',
    description:
      'Doors and drawer fronts in high-pressure laminate, in white, black, red, blue, green or yellow, that shrug off scratches and spills.',
  },
  {
    sectionKey: 'why-exposed-edge',
    title: 'The edge on show',
    description:
      'We leave the striped plywood edge visible and sand it smooth: it shows how your piece is built, layer by layer.',
  },
] as const;

export const DEMO_ABOUT_SECTIONS = [
  {
    sectionKey: 'hero',
    title: 'Furniture you design, built by people who care how it is made',
    content:
      'We started in a small California workshop with one idea: storage should fit the room and the things you own, not the other way round. Today thousands of customers design their own pieces with us, and every one is still cut to order.',
  },
  {
    sectionKey: 'founder-1',
    title: 'Maya, co-founder and head of design',
    content:
      'Maya drew the first 13-inch cell on a napkin after failing to find a record shelf that fit under her window. She still reviews every new finish and every change to the configurator.',
  },
  {
    sectionKey: 'founder-2',
    title: 'Daniel, co-founder and workshop lead',
    content:
      'Daniel spent ten years building cabinets before setting up our CNC line. He decides how each panel is cut, drilled and packed so that it goes together at home the first time.',
  },
  {
    sectionKey: 'crafting-dreams',
    title: 'How it started',
    content:
      'In 2020 we built modular shelves for friends from Baltic birch offcuts. The requests grew faster than we could sketch them, so we wrote a tool to let people design their own, and the workshop has been busy ever since.',
  },
  {
    sectionKey: 'vision-to-reality',
    title: 'Our promise',
    content:
      'What you see in the configurator is what we build: the same dimensions, the same finishes, the same price. If a part arrives damaged or a panel is wrong, we make it again.',
  },
  {
    sectionKey: 'your-story',
    title: 'Your story, in plywood',
    content:
      'A first apartment bookcase that grows into a wall unit. A TV stand that swallows every cable. A shoe rack sized to the last inch of a hallway. Tell us what you made: we love seeing pieces at home.',
  },
  {
    sectionKey: 'designed-to-evolve',
    title: 'Designed to evolve',
    content:
      'Cells share one size, so a piece can grow with you: add a row, swap open cells for doors, or split a unit across two rooms when you move.',
  },
  {
    sectionKey: 'customization-without-complexity',
    title: 'Customisation without complexity',
    content:
      'The configurator only offers what we can build, explains every limit in plain words, and prices each change as you make it.',
  },
  {
    sectionKey: 'community-of-creators',
    title: 'A community of creators',
    content:
      'Share a design by link, borrow an idea from our Best Designs, or ask our team for five days of free design help after you order.',
  },
] as const;

/** The shop's standing message, true in any shop: no sale, no countdown. */
function treesBanner(setId: string) {
  const trees: BannerSegment[] = [
    { text: 'We plant a tree for every custom shelf order. ', bold: false, underline: false },
    { text: 'How we build', href: '/sustainability', bold: false, underline: true },
  ];
  return {
    setId,
    contentSegments: trees,
    color: '#1F2937',
    countdownDurationSeconds: 0,
    showCountdown: false,
    sortOrder: 20,
  };
}

/**
 * The demo shop's running promotion, with a weekly countdown starting today, before the standing
 * message. Its discounts are the product pages' own, which do not end, so a live shop never starts
 * with it: there the owner puts up a promotion of their own.
 */
function demoSaleBanner(setId: string, now: Date) {
  const weekStart = new Date(now);
  weekStart.setUTCHours(0, 0, 0, 0);
  const sale: BannerSegment[] = [
    { text: 'Winter sale: ', bold: true, underline: false },
    {
      text: '30% off cell designs and 20% off inch designs on their product pages. ',
      bold: false,
      underline: false,
    },
    { text: 'See the designs', href: '/shop', bold: true, underline: true },
  ];
  return {
    setId,
    contentSegments: sale,
    color: '#22C55E',
    countdownDurationSeconds: 7 * 24 * 60 * 60,
    showCountdown: true,
    countdownStartAt: weekStart,
    sortOrder: 10,
  };
}

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the storefront content tables that are still empty. `demo` (every shop but a live one)
 * adds the demo promotion to the banner, its countdown starting on the day of `now`.
 */
export async function seedContentTables(
  tx: Tx,
  { now, demo = true }: { now: Date; demo?: boolean },
): Promise<void> {
  if (await isEmpty(tx, content.homepageMedia)) {
    await tx.insert(content.homepageMedia).values(
      DEMO_HERO_SLIDES.map((slide, index) => ({
        ...slide,
        type: 'hero_image',
        sortOrder: (index + 1) * 10,
      })),
    );
  }
  if (await isEmpty(tx, content.homepageSections)) {
    await tx
      .insert(content.homepageSections)
      .values(
        DEMO_HOME_SECTIONS.map((section, index) => ({ ...section, sortOrder: (index + 1) * 10 })),
      );
  }
  if (await isEmpty(tx, content.aboutSections)) {
    await tx
      .insert(content.aboutSections)
      .values(
        DEMO_ABOUT_SECTIONS.map((section, index) => ({ ...section, sortOrder: (index + 1) * 10 })),
      );
  }
  if (await isEmpty(tx, content.adBannerSettings)) {
    const [set] = await tx
      .insert(content.adBannerSets)
      .values({
        name: demo ? 'Winter sale' : 'Standing messages',
        rotationIntervalMs: 5000,
        maxBanners: 3,
      })
      .returning({ id: content.adBannerSets.id });
    if (!set) throw new Error('the banner set was not stored');
    await tx
      .insert(content.adBanners)
      .values(demo ? [demoSaleBanner(set.id, now), treesBanner(set.id)] : [treesBanner(set.id)]);
    await tx
      .insert(content.adBannerSettings)
      .values({ enabled: true, activeSetId: set.id, updatedAt: now });
  }
}
