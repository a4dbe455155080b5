import { useWishlist } from '@agri-parts/react-hooks';
import { Button, Link, Sidebar, WishlistGrid } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { useWishlistItemActions } from './useWishlistItemActions';
import { WishlistEntry } from './WishlistEntry';
import { wishlistPath } from './wishlistPagination';

/** The wishlist's texts for the list around the items. */
export const wishlistGridLabels = {
  list: translate('wishlist.title'),
  loading: translate('wishlist.loading'),
  empty: translate('wishlist.empty'),
};

/** Props of {@link WishlistSidebar}. */
export interface WishlistSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The wishlist sidebar (spec §2), opened from the header's wishlist control: the items with add
 * to cart and remove, an empty state, and a link to the wishlist page. Mounting it loads the
 * wishlist (`useWishlist`), so the header's count is known on every page.
 */
export function WishlistSidebar({ open, onOpenChange }: WishlistSidebarProps) {
  const wishlist = useWishlist();
  const actions = useWishlistItemActions();
  const status =
    wishlist.status === 'error' ? 'error' : wishlist.status === 'ready' ? 'ready' : 'loading';

  return (
    <Sidebar
      side="right"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('wishlist.title')}
      labels={{ close: translate('wishlist.close') }}
    >
      <div className="wishlist-sidebar">
        <WishlistGrid
          layout="compact"
          status={status}
          labels={wishlistGridLabels}
          error={
            <>
              <p>{translate('wishlist.loadError')}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void wishlist.load().catch(() => undefined)}
              >
                {translate('wishlist.retry')}
              </Button>
            </>
          }
        >
          {wishlist.wishlist.items.map((item) => (
            <WishlistEntry
              key={item.id}
              item={item}
              layout="compact"
              state={actions.states[item.id]}
              onAddToCart={actions.addToCart}
              onRemove={actions.remove}
            />
          ))}
        </WishlistGrid>
        <Link
          className="wishlist-sidebar__all"
          href={wishlistPath}
          onClick={() => onOpenChange(false)}
        >
          {translate('wishlist.viewAll')}
        </Link>
      </div>
    </Sidebar>
  );
}
