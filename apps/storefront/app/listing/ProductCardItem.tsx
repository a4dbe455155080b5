import type { CardCartAction } from '@agri-parts/sdk';
import { ProductCard, type ListingView as ListingLayout } from '@agri-parts/ui';
import type { ComponentProps } from 'react';

import { useAddToCart } from '../cart/useAddToCart';
import { useCanBuyOnline } from '../cart/useCanBuyOnline';
import { useCardCartState } from '../cart/useCardCartState';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { ProductFitView } from '../tractors/useProductFits';
import { useWishlistHeart } from '../wishlist/useWishlistHeart';
import { partNumberLabels } from './partNumberLabels';
import { specialPriceLabels } from '../price/specialPriceLabels';
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
  specialPrice: specialPriceLabels,
};

/** A backordered part's card: out of stock, but it can be ordered (`stockOffer`). */
const backorderCardLabels = {
  ...cardLabels,
  stock: { ...cardLabels.stock, outOfStock: translate('stock.backorder') },
};

/** The card's price: the amounts in the shopper's tax display, or the words of a quote product. */
function cardPrice(product: ProductCardView, prices: ReturnType<typeof usePriceFormatter>) {
  if (product.priceOnRequest) {
    return { price: translate('quote.priceOnRequest'), priceOnRequest: true };
  }
  const { regular, special } = product.price;
  return {
    price: prices.format(regular),
    specialPrice: special === null ? undefined : prices.format(special),
    taxLabel: prices.taxLabel,
  };
}

/** The link in place of the add button: to the shop's phone, or to the product's page. */
function optionsLink(action: CardCartAction, href: string, optionToEnter: string | null) {
  switch (action) {
    case 'enter-options':
      return {
        href,
        label: optionToEnter
          ? translate('cart.enterOption', { option: optionToEnter })
          : translate('cart.enterOptions'),
      };
    case 'contact-us':
      return { href: `tel:${shopPhone.number}`, label: translate('cart.contactToOrder') };
    case 'choose-variant':
      return { href, label: translate('cart.chooseVariant') };
    case 'see-options':
      return { href, label: translate('cart.seeOptions') };
    case 'request-quote':
      return { href, label: translate('quote.requestQuote') };
    default:
      return null;
  }
}

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
 * button described by its stock, and one that needs choices first links to its page — as does a
 * quote product, which shows "Pris på forespørsel" and no stock.
 */
export function ProductCardItem({ product, layout, fit, ...imageProps }: ProductCardItemProps) {
  const prices = usePriceFormatter();
  const heart = useWishlistHeart(product.sku);
  const cart = useAddToCart();
  const { cartState, start } = useCardCartState();
  // A shopper who may not buy online gets the shop's phone instead of a button; a quote product
  // leads to its page, whoever asks (asking for a quote is not buying online).
  const canBuyOnline = useCanBuyOnline();
  const action =
    canBuyOnline || product.cartAction === 'request-quote' ? product.cartAction : 'contact-us';
  return (
    <ProductCard
      title={product.title}
      href={product.href}
      partNumber={{ sku: product.sku, originalNumber: product.originalNumber }}
      images={product.images}
      {...imageProps}
      {...cardPrice(product, prices)}
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
      stock={
        product.priceOnRequest ? null : { status: product.inStock ? 'in-stock' : 'out-of-stock' }
      }
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
                    backorders: product.backorders,
                  },
                  { quantity: 1 },
                ),
              )
          : undefined
      }
      cartState={cartState}
      addToCartDisabled={action === 'out-of-stock'}
      optionsLink={optionsLink(action, product.href, product.optionToEnter)}
      layout={layout}
      labels={product.backorders ? backorderCardLabels : cardLabels}
    />
  );
}
