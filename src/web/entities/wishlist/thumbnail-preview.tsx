import { HoverCard } from 'radix-ui';
import type { ReactElement } from 'react';
import type { WishlistItem } from '../../../domain/items/model.ts';
import { ItemThumbnail } from '../../ui/item-details.tsx';

export interface ThumbnailPreviewProps {
  readonly item: WishlistItem;
  /** The thumbnail, which the pointer rests on. */
  readonly children: ReactElement;
}

/** A saved design's thumbnail with its preview, a larger picture and the name, on hover. */
export function ThumbnailPreview({ item, children }: ThumbnailPreviewProps) {
  return (
    <HoverCard.Root openDelay={300}>
      <HoverCard.Trigger asChild>{children}</HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="left"
          sideOffset={12}
          data-testid="thumbnail-preview"
          className="z-[70] grid w-64 gap-2 rounded-md border border-line bg-paper p-3 motion-safe:animate-fade-in"
        >
          <ItemThumbnail item={item} large />
          <p className="text-sm font-medium">{item.name}</p>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
