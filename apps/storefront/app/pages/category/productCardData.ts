import { formatPrice, type ProductSummary } from '@agri-parts/sdk';

/** A product as the category list shows it: prices already formatted. */
export interface ProductCardData {
  sku: string;
  name: string;
  url: string;
  price: string;
  /** The offer price when the product is on offer. */
  specialPrice: string | null;
  image: { url: string; label: string | null } | null;
  inStock: boolean;
}

/** The card of a product in a list: its lowest price, and the offer price when it is lower. */
export function productCardData(product: ProductSummary): ProductCardData {
  const { regular, final } = product.priceRange.minimum;
  const onOffer = final.value < regular.value;
  return {
    sku: product.sku,
    name: product.name ?? product.sku,
    url: product.url,
    price: formatPrice(regular.value),
    specialPrice: onOffer ? formatPrice(final.value) : null,
    image: product.thumbnail,
    inStock: product.stockStatus !== 'out-of-stock',
  };
}
