import { WishlistButton } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { useWishlistHeart } from '../wishlist/useWishlistHeart';

const labels = {
  add: translate('wishlist.toggleAdd'),
  added: translate('wishlist.toggleOn'),
};

/**
 * The product page's wishlist heart (spec §4–§6): the product, or its chosen variant, on or off
 * the shopper's wishlist; nothing when the shop has no wishlist.
 */
export function ProductWishlistButton({
  sku,
  type,
  variantSku,
}: {
  sku: string;
  type: string;
  /** A configurable product's chosen variant; `null` before one is chosen. */
  variantSku: string | null;
}) {
  const heart = useWishlistHeart(sku, variantSku);
  if (!heart.enabled) return null;
  return (
    <WishlistButton
      className="product-purchase__wishlist"
      wishlisted={heart.wishlisted}
      busy={heart.busy}
      onToggle={() => void heart.toggle({ sku, type }, { variantSku })}
      labels={labels}
    />
  );
}
