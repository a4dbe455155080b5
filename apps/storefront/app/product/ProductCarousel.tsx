import { Carousel } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { ProductFitView } from '../tractors/useProductFits';
import type { ProductCardView } from '../listing/productCardView';
import { ProductCardItem } from '../listing/ProductCardItem';

const carouselLabels = {
  previous: translate('carousel.previous'),
  next: translate('carousel.next'),
};

/** A titled row of product cards (related products, upsell); nothing without products. */
export function ProductCarousel({
  title,
  products,
  className,
  fitFor,
}: {
  title: string;
  products: readonly ProductCardView[];
  className?: string;
  /** Whether each card fits the active tractor (the page asks once for all its carousels). */
  fitFor?: (sku: string) => ProductFitView;
}) {
  if (products.length === 0) return null;
  return (
    <Carousel title={title} labels={carouselLabels} className={className}>
      {products.map((product) => (
        <ProductCardItem key={product.sku} product={product} fit={fitFor?.(product.sku)} />
      ))}
    </Carousel>
  );
}
