import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/**
 * Designs shared by link (docs/rules/configurators.md): public to anyone with the 8-character id. The
 * creator is kept when the sharer was signed in; no foreign key, so deleting an account leaves
 * links that were handed out working.
 */
export const sharedDesigns = pgTable(
  'shared_designs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    designType: text('design_type').notNull(),
    configurationData: jsonb('configuration_data').notNull(),
    details: jsonb('details').notNull(),
    showBackPanel: boolean('show_back_panel').notNull().default(true),
    backPanelDoubleSided: boolean('back_panel_double_sided').notNull().default(false),
    selectedColor: text('selected_color').notNull(),
    selectedTexture: text('selected_texture'),
    thumbnailUrl: text('thumbnail_url'),
    isPublic: boolean('is_public').notNull().default(true),
    createdBy: text('created_by'),
    shareUrl: text('share_url').notNull(),
    inchConfig: jsonb('inch_config'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('shared_designs_created_by_idx').on(table.createdBy)],
);
