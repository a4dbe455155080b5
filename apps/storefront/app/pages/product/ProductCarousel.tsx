import { Carousel } from '@agri-parts/ui';

import { translate } from '../../i18n/translate';
import type { ProductCardView } from '../listing/listingView';
import { ProductCardItem } from '../listing/ProductCardItem';

/** Cards in a carousel: 4 in view on wide screens, 2 on narrow ones (spec §9). */
const cardImageSizes = '(min-width: 1024px) 25vw, 50vw';

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
  if (products.length === 0) return null;
  return (
    <Carousel title={title} labels={carouselLabels} className={className}>
      {products.map((product) => (
        <ProductCardItem key={product.sku} product={product} imageSizes={cardImageSizes} />
      ))}
    </Carousel>
  );
}
