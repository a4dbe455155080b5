import { formatPrice, type Sdk, type StoreConfig } from '@agri-parts/sdk';

import { sanitizeCmsHtml } from '../../cms/sanitizeCmsHtml.server';
import type { PageSeo } from '../../seo/PageSeo';
import { breadcrumbListJsonLd, plainText, productJsonLd } from '../../seo/structuredData';

/** What the (first, simple) product page shows; the full page comes with the browsing issue. */
export interface ProductPageData {
  sku: string;
  name: string;
  price: string;
  specialPrice: string | null;
  pricesIncludeTax: boolean;
  inStock: boolean;
  deliveryTime: string | null;
  image: { url: string; label: string | null } | null;
  shortDescriptionHtml: string | null;
  descriptionHtml: string | null;
  breadcrumbs: { text: string; link: string | null }[];
  meta: PageSeo;
}

/** A product page by SKU; `null` when there is no such product. */
export async function loadProductPage(
  sdk: Sdk,
  sku: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<ProductPageData | null> {
  const product = await sdk.catalog.getProductBySku(sku);
  if (!product) return null;
  const { regular, final } = product.priceRange.minimum;
  const name = product.name ?? product.sku;
  const category = product.categories.at(-1);
  const breadcrumbs = [
    ...(category?.url ? [{ text: category.name ?? '', link: category.url }] : []),
    { text: name, link: null },
  ];
  const canonical = `${shopUrl}${product.url}`;
  const image = product.images[0] ?? product.smallImage;
  return {
    sku: product.sku,
    name,
    price: formatPrice(regular.value),
    specialPrice: final.value < regular.value ? formatPrice(final.value) : null,
    pricesIncludeTax: (storeConfig?.catalogDisplayTax ?? 1) > 1,
    inStock: product.stockStatus !== 'out-of-stock',
    deliveryTime: product.deliveryTime,
    image,
    shortDescriptionHtml: product.shortDescription
      ? sanitizeCmsHtml(product.shortDescription)
      : null,
    descriptionHtml: product.description ? sanitizeCmsHtml(product.description) : null,
    breadcrumbs,
    meta: {
      title: product.metaTitle ?? name,
      description: product.metaDescription,
      canonical,
      jsonLd: [
        productJsonLd({
          name,
          sku: product.sku,
          url: canonical,
          imageUrls: product.images.map((galleryImage) => galleryImage.url),
          description: plainText(product.shortDescription ?? product.description),
          brand: null,
          price: final.value,
          inStock: product.stockStatus !== 'out-of-stock',
          rating: null,
        }),
        breadcrumbListJsonLd(breadcrumbs, canonical, shopUrl),
      ],
    },
  };
}
