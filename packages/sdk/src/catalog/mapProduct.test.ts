import { describe, expect, it } from 'vitest';
import { buildProductData } from './buildCatalogData';
import { mapGalleryImages, mapProduct } from './mapProduct';
import { mapPriceRange } from './mapPriceRange';
import { mapProductImage, mapProductSummary, mapStockStatus } from './mapProductSummary';

describe('mapProductSummary', () => {
  it('maps what a product card needs', () => {
    expect(mapProductSummary(buildProductData())).toEqual({
      sku: 'AP-10001',
      uid: 'MTAx',
      name: 'Oljefilter Massey Ferguson 3080',
      type: 'simple',
      url: '/oljefilter-massey-ferguson-3080.html',
      stockStatus: 'in-stock',
      priceRange: {
        minimum: {
          regular: { value: 499, currency: 'NOK' },
          final: { value: 399, currency: 'NOK' },
        },
        maximum: {
          regular: { value: 499, currency: 'NOK' },
          final: { value: 399, currency: 'NOK' },
        },
      },
      thumbnail: { url: 'https://shop.example/media/catalog/product/a.jpg', label: 'Oljefilter' },
    });
  });

  it.each([
    ['SimpleProduct', 'simple'],
    ['VirtualProduct', 'virtual'],
    ['ConfigurableProduct', 'configurable'],
    ['BundleProduct', 'bundle'],
    ['GroupedProduct', 'grouped'],
    ['DownloadableProduct', 'downloadable'],
  ] as const)('names a %s %j', (__typename, type) => {
    expect(mapProductSummary(buildProductData({ __typename }))?.type).toBe(type);
  });

  it('links to /p/{sku} without URL key and rewrites', () => {
    expect(mapProductSummary(buildProductData({ url_key: null, url_rewrites: null }))?.url).toBe(
      '/p/AP-10001',
    );
  });

  it('is null for a product without SKU', () => {
    expect(mapProductSummary(buildProductData({ sku: null }))).toBeNull();
    expect(mapProductSummary(buildProductData({ sku: '' }))).toBeNull();
  });
});

describe('mapStockStatus', () => {
  it('maps Magento’s stock status, null when unknown', () => {
    expect(mapStockStatus('IN_STOCK')).toBe('in-stock');
    expect(mapStockStatus('OUT_OF_STOCK')).toBe('out-of-stock');
    expect(mapStockStatus(null)).toBeNull();
  });
});

describe('mapProductImage', () => {
  it('keeps an image with an address and drops one without', () => {
    expect(mapProductImage({ url: 'https://x/a.jpg', label: null })).toEqual({
      url: 'https://x/a.jpg',
      label: null,
    });
    expect(mapProductImage({ url: null, label: 'Oljefilter' })).toBeNull();
    expect(mapProductImage({ url: '', label: 'Oljefilter' })).toBeNull();
    expect(mapProductImage(null)).toBeNull();
  });
});

describe('mapPriceRange', () => {
  it('takes the minimum as maximum when the backend sends none', () => {
    const range = mapPriceRange({
      minimum_price: {
        regular_price: { value: 100, currency: 'NOK' },
        final_price: { value: 80, currency: 'NOK' },
      },
      maximum_price: null,
    });

    expect(range.maximum).toEqual(range.minimum);
  });

  it('keeps a range of a product with options, and reads a missing amount as 0', () => {
    const range = mapPriceRange({
      minimum_price: {
        regular_price: { value: null, currency: null },
        final_price: { value: 80, currency: 'EUR' },
      },
      maximum_price: {
        regular_price: { value: 300, currency: 'EUR' },
        final_price: { value: 250, currency: 'EUR' },
      },
    });

    expect(range).toEqual({
      minimum: { regular: { value: 0, currency: null }, final: { value: 80, currency: 'EUR' } },
      maximum: {
        regular: { value: 300, currency: 'EUR' },
        final: { value: 250, currency: 'EUR' },
      },
    });
  });
});

describe('mapProduct', () => {
  it('maps what the product page shows', () => {
    expect(mapProduct(buildProductData())).toEqual({
      ...mapProductSummary(buildProductData()),
      description: '<p>Originalt oljefilter.</p>',
      shortDescription: '<p>Passer MF 3080.</p>',
      metaTitle: 'Oljefilter MF 3080',
      metaDescription: 'Oljefilter til Massey Ferguson 3080',
      onlyXLeftInStock: null,
      smallImage: { url: 'https://shop.example/media/catalog/product/a.jpg', label: 'Oljefilter' },
      images: [
        {
          url: 'https://shop.example/media/catalog/product/a.jpg',
          label: 'Oljefilter',
          position: 1,
        },
      ],
      categories: [{ uid: 'Mw==', name: 'Traktordeler', url: '/traktordeler.html' }],
      deliveryTime: '1-3 dager',
      productGroup: 'Filter',
      orderOnRequest: false,
    });
  });

  it('has no description when the HTML is missing or empty, and is not on request when unset', () => {
    const product = mapProduct(
      buildProductData({
        description: null,
        short_description: { html: '' },
        wm_order_product: null,
        categories: null,
      }),
    );

    expect(product).toMatchObject({
      description: null,
      shortDescription: null,
      orderOnRequest: false,
      categories: [],
    });
  });

  it('is null for a product without SKU', () => {
    expect(mapProduct(buildProductData({ sku: null }))).toBeNull();
  });
});

describe('mapGalleryImages', () => {
  const image = (url: string | null, position: number | null, disabled: boolean | null = false) =>
    ({ __typename: 'ProductImage', url, label: url, position, disabled }) as const;

  it('keeps enabled images with an address, by position, positionless last', () => {
    expect(
      mapGalleryImages([
        image('c.jpg', 3),
        null,
        image('none.jpg', null),
        image('a.jpg', 1),
        image('hidden.jpg', 0, true),
        image(null, 2),
        { __typename: 'ProductVideo', url: 'v.mp4', label: null, position: 0, disabled: false },
        image('b.jpg', 2, null),
      ]).map((entry) => entry.url),
    ).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'none.jpg']);
  });

  it('is empty without a gallery', () => {
    expect(mapGalleryImages(null)).toEqual([]);
  });
});
