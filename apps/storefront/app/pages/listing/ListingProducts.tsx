import { ProductCard, type ListingView as ListingLayout } from '@agri-parts/ui';

import { translate } from '../../i18n/translate';
import { usePriceFormatter } from '../../price/PriceDisplay';
import type { ProductCardView } from './listingView';

/** Card images: the product card preset (216×268), half the screen on phones. */
const cardImageSizes = '(min-width: 768px) 216px, 50vw';

const cardLabels = {
  addToCart: translate('cart.addToCart'),
  adding: translate('cart.adding'),
  wishlist: translate('header.wishlist'),
  colors: translate('product.colors'),
  moreColors: (count: number) => translate('product.moreColors', { count }),
  rating: {
    rating: (value: number, max: number) =>
      translate('product.rating', { value: String(value).replace('.', ','), max }),
    reviews: (count: number) =>
      count === 1 ? translate('product.reviewOne') : translate('product.reviews', { count }),
  },
  stock: {
    inStock: translate('product.inStock'),
    outOfStock: translate('product.outOfStock'),
    onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
  },
};

/** The products of a listing as cards, in a grid or a list. */
export function ListingProducts({
  products,
  layout,
}: {
  products: readonly ProductCardView[];
  layout: ListingLayout;
}) {
  const prices = usePriceFormatter();
  return (
    <ul className="product-grid" data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item" data-sku={product.sku}>
          <ProductCard
            title={product.title}
            href={product.href}
            images={product.images}
            imageSizes={cardImageSizes}
            imageLoading={index < 4 ? 'eager' : 'lazy'}
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
            layout={layout}
            labels={cardLabels}
          />
        </li>
      ))}
    </ul>
  );
}
