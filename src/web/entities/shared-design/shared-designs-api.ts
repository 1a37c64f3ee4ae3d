import { queryOptions } from '@tanstack/react-query';
import {
  sharedDesignOutput,
  type ShareDesignInput,
  type SharedDesign,
} from '../../../contract/shared-design.ts';
import { sharePath } from '../../../domain/design/model.ts';
import { inchConfigAsBuilt } from '../../../domain/inch/segments.ts';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { ApiError, getJson, sendJson } from '../../lib/api-client.ts';

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
    configurationData: [...item.configurations],
    details: { ...item.details },
    showBackPanel: item.showBackPanel,
    backPanelDoubleSided: item.backPanelDoubleSided,
    selectedColor: item.selectedColor,
    selectedTexture: item.selectedTexture ?? null,
    thumbnailUrl: item.imageUrl ?? null,
    ...(item.inchConfig === undefined ? {} : { inchConfig: inchConfigAsBuilt(item.inchConfig) }),
  };
}

export type { ShareDesignInput, SharedDesign };

export async function shareDesign(input: ShareDesignInput): Promise<SharedDesign> {
  return sendJson('POST', '/api/designs', input, sharedDesignOutput);
}

export function fetchSharedDesign(id: string, signal?: AbortSignal): Promise<SharedDesign> {
  return getJson(`/api/designs/${encodeURIComponent(id)}`, sharedDesignOutput, signal);
}

/** The link a customer hands out: this shop's own origin and the configurator that made it. */
export function shareLink(design: Pick<SharedDesign, 'id' | 'inchConfig'>, origin: string): string {
  return `${origin}${sharePath(design, design.id)}`;
}

/**
 * A shared design by its link's id, through the query cache: a share never changes, so it is read
 * once per visit; a link that names no design is not asked again.
 */
export function sharedDesignQuery(id: string) {
  return queryOptions({
    queryKey: ['shared-design', id],
    queryFn: ({ signal }) => fetchSharedDesign(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
