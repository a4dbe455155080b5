import { ProductCard, type ListingView as ListingLayout } from '@agri-parts/ui';
import type { ComponentProps } from 'react';

import { useAddToCart } from '../cart/useAddToCart';
import { useCardCartState } from '../cart/useCardCartState';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { ProductFitView } from '../tractors/useProductFits';
import { useWishlistHeart } from '../wishlist/useWishlistHeart';
import { partNumberLabels } from './partNumberLabels';
import type { ProductCardView } from './productCardView';

const cardLabels = {
  addToCart: translate('cart.addToCart'),
  adding: translate('cart.adding'),
  wishlist: translate('header.wishlist'),
  colors: translate('product.colors'),
  moreColors: (count: number) =>
    translate(isSingular(count) ? 'product.moreColorsOne' : 'product.moreColors', { count }),
  rating: {
    rating: (value: number, max: number) =>
      translate('product.rating', { value: String(value).replace('.', ','), max }),
    reviews: (count: number) =>
      isSingular(count) ? translate('product.reviewOne') : translate('product.reviews', { count }),
  },
  stock: {
    inStock: translate('product.inStock'),
    outOfStock: translate('product.outOfStock'),
    onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
  },
  partNumber: partNumberLabels,
};

/** Props of {@link ProductCardItem}. */
export interface ProductCardItemProps extends Pick<
  ComponentProps<typeof ProductCard>,
  'imageSizes' | 'imageLoading' | 'imageFetchPriority'
> {
  product: ProductCardView;
  layout?: ListingLayout;
  /** Whether it fits the shopper's active tractor; nothing without one. */
  fit?: ProductFitView;
}

/**
 * A product as a card wherever the shop lists one (listings, carousels): the same texts, part
 * numbers ("Varenr. …, Orig.nr. …": products that share a name are told apart), badge and prices in the shopper's tax display everywhere, whether it fits the active tractor, the
 * wishlist heart (when the shop has a wishlist) and the cart: a simple, virtual or downloadable
 * product is added from the card (`adding` for 1 s, spec §4), one out of stock has a disabled
 * button described by its stock, and one that needs choices first links to its page.
 */
export function ProductCardItem({ product, layout, fit, ...imageProps }: ProductCardItemProps) {
  const prices = usePriceFormatter();
  const heart = useWishlistHeart(product.sku);
  const cart = useAddToCart();
  const { cartState, start } = useCardCartState();
  const action = product.cartAction;
  return (
    <ProductCard
      title={product.title}
      href={product.href}
      partNumber={{ sku: product.sku, originalNumber: product.originalNumber }}
      images={product.images}
      {...imageProps}
      price={prices.format(product.price.regular)}
      specialPrice={
        product.price.special === null ? undefined : prices.format(product.price.special)
      }
      taxLabel={prices.taxLabel}
      badge={
        product.badge
          ? {
              text: translate(
                product.badge === 'offer' ? 'product.badgeOffer' : 'product.badgeNew',
              ),
              variant: product.badge === 'offer' ? 'sale' : 'new',
            }
          : null
      }
      colors={product.colors}
      rating={product.rating}
      stock={{ status: product.inStock ? 'in-stock' : 'out-of-stock' }}
      fit={fit}
      wishlisted={heart.wishlisted}
      onWishlistToggle={
        heart.enabled
          ? () => void heart.toggle({ sku: product.sku, type: product.type })
          : undefined
      }
      onAddToCart={
        action === 'add' || action === 'out-of-stock'
          ? () =>
              start(() =>
                cart.add(
                  {
                    sku: product.sku,
                    type: product.type,
                    stockStatus: product.inStock ? 'in-stock' : 'out-of-stock',
                  },
                  { quantity: 1 },
                ),
              )
          : undefined
      }
      cartState={cartState}
      addToCartDisabled={action === 'out-of-stock'}
      optionsLink={
        action === 'choose-variant' || action === 'see-options'
          ? {
              href: product.href,
              label: translate(
                action === 'choose-variant' ? 'cart.chooseVariant' : 'cart.seeOptions',
              ),
            }
          : null
      }
      layout={layout}
      labels={cardLabels}
    />
  );
}
