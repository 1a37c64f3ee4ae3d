import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MessageState } from '../../../contract/admin-people.ts';
import type { BannerSegment } from '../../../contract/storefront.ts';
import { users } from './accounts.ts';
import {
  createdAtColumn,
  idColumn,
  listedColumns,
  momentColumn,
  updatedAtColumn,
} from './columns.ts';

// What the owner changes without a deploy (docs/rules/storefront.md): the home page's hero and
// sections, the promotional banner and the About page's sections. Tables and columns are the
// spec's; the storefront reads only the active rows, in their sort order.

/** The home hero's slides (`type` = `hero_image`). */
export const homepageMedia = pgTable(
  'homepage_media',
  {
    id: idColumn(),
    type: text('type').notNull().default('hero_image'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    altText: text('alt_text'),
    ...listedColumns(),
  },
  (table) => [index('homepage_media_type_idx').on(table.type, table.sortOrder)],
);

/** The home page's text blocks, keyed by `section_key` (the Why Choose cards, the gallery). */
export const homepageSections = pgTable('homepage_sections', {
  id: idColumn(),
  sectionKey: text('section_key').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  ...listedColumns(),
});

/** A set of banners shown together; the settings row says which set runs. */
export const adBannerSets = pgTable('ad_banner_sets', {
  id: idColumn(),
  name: text('name').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  rotationIntervalMs: integer('rotation_interval_ms').notNull().default(5000),
  maxBanners: integer('max_banners').notNull().default(3),
  createdAt: createdAtColumn(),
});

/** The banner's switch: the newest row counts. */
export const adBannerSettings = pgTable('ad_banner_settings', {
  id: idColumn(),
  enabled: boolean('enabled').notNull().default(false),
  activeSetId: uuid('active_set_id').references(() => adBannerSets.id, { onDelete: 'set null' }),
  updatedAt: updatedAtColumn(),
});

export const adBanners = pgTable(
  'ad_banners',
  {
    id: idColumn(),
    setId: uuid('set_id')
      .notNull()
      .references(() => adBannerSets.id, { onDelete: 'cascade' }),
    contentSegments: jsonb('content_segments').$type<BannerSegment[]>().notNull(),
    color: text('color').notNull().default('#22C55E'),
    /** The countdown's cycle; 0 or less: no countdown. */
    countdownDurationSeconds: integer('countdown_duration_seconds').notNull().default(0),
    showCountdown: boolean('show_countdown').notNull().default(true),
    /** Where the countdown's cycles start; unset: the banner's creation time. */
    countdownStartAt: momentColumn('countdown_start_at'),
    ...listedColumns(),
  },
  (table) => [index('ad_banners_set_idx').on(table.setId, table.sortOrder)],
);

/** The About page's texts, keyed by `section_key` (docs/rules/storefront.md). */
export const aboutSections = pgTable('about_sections', {
  id: idColumn(),
  sectionKey: text('section_key').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  imageUrl: text('image_url'),
  ...listedColumns(),
  /** Goes up with every change the owner makes, so an edit made from an older read is refused. */
  version: integer('version').notNull().default(1),
});

/** The contact form and the programme applications, kept whether or not the mail goes out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic'),
    company: text('company'),
    phone: text('phone'),
    website: text('website'),
    message: text('message').notNull(),
    /** The signed-in customer who sent it, if any. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    /** The owner's progress: `unread` until opened and marked, then `read`, then `answered`. */
    state: text('state').$type<MessageState>().notNull().default('unread'),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    // The owner's list: unread first, newest first within each.
    index('contact_messages_state_created_idx').on(table.state, table.createdAt),
    check('contact_messages_state', sql`${table.state} in ('unread', 'read', 'answered')`),
  ],
);
