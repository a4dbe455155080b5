/**
 * Builders of schema.org structured data (JSON-LD) for search engines. Pure: they take what the
 * page already shows and absolute URLs, and return plain objects for React Router's
 * `{ 'script:ld+json': … }` meta descriptor (which escapes them for the page).
 */

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** The shop as an organisation (home page). */
export function organizationJsonLd(shop: {
  name: string;
  url: string;
  logoUrl: string | null;
  telephone: string | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    ...(shop.logoUrl && { logo: shop.logoUrl }),
    ...(shop.telephone && {
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: shop.telephone,
        contactType: 'customer service',
        areaServed: 'NO',
        availableLanguage: 'Norwegian',
      },
    }),
  };
}

/**
 * The trail to a page. Steps without a link (the current page) get the page's own URL; a trail
 * of fewer than two steps says nothing and gives `null`.
 */
export function breadcrumbListJsonLd(
  steps: readonly { text: string; link: string | null }[],
  pageUrl: string,
  baseUrl: string,
): JsonLd | null {
  if (steps.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.text,
      item: step.link ? new URL(step.link, baseUrl).href : pageUrl,
    })),
  };
}

/**
 * The products a listing page shows, in its order (`position` counts from the page's first
 * product, `offset` + 1); products without a name are left out, and an empty page gives `null`.
 */
export function itemListJsonLd(
  items: readonly { name: string | null; url: string }[],
  baseUrl: string,
  offset = 0,
): JsonLd | null {
  const named = items.filter((item) => item.name);
  if (named.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: named.length,
    itemListElement: named.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: item.name,
      url: new URL(item.url, baseUrl).href,
    })),
  };
}

/**
 * A product with one offer in NOK; without a price (a product sold by quote) it has no offer,
 * since an offer without a price is none.
 */
export function productJsonLd(product: {
  name: string;
  sku: string;
  url: string;
  imageUrls: readonly string[];
  description: string | null;
  brand: string | null;
  /** The price a shopper pays, as shown (a number, not formatted); `null`: priced by quote. */
  price: number | null;
  inStock: boolean;
  rating: { value: number; count: number } | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    mpn: product.sku,
    url: product.url,
    ...(product.imageUrls.length > 0 && { image: [...product.imageUrls] }),
    ...(product.description && { description: product.description }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(product.price !== null && {
      offers: {
        '@type': 'Offer',
        url: product.url,
        priceCurrency: 'NOK',
        price: product.price.toFixed(2),
        availability: product.inStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    }),
    ...(product.rating &&
      product.rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.value.toFixed(1),
          reviewCount: product.rating.count,
          bestRating: 5,
        },
      }),
  };
}

/** Plain text of an HTML description, for structured data (tags dropped, space collapsed). */
export function plainText(html: string | null, maxLength = 5000): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, maxLength) : null;
}
