import { displayPrice, productPresentation, ratingStars, type Product } from '@agri-parts/sdk';

import { plainText, productJsonLd, type JsonLd } from '../seo/structuredData';

/** The specification whose value is the product's brand in structured data. */
export const brandSpecificationCode = 'manufacturer';

/**
 * The product's schema.org `Product` for search engines. The offer's price is the lowest final
 * price *including* VAT, whatever the shopper's switch shows: Norwegian consumer prices are
 * quoted with VAT, and one page must give search engines one price. A quote product has no offer
 * (`productPresentation`: its price is given on request, never one the shop won't honour). The brand is the
 * `manufacturer` specification when there is one; the rating only when there are reviews. Pure.
 */
export function productStructuredData(
  product: Product,
  options: { name: string; url: string; pricesIncludeTax: boolean },
): JsonLd {
  const brand = product.specifications.find((row) => row.code === brandSpecificationCode);
  return productJsonLd({
    name: options.name,
    sku: product.sku,
    url: options.url,
    imageUrls: product.images.map((image) => image.url),
    description: plainText(product.shortDescription ?? product.description),
    brand: brand?.value ?? null,
    price:
      productPresentation(product).price === 'on-request'
        ? null
        : displayPrice(product.priceRange.minimum.final.value, {
            pricesIncludeTax: options.pricesIncludeTax,
            showIncludingTax: true,
          }),
    inStock: product.stockStatus !== 'out-of-stock',
    rating:
      product.reviewCount > 0
        ? { value: ratingStars(product.ratingSummary), count: product.reviewCount }
        : null,
  });
}

/** The meta description: the product's own, else its short (or full) description, cut at 160. */
export function productMetaDescription(product: Product): string | null {
  if (product.metaDescription) return product.metaDescription;
  const text = plainText(product.shortDescription ?? product.description);
  if (!text || text.length <= 160) return text;
  return `${text.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}
