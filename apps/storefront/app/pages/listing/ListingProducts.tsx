import type { ListingView as ListingLayout } from '@agri-parts/ui';

import { useProductFits } from '../../tractors/useProductFits';
import type { ProductCardView } from './productCardView';
import { ProductCardItem } from './ProductCardItem';

/** Card images: the product card preset (216×268), half the screen on phones. */
const cardImageSizes = '(min-width: 768px) 216px, 50vw';

/**
 * The products of a listing as cards, in a grid or a list, each saying whether it fits the active
 * tractor (one request for the page; none when `narrowedToModelId` is the active tractor's).
 */
export function ListingProducts({
  products,
  layout,
  narrowedToModelId = null,
}: {
  products: readonly ProductCardView[];
  layout: ListingLayout;
  narrowedToModelId?: number | null;
}) {
  const fitFor = useProductFits(
    products.map((product) => product.sku),
    narrowedToModelId,
  );
  return (
    <ul className="product-grid" data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item" data-sku={product.sku}>
          <ProductCardItem
            product={product}
            layout={layout}
            fit={fitFor(product.sku)}
            imageSizes={cardImageSizes}
            imageLoading={index < 4 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
