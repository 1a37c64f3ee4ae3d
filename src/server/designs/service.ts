import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sharedDesigns } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const SHARE_ID_LENGTH = 8;
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const SHARE_ID_PATTERN = /^[A-Za-z0-9]{8}$/;

export interface NewSharedDesign {
  designType: string;
  configurationData: unknown[];
  details: Record<string, unknown>;
  showBackPanel: boolean;
  backPanelDoubleSided: boolean;
  selectedColor: string;
  selectedTexture: string | null;
  thumbnailUrl: string | null;
  inchConfig: unknown;
}

/** What anyone with the link sees; the creator's id stays on the server. */
export interface SharedDesign {
  id: string;
  name: string;
  designType: string;
  configurationData: unknown;
  details: unknown;
  showBackPanel: boolean;
  backPanelDoubleSided: boolean;
  selectedColor: string;
  selectedTexture: string | null;
  thumbnailUrl: string | null;
  isPublic: boolean;
  shareUrl: string;
  inchConfig: unknown;
  createdAt: string;
}

export function newShareId(): string {
  let id = '';
  for (let i = 0; i < SHARE_ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Inch designs open in the inch configurator, box designs in the cell configurator. */
export function sharePath(designType: string, id: string): string {
  const page = designType.startsWith('inch') ? '/configurator-inch' : '/configurator';
  return `${page}?d=${id}`;
}

export function sharedDesignName(now: Date): string {
  const date = now.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Shared Design ${date}`;
}

function toPublic(row: typeof sharedDesigns.$inferSelect): SharedDesign {
  return {
    id: row.id,
    name: row.name,
    designType: row.designType,
    configurationData: row.configurationData,
    details: row.details,
    showBackPanel: row.showBackPanel,
    backPanelDoubleSided: row.backPanelDoubleSided,
    selectedColor: row.selectedColor,
    selectedTexture: row.selectedTexture,
    thumbnailUrl: row.thumbnailUrl,
    isPublic: row.isPublic,
    shareUrl: row.shareUrl,
    inchConfig: row.inchConfig ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a public record of a design; a clash of random ids (rare) just draws another. */
export async function shareDesign(
  db: Database,
  design: NewSharedDesign,
  context: { publicUrl: string; userId: string | null; now?: Date },
): Promise<SharedDesign> {
  const now = context.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = newShareId();
    const inserted = await db
      .insert(sharedDesigns)
      .values({
        id,
        name: sharedDesignName(now),
        designType: design.designType,
        configurationData: design.configurationData,
        details: design.details,
        showBackPanel: design.showBackPanel,
        backPanelDoubleSided: design.backPanelDoubleSided,
        selectedColor: design.selectedColor,
        selectedTexture: design.selectedTexture,
        thumbnailUrl: design.thumbnailUrl,
        isPublic: true,
        createdBy: context.userId,
        shareUrl: new URL(sharePath(design.designType, id), context.publicUrl).toString(),
        inchConfig: design.inchConfig ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: sharedDesigns.id })
      .returning();
    const row = inserted[0];
    if (row) return toPublic(row);
  }
  throw new AppError('unavailable', 'Could not make a share link. Please try again.');
}

export async function findSharedDesign(db: Database, id: string): Promise<SharedDesign> {
  if (SHARE_ID_PATTERN.test(id)) {
    const [row] = await db
      .select()
      .from(sharedDesigns)
      .where(and(eq(sharedDesigns.id, id), eq(sharedDesigns.isPublic, true)));
    if (row) return toPublic(row);
  }
  throw new AppError('not_found', 'This shared design does not exist. It may have been mistyped.');
}
