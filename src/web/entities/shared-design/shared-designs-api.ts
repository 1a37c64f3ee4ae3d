import * as z from 'zod/mini';
import { sharePath } from '../../../domain/design/model.ts';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { getJson, requestJson } from '../../lib/api-client.ts';

/** What a share sends (configurators §3, shared_designs). */
export interface ShareDesignInput {
  designType: string;
  configurationData: readonly unknown[];
  details: Record<string, unknown>;
  showBackPanel: boolean;
  backPanelDoubleSided: boolean;
  selectedColor: string;
  selectedTexture?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  inchConfig?: unknown;
}

/** A saved or configured design as a share sends it. */
export function shareInputOf(
  item: Pick<
    WishlistItem,
    | 'designType'
    | 'configurations'
    | 'details'
    | 'showBackPanel'
    | 'backPanelDoubleSided'
    | 'selectedColor'
    | 'selectedTexture'
    | 'imageUrl'
    | 'inchConfig'
  >,
): ShareDesignInput {
  return {
    designType: item.designType,
    configurationData: item.configurations,
    details: { ...item.details },
    showBackPanel: item.showBackPanel,
    backPanelDoubleSided: item.backPanelDoubleSided,
    selectedColor: item.selectedColor,
    selectedTexture: item.selectedTexture ?? null,
    thumbnailUrl: item.imageUrl ?? null,
    ...(item.inchConfig === undefined ? {} : { inchConfig: item.inchConfig }),
  };
}

const sharedDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  designType: z.string(),
  configurationData: z.array(z.unknown()),
  details: z.record(z.string(), z.unknown()),
  showBackPanel: z.boolean(),
  backPanelDoubleSided: z.boolean(),
  selectedColor: z.string(),
  selectedTexture: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  shareUrl: z.string(),
  inchConfig: z.nullish(z.unknown()),
});

export type SharedDesign = z.infer<typeof sharedDesignSchema>;

export async function shareDesign(input: ShareDesignInput): Promise<SharedDesign> {
  const { data } = await requestJson('/api/designs', sharedDesignSchema, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return data;
}

export function fetchSharedDesign(id: string, signal?: AbortSignal): Promise<SharedDesign> {
  return getJson(`/api/designs/${encodeURIComponent(id)}`, sharedDesignSchema, signal);
}

/** The link a customer hands out: this shop's own origin and the configurator that made it. */
export function shareLink(design: Pick<SharedDesign, 'id' | 'inchConfig'>, origin: string): string {
  return `${origin}${sharePath(design, design.id)}`;
}
