import { Share2, ShoppingBag, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { moveWishlistItemToCart, shopMoves } from '../saved-item/item-moves.ts';
import { canLoadDesign, loadWishlistDesign } from '../saved-item/load-design.ts';
import { lazyPart, useIdle, useWantedOnce } from '../../lib/lazy-part.tsx';
import { closePanel } from '../../lib/panels.ts';
import { shareInputOf } from '../shared-design/shared-designs-api.ts';
import { wishlist } from './wishlist-store.ts';
import { Button } from '../../ui/button.tsx';
import { ItemCard } from '../../ui/item-card.tsx';
import { ItemThumbnail, PriceWithDiscount } from '../../ui/item-details.tsx';
import { ShareDialog } from '../shared-design/share-dialog.tsx';
import type { ThumbnailPreviewProps } from './thumbnail-preview.tsx';

// One saved design with its actions, as the wishlist panel and the profile's wishlist page show it.

const dateAdded = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function addedText(iso: string | undefined): string | null {
  if (iso === undefined) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : `Added ${dateAdded.format(date)}`;
}

function Thumbnail({ children }: ThumbnailPreviewProps) {
  return children;
}

const ThumbnailPreview = lazyPart<ThumbnailPreviewProps>(
  () => import('./thumbnail-preview.tsx').then((module) => module.ThumbnailPreview),
  'The thumbnail preview',
  { loading: Thumbnail, failed: Thumbnail },
);

/** Whether the customer has a pointer that hovers: the preview is its own. */
function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/**
 * The thumbnail, with its hover preview once the browser is idle, for a pointer that hovers: a
 * touch screen never loads it.
 */
function WithPreview(props: ThumbnailPreviewProps) {
  const wanted = useWantedOnce(useIdle() && canHover());
  return wanted ? <ThumbnailPreview {...props} /> : props.children;
}

export function WishlistEntry({
  item,
  headingLevel = 3,
}: {
  item: WishlistItem;
  /** 3 in the wishlist panel, under its title; 2 on the profile's wishlist page. */
  headingLevel?: 2 | 3;
}) {
  const [sharing, setSharing] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const added = addedText(item.dateAdded);
  const loadable = canLoadDesign(item);

  const loadDesign = () => {
    try {
      const result = loadWishlistDesign(item, {
        pathname,
        origin: window.location.origin,
        navigate: (path) => void navigate(path),
        reload: () => window.location.reload(),
        dispatch: (event) => window.dispatchEvent(event),
        storage: window.localStorage,
      });
      if (result !== 'not-loadable') closePanel();
    } catch (error) {
      console.error('Could not load the design', error);
    }
  };

  return (
    <ItemCard
      headingLevel={headingLevel}
      item={item}
      thumbnail={
        <WithPreview item={item}>
          <span className="shrink-0">
            <ItemThumbnail item={item} />
          </span>
        </WithPreview>
      }
      summary={
        <>
          {added && <p className="text-sm text-ink-muted">{added}</p>}
          <PriceWithDiscount item={item} showPercent />
        </>
      }
      detailsLabel={(opened) => (opened ? 'Hide details' : 'Show details')}
      actions={
        <Button
          variant="ghost"
          size="small"
          aria-label={`Share ${item.name}`}
          onClick={() => setSharing(true)}
        >
          <Share2 aria-hidden />
          Share
        </Button>
      }
      showDetailSections={loadable}
      openedActions={
        <div className="flex flex-wrap gap-2">
          {loadable && (
            <Button variant="secondary" size="small" onClick={loadDesign}>
              <Wand2 aria-hidden />
              Load Design
            </Button>
          )}
          <Button size="small" onClick={() => moveWishlistItemToCart(shopMoves, item.id)}>
            <ShoppingBag aria-hidden />
            Add to Cart
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Remove ${item.name} from wishlist`}
            onClick={() => wishlist.removeFromWishlist(item.id)}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      }
    >
      <ShareDialog open={sharing} onOpenChange={setSharing} design={() => shareInputOf(item)} />
    </ItemCard>
  );
}
