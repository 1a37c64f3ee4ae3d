import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isInchDesignType, sharePath, type InchDesignType } from '../../../domain/design/model.ts';
import { parseDesign } from '../../../domain/design/parse.ts';
import { inchConfigSchema } from '../../../domain/inch/model.ts';
import { inchConfigOfItem } from '../../../domain/items/inch-config-of.ts';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { ApiError } from '../../lib/api-client.ts';
import { takePendingItem } from '../../lib/configurator-loading.ts';
import {
  INCH_CONFIGURATOR_PATH,
  PENDING_INCH_ITEM_KEY,
} from '../../entities/saved-item/load-design.ts';
import { onShopEvent } from '../../lib/shop-events.ts';
import { sharedDesignQuery } from '../../entities/shared-design/shared-designs-api.ts';
import type { InchStore } from './inch-store.ts';

// Where an inch design comes from besides the preset: the pending item Load Design left in this
// browser, the load event when the customer is already here, and a shared link (?d=).

/** The path of a product page link, to compare it with the page the configurator is on. */
function pathOf(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return null;
  }
}

/**
 * The pending inch item, if it is meant for this page: on the inch configurator any pending item
 * loads; on a product page only the one whose product page this is, so an item on its way
 * elsewhere is left for its own page. It is removed when taken, so it loads once.
 */
export function takePendingInchItemFor(
  pathname: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = window.localStorage,
): WishlistItem | null {
  // Read without removing first: the item may be meant for another page.
  const item = takePendingItem(PENDING_INCH_ITEM_KEY, {
    getItem: (key) => storage.getItem(key),
    removeItem: () => undefined,
  });
  if (item === null) {
    storage.removeItem(PENDING_INCH_ITEM_KEY);
    return null;
  }
  const productPath = pathOf(item.details.productPageUrl);
  const meantHere =
    pathname === INCH_CONFIGURATOR_PATH || (productPath !== null && productPath === pathname);
  if (!meantHere) return null;
  storage.removeItem(PENDING_INCH_ITEM_KEY);
  return item;
}

export const NOT_AN_INCH_DESIGN =
  'This link is for a cell design, which opens in the Cell Configurator.';
export const UNKNOWN_SHARED_DESIGN =
  'We could not find that shared design. The link may be mistyped or incomplete. The design below is our starting point.';
export const SHARED_DESIGN_FAILED =
  'The shared design could not be loaded. Check your connection and reload the page.';

export type SourceProblem = { readonly message: string; readonly cellLink?: string | undefined };

/** The kind of piece an item or shared design names, when it names an inch one. */
const inchTypeOf = (designType: string | undefined): InchDesignType | null =>
  designType !== undefined && isInchDesignType(designType) ? designType : null;

function loadItem(store: InchStore, item: WishlistItem): void {
  const config = inchConfigOfItem(item);
  if (config !== null) store.getState().loadConfig(config, item.name, inchTypeOf(item.designType));
}

/** Loads the pending item, the load event's design and a shared design into the store. */
export function useInchDesignSources(store: InchStore): SourceProblem | null {
  const [params] = useSearchParams();
  const sharedId = params.get('d');
  const location = useLocation();
  const [problem, setProblem] = useState<SourceProblem | null>(null);

  // Each visit (a navigation to this page, even from this page) takes the pending item once.
  useEffect(() => {
    const pending = takePendingInchItemFor(location.pathname);
    if (pending !== null) loadItem(store, pending);
  }, [store, location.pathname, location.key]);

  useEffect(() => {
    return onShopEvent('configurator-inch:load-design', (detail) => {
      const parsed = inchConfigSchema.safeParse(detail?.inchConfig);
      if (!parsed.success) {
        console.warn('A design to load had no readable inch configuration', detail);
        return;
      }
      store.getState().loadConfig(parsed.data, detail.name, inchTypeOf(detail.designType));
      setProblem(null);
      window.scrollTo({ top: 0 });
    });
  }, [store]);

  const queryClient = useQueryClient();
  useEffect(() => {
    if (sharedId === null) return;
    let current = true;
    queryClient
      .fetchQuery(sharedDesignQuery(sharedId))
      .then((data) => {
        if (!current) return;
        const read = parseDesign({
          designType: data.designType,
          configurations: data.configurationData,
          inchConfig: data.inchConfig,
          showBackPanel: data.showBackPanel,
          backPanelDoubleSided: data.backPanelDoubleSided,
          selectedColor: data.selectedColor,
          selectedTexture: data.selectedTexture,
        });
        if (!read.ok) {
          setProblem({ message: `This shared design cannot be opened: ${read.error.message}` });
        } else if (read.value.kind !== 'inch') {
          setProblem({
            message: NOT_AN_INCH_DESIGN,
            cellLink: sharePath(data, encodeURIComponent(data.id)),
          });
        } else {
          store.getState().loadConfig(read.value.config, null, read.value.designType);
          setProblem(null);
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        setProblem({
          message:
            error instanceof ApiError && error.status === 404
              ? UNKNOWN_SHARED_DESIGN
              : SHARED_DESIGN_FAILED,
        });
      });
    return () => {
      current = false;
    };
  }, [sharedId, store, queryClient]);

  return problem;
}
