import { Link } from 'react-router';
import { useWishlistItems } from '../../entities/wishlist/wishlist-store.ts';
import { WishlistEntry } from '../../entities/wishlist/wishlist-entry.tsx';
import { ProfileFrame, profileActionLink } from './profile-frame.tsx';

export function ProfileWishlistPage() {
  const items = useWishlistItems();
  return (
    <ProfileFrame
      title="Your Wishlist"
      intro="The designs you saved, ready to load into the configurator, move to your cart or share."
    >
      {items.length === 0 ? (
        <div className="grid gap-3">
          <p className="text-ink-muted">Your wishlist is empty</p>
          <Link to="/best-designs" className={profileActionLink}>
            Browse Designs
          </Link>
        </div>
      ) : (
        <ul aria-label="Wishlist items" className="max-w-2xl">
          {items.map((item) => (
            <WishlistEntry key={item.id} item={item} headingLevel={2} />
          ))}
        </ul>
      )}
    </ProfileFrame>
  );
}
