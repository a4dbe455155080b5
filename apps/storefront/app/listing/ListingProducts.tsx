import type { ListingView as ListingLayout } from '@agri-parts/ui';

import { useProductFits } from '../tractors/useProductFits';
import type { ProductCardView } from './productCardView';
import { ProductCardItem } from './ProductCardItem';

/**
 * The first cards' pictures: the largest thing a phone shows first is the first row (two cards),
 * so their pictures are fetched first (`fetchpriority="high"`, and preloaded by React); the rest
 * of the first view (up to four cards on a wide screen) loads at once, everything below lazily.
 * No `sizes`: the card preset gives 1× and 2× files, which a browser picks by screen density.
 */
const highPriorityCards = 2;
const eagerCards = 4;

/**
 * The products of a listing as cards, in a grid or a list, each saying whether it fits the active
 * tractor: fits, does not fit, or universal (one request for the page).
 */
export function ListingProducts({
  products,
  layout,
}: {
  products: readonly ProductCardView[];
  layout: ListingLayout;
}) {
  const fitFor = useProductFits(products.map((product) => product.sku));
  return (
    <ul className="product-grid" data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item" data-sku={product.sku}>
          <ProductCardItem
            product={product}
            layout={layout}
            fit={fitFor(product.sku)}
            imageLoading={index < eagerCards ? 'eager' : 'lazy'}
            imageFetchPriority={index < highPriorityCards ? 'high' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
