import type { WishlistItem as WishlistItemValue } from '@agri-parts/sdk';
import { WishlistItem, type WishlistItemLayout, type WishlistItemState } from '@agri-parts/ui';

import { useCanBuyOnline } from '../cart/useCanBuyOnline';
import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import { specialPriceLabels } from '../price/specialPriceLabels';
import { wishlistCartBlockMessage, wishlistItemView } from './wishlistItemView';

/** The wishlist item's texts. */
export const wishlistItemLabels = {
  addToCart: translate('cart.addToCart'),
  adding: translate('cart.adding'),
  remove: translate('wishlist.remove'),
  variant: translate('wishlist.variant'),
  viewProduct: translate('wishlist.viewProduct'),
  stock: {
    inStock: translate('product.inStock'),
    outOfStock: translate('product.outOfStock'),
    onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
  },
};

/** Props of {@link WishlistEntry}. */
export interface WishlistEntryProps {
  item: WishlistItemValue;
  layout: WishlistItemLayout;
  state?: WishlistItemState;
  onAddToCart: (item: WishlistItemValue) => void;
  onRemove: (item: WishlistItemValue) => void;
  headingLevel?: 2 | 3;
}

/**
 * An item of the shopper's wishlist, in the sidebar or on the wishlist page: prices in the
 * shopper's tax display, the chosen variant, and add to cart — or why it cannot go there.
 */
export function WishlistEntry({
  item,
  layout,
  state,
  onAddToCart,
  onRemove,
  headingLevel,
}: WishlistEntryProps) {
  const prices = usePriceFormatter();
  const view = wishlistItemView(item);
  const canBuy = useCanBuyOnline();
  return (
    <WishlistItem
      title={view.title}
      href={view.href}
      image={view.image}
      price={prices.format(view.price.regular)}
      specialPrice={view.price.special === null ? undefined : prices.format(view.price.special)}
      taxLabel={prices.taxLabel}
      stock={view.stock}
      variant={view.variant}
      description={view.description}
      contents={view.contents}
      added={view.added}
      specialPriceLabels={specialPriceLabels}
      unavailableReason={
        !canBuy
          ? translate('cart.contactToOrder')
          : view.cartBlock
            ? wishlistCartBlockMessage(view.cartBlock)
            : null
      }
      onAddToCart={() => onAddToCart(item)}
      onRemove={() => onRemove(item)}
      state={state}
      layout={layout}
      headingLevel={headingLevel}
      labels={wishlistItemLabels}
      data-sku={item.product.sku}
    />
  );
}
