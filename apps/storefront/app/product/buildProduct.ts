import type { Product, ProductVariant } from '@agri-parts/sdk';

function price(final: number, regular = final): Product['priceRange']['minimum'] {
  return {
    regular: { value: regular, currency: 'NOK' },
    final: { value: final, currency: 'NOK' },
  };
}

/** A product page's product for tests: an in-stock simple filter for 499 NOK unless overridden. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    sku: 'VA-1001',
    originalNumber: 'V836867476',
    uid: 'MTAwMQ==',
    name: 'Hydraulikkfilter',
    type: 'simple',
    url: '/hydraulikkfilter-va-1001.html',
    stockStatus: 'in-stock',
    priceRange: { minimum: price(499), maximum: price(499) },
    thumbnail: null,
    smallImage: null,
    ratingSummary: 0,
    reviewCount: 0,
    newFromDate: null,
    newToDate: null,
    deliveryTime: 'Sendes i dag',
    productGroup: null,
    configurableOptions: [],
    colorSwatches: [],
    requiredCustomOptions: [],
    description: null,
    shortDescription: null,
    metaTitle: null,
    metaDescription: null,
    onlyXLeftInStock: null,
    images: [],
    videos: [],
    variants: [],
    categories: [],
    categoryAncestors: [],
    specifications: [],
    fitments: [],
    orderOnRequest: false,
    universalFit: false,
    backorders: false,
    supplierLeadDays: null,
    bundleItems: [],
    groupedItems: [],
    customOptions: [],
    ...overrides,
  };
}

/** A variant of a configurable product for tests: in stock, 609 NOK, no picture. */
export function buildVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    sku: 'AD-1-SVART',
    uid: 'djE=',
    optionValues: { color: 'svart' },
    stockStatus: 'in-stock',
    onlyXLeftInStock: null,
    priceRange: { minimum: price(609), maximum: price(609) },
    thumbnail: null,
    ...overrides,
  };
}

/** A price as `priceRange.minimum` holds it, for tests. */
export { price as buildPrice };
