import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SHARE_ID_LENGTH, SHARE_ID_PATTERN } from '../../contract/shared-design.ts';
import type { SharedDesign } from '../../contract/shared-design.ts';
import { designDetails } from '../../domain/design/facts.ts';
import { sharePath } from '../../domain/design/model.ts';
import type { Design } from '../../domain/design/model.ts';
import { storedDesignOf } from '../../domain/design/parse.ts';
import type { Database } from '../db/client.ts';
import { sharedDesigns } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A design to share: the design as the domain read it, the product it came from, its picture. */
export interface NewSharedDesign {
  design: Design;
  details: unknown;
  thumbnailUrl: string | null;
}

export function newShareId(): string {
  let id = '';
  for (let i = 0; i < SHARE_ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
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
    configurationData: row.configurationData as unknown[],
    details: row.details as Record<string, unknown>,
    showBackPanel: row.showBackPanel,
    backPanelDoubleSided: row.backPanelDoubleSided,
    selectedColor: row.selectedColor,
    selectedTexture: row.selectedTexture,
    thumbnailUrl: row.thumbnailUrl,
    isPublic: row.isPublic,
    shareUrl: row.shareUrl,
    inchConfig: (row.inchConfig as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The product a design was shared from, as its details name it. */
function productOf(details: unknown) {
  if (typeof details !== 'object' || details === null) return undefined;
  const { productId, productPageUrl } = details as Record<string, unknown>;
  return {
    ...(typeof productId === 'string' && productId.length <= 100 ? { productId } : {}),
    ...(typeof productPageUrl === 'string' && productPageUrl.startsWith('/shop/')
      ? { productPageUrl: productPageUrl.slice(0, 300) }
      : {}),
  };
}

/**
 * Stores a public record of a design: the design as the domain writes it back (nothing unknown is
 * kept) with the details that follow from it. A clash of random ids (rare) just draws another.
 */
export async function shareDesign(
  db: Database,
  { design, details, thumbnailUrl }: NewSharedDesign,
  context: { publicUrl: string; userId: string | null; now: Date },
): Promise<SharedDesign> {
  const { now } = context;
  const stored = storedDesignOf(design);
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = newShareId();
    const inserted = await db
      .insert(sharedDesigns)
      .values({
        id,
        name: sharedDesignName(now),
        designType: stored.designType,
        configurationData: stored.configurations,
        details: designDetails(design, productOf(details)),
        showBackPanel: stored.showBackPanel,
        backPanelDoubleSided: stored.backPanelDoubleSided,
        selectedColor: stored.selectedColor,
        selectedTexture: stored.selectedTexture,
        thumbnailUrl,
        isPublic: true,
        createdBy: context.userId,
        shareUrl: new URL(sharePath(stored, id), context.publicUrl).toString(),
        inchConfig: stored.inchConfig,
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
