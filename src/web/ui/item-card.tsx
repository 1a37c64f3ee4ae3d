import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { WishlistItem } from '../../domain/items/model.ts';
import { Button } from './button.tsx';
import { ItemDetailSections, ItemThumbnail } from './item-details.tsx';

/**
 * One saved design as a list shows it: the cart's line and the wishlist's entry. Its picture, its
 * name (with an action beside it, such as Remove), what the list says of it (price, quantity, date
 * added), a row of actions led by a details toggle, and the design's details when opened.
 */
export function ItemCard({
  item,
  thumbnail,
  nameAction,
  summary,
  detailsLabel = () => 'Details',
  actions,
  showDetailSections = true,
  openedActions,
  headingLevel = 3,
  children,
}: {
  item: WishlistItem;
  /** The name's heading level: 3 under a panel's title, 2 on a page under its h1. */
  headingLevel?: 2 | 3;
  /** The picture; the item's thumbnail unless given (the wishlist adds a larger preview). */
  thumbnail?: ReactNode;
  nameAction?: ReactNode;
  summary: ReactNode;
  detailsLabel?: (opened: boolean) => string;
  actions?: ReactNode;
  showDetailSections?: boolean;
  /** Shown under the details when the card is opened. */
  openedActions?: ReactNode;
  /** Dialogs and the like that belong to the card. */
  children?: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const detailsId = useId();
  return (
    <li className="grid gap-3 border-b border-line py-4 last:border-b-0" aria-label={item.name}>
      <div className="flex gap-3">
        {thumbnail ?? <ItemThumbnail item={item} />}
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="flex items-start justify-between gap-2">
            <Heading className="font-medium">{item.name}</Heading>
            {nameAction}
          </div>
          {summary}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="small"
          aria-expanded={opened}
          aria-controls={detailsId}
          onClick={() => setOpened((open) => !open)}
        >
          {detailsLabel(opened)}
          <ChevronDown
            aria-hidden
            className={opened ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </Button>
        {actions}
      </div>
      {opened && (
        <div id={detailsId} className="grid gap-3">
          {showDetailSections && (
            <ItemDetailSections item={item} headingLevel={headingLevel === 2 ? 3 : 4} />
          )}
          {openedActions}
        </div>
      )}
      {children}
    </li>
  );
}
