import { Carousel, ProductCard } from '@agri-parts/ui';

import { translate } from '../../i18n/translate';
import { usePriceFormatter } from '../../price/PriceDisplay';
import type { ProductCardView } from '../listing/listingView';

/** Cards in a carousel: 4 in view on wide screens, 2 on narrow ones (spec §9). */
const cardImageSizes = '(min-width: 1024px) 25vw, 50vw';

// The same card texts as the listing's cards (ListingProducts), so a product reads the same.
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

const carouselLabels = {
  previous: translate('carousel.previous'),
  next: translate('carousel.next'),
};

/** A titled row of product cards (related products, upsell); nothing without products. */
export function ProductCarousel({
  title,
  products,
  className,
}: {
  title: string;
  products: readonly ProductCardView[];
  className?: string;
}) {
  const prices = usePriceFormatter();
  if (products.length === 0) return null;
  return (
    <Carousel title={title} labels={carouselLabels} className={className}>
      {products.map((product) => (
        <ProductCard
          key={product.sku}
          data-sku={product.sku}
          title={product.title}
          href={product.href}
          images={product.images}
          imageSizes={cardImageSizes}
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
          labels={cardLabels}
        />
      ))}
    </Carousel>
  );
}
