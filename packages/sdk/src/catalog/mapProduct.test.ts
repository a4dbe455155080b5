import { describe, expect, it } from 'vitest';
import { buildProductData } from './buildCatalogData';
import { mapBundleItems, mapGalleryImages, mapGroupedItems, mapProduct } from './mapProduct';
import { mapPriceRange } from './mapPriceRange';
import { mapProductImage, mapProductSummary, mapStockStatus } from './mapProductSummary';

describe('mapProductSummary', () => {
  it('maps what a product card needs', () => {
    expect(mapProductSummary(buildProductData())).toEqual({
      sku: 'AP-10001',
      originalNumber: '3595854M1',
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
      smallImage: { url: 'https://shop.example/media/catalog/product/a.jpg', label: 'Oljefilter' },
      ratingSummary: 80,
      reviewCount: 3,
      newFromDate: null,
      newToDate: null,
      deliveryTime: '1-3 dager',
      productGroup: 'Filter',
      orderOnRequest: false,
      universalFit: false,
      backorders: false,
      supplierLeadDays: null,
      configurableOptions: [],
      colorSwatches: [],
      requiredCustomOptions: [],
    });
  });

  it('names the custom options that must be filled in, leaving out optional ones', () => {
    const summary = mapProductSummary(
      buildProductData({
        options: [
          { uid: 'len', title: 'Lengde (cm)', required: true },
          { uid: 'note', title: 'Merknad til verkstedet', required: false },
          null,
        ],
      } as Parameters<typeof buildProductData>[0]),
    );
    expect(summary?.requiredCustomOptions).toEqual([{ uid: 'len', title: 'Lengde (cm)' }]);
  });

  it('marks a quote product (wm_order_product) on its summary, so a card can show it', () => {
    expect(mapProductSummary(buildProductData({ wm_order_product: true }))?.orderOnRequest).toBe(
      true,
    );
  });

  it('has no original number when the product has no cross-reference', () => {
    expect(
      mapProductSummary(buildProductData({ listing_attributes: { items: [] } }))?.originalNumber,
    ).toBeNull();
    expect(
      mapProductSummary(buildProductData({ listing_attributes: null }))?.originalNumber,
    ).toBeNull();
  });

  it('maps a configurable product’s options by position, and its colours as swatches', () => {
    const summary = mapProductSummary(
      buildProductData({
        __typename: 'ConfigurableProduct',
        configurable_options: [
          {
            uid: 'opt-size',
            attribute_code: 'size',
            label: 'Størrelse',
            position: 2,
            values: [{ uid: 'v-l', label: 'L', swatch_data: null }],
          },
          {
            uid: 'opt-color',
            attribute_code: 'color',
            label: 'Farge',
            position: 1,
            values: [
              {
                uid: 'v-red',
                label: 'Rød',
                swatch_data: { __typename: 'ColorSwatchData', value: '#c00' },
              },
              {
                uid: 'v-pic',
                label: 'Mønster',
                swatch_data: {
                  __typename: 'ImageSwatchData',
                  value: '/s.png',
                  thumbnail: '/t.png',
                },
              },
              { uid: null, label: 'Uten uid', swatch_data: null },
            ],
          },
          null,
        ],
      } as Parameters<typeof buildProductData>[0]),
    );

    expect(summary?.configurableOptions.map((option) => option.attributeCode)).toEqual([
      'color',
      'size',
    ]);
    expect(summary?.colorSwatches).toEqual([
      { uid: 'v-red', label: 'Rød', swatch: { kind: 'color', value: '#c00', thumbnail: null } },
      {
        uid: 'v-pic',
        label: 'Mønster',
        swatch: { kind: 'image', value: '/s.png', thumbnail: '/t.png' },
      },
    ]);
  });

  it('reads missing card fields of an older answer as empty', () => {
    const summary = mapProductSummary({
      ...buildProductData(),
      rating_summary: undefined,
      review_count: undefined,
      small_image: undefined,
    } as unknown as Parameters<typeof mapProductSummary>[0]);
    expect(summary).toMatchObject({ ratingSummary: 0, reviewCount: 0, smallImage: null });
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
      videos: [],
      images: [
        {
          url: 'https://shop.example/media/catalog/product/a.jpg',
          label: 'Oljefilter',
          position: 1,
        },
      ],
      categories: [{ uid: 'Mw==', name: 'Traktordeler', url: '/deler/traktordeler.html' }],
      categoryAncestors: [{ uid: 'MQ==', name: 'Deler', url: '/deler.html' }],
      variants: [],
      specifications: [
        { code: 'wm_weight', label: 'wm_weight', value: '0.4' },
        { code: 'manufacturer', label: 'manufacturer', value: 'Massey Ferguson' },
      ],
      fitments: [
        {
          finder: { id: 1, name: 'Traktor', slug: 'traktor' },
          brand: { id: 4, name: 'Massey Ferguson', slug: 'massey-ferguson' },
          model: { id: 40, name: '3080', slug: '3080' },
          url: '/parts/traktor/massey-ferguson/3080',
        },
      ],
      orderOnRequest: false,
      universalFit: false,
      backorders: false,
      supplierLeadDays: null,
      bundleItems: [],
      groupedItems: [],
      customOptions: [],
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
      categoryAncestors: [],
    });
  });

  it('is null for a product without SKU', () => {
    expect(mapProduct(buildProductData({ sku: null }))).toBeNull();
  });
});

describe('mapProduct of a configurable product', () => {
  const price = { value: 100, currency: 'NOK' as const };
  const priceRange = {
    minimum_price: { regular_price: price, final_price: price },
    maximum_price: null,
  };

  it('maps its variants with the option values they stand for', () => {
    const product = mapProduct(
      buildProductData({
        __typename: 'ConfigurableProduct',
        configurable_options: [],
        variants: [
          {
            attributes: [{ code: 'color', label: 'Rød', uid: 'v-red' }, null],
            product: {
              uid: 'MjAx',
              sku: 'AP-1-RED',
              stock_status: 'IN_STOCK',
              only_x_left_in_stock: 2,
              price_range: priceRange,
              thumbnail: null,
            },
          },
          { attributes: [], product: null },
          null,
        ],
      } as Parameters<typeof buildProductData>[0]),
    );

    expect(product?.variants).toEqual([
      {
        sku: 'AP-1-RED',
        uid: 'MjAx',
        optionValues: { color: 'v-red' },
        stockStatus: 'in-stock',
        onlyXLeftInStock: 2,
        priceRange: {
          minimum: { regular: price, final: price },
          maximum: { regular: price, final: price },
        },
        thumbnail: null,
      },
    ]);
  });

  it('shows at most 20 gallery images', () => {
    const gallery = Array.from({ length: 25 }, (_, index) => ({
      __typename: 'ProductImage' as const,
      url: `https://shop.example/${index}.jpg`,
      label: null,
      position: index,
      disabled: false,
    }));
    const product = mapProduct(buildProductData({ media_gallery: gallery }));
    expect(product?.images).toHaveLength(20);
    expect(product?.images[19]?.url).toBe('https://shop.example/19.jpg');
    expect(product?.variants).toEqual([]);
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
        {
          __typename: 'ProductVideo',
          url: 'v.mp4',
          label: null,
          position: 0,
          disabled: false,
          video_content: null,
        },
        image('b.jpg', 2, null),
      ]).map((entry) => entry.url),
    ).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'none.jpg']);
  });

  it('is empty without a gallery', () => {
    expect(mapGalleryImages(null)).toEqual([]);
  });
});

/** Base64, as Magento encodes uids. */
const uid = (text: string) => Buffer.from(text).toString('base64');

describe('mapProduct of a bundle product', () => {
  const choice = (
    selection: number,
    overrides: Partial<{ id: number | null; is_default: boolean; label: string | null }> = {},
  ) => ({
    id: null,
    uid: uid(`bundle/1/${selection}/1`),
    label: `Filter ${selection}`,
    quantity: 1,
    can_change_quantity: false,
    is_default: false,
    price: 179,
    product: {
      sku: `F-${selection}`,
      name: `Filter ${selection}`,
      stock_status: 'IN_STOCK' as const,
    },
    ...overrides,
  });

  it('maps the options by position with their choices, taking ids from the uids when null', () => {
    const product = mapProduct(
      buildProductData({
        __typename: 'BundleProduct',
        items: [
          {
            option_id: null,
            uid: uid('bundle/2'),
            title: 'Motorolje',
            required: false,
            type: 'checkbox',
            position: 2,
            options: [choice(5, { label: null })],
          },
          {
            option_id: 1,
            uid: uid('bundle/1'),
            title: 'Oljefilter',
            required: true,
            type: 'radio',
            position: 1,
            options: [choice(1, { is_default: true }), choice(2, { id: 22 })],
          },
        ],
      }),
    );

    expect(product?.bundleItems).toEqual([
      {
        id: 1,
        uid: uid('bundle/1'),
        title: 'Oljefilter',
        required: true,
        type: 'radio',
        position: 1,
        options: [
          {
            id: 1,
            uid: uid('bundle/1/1/1'),
            label: 'Filter 1',
            quantity: 1,
            canChangeQuantity: false,
            isDefault: true,
            price: 179,
            product: { sku: 'F-1', name: 'Filter 1', stockStatus: 'in-stock' },
          },
          expect.objectContaining({ id: 22, label: 'Filter 2', isDefault: false }),
        ],
      },
      expect.objectContaining({
        id: 2,
        title: 'Motorolje',
        required: false,
        type: 'checkbox',
        // A choice without a label is named by its product.
        options: [expect.objectContaining({ id: 5, label: 'Filter 5' })],
      }),
    ]);
    expect(product?.groupedItems).toEqual([]);
  });

  it('leaves out options and choices without an id, options without choices, and reads an unknown type as select', () => {
    expect(
      mapBundleItems([
        null,
        {
          option_id: null,
          uid: null,
          title: 'Uten id',
          required: true,
          type: 'radio',
          position: 1,
          options: [choice(1)],
        },
        {
          option_id: 4,
          uid: null,
          title: 'Tom',
          required: true,
          type: 'radio',
          position: 2,
          options: [],
        },
        {
          option_id: 5,
          uid: null,
          title: 'Ukjent type',
          required: null,
          type: 'dropdown',
          position: null,
          options: [choice(7), { ...choice(8), uid: 'bm9uZQ==' }, null],
        },
      ]),
    ).toEqual([
      expect.objectContaining({
        id: 5,
        uid: '5',
        required: false,
        type: 'select',
        options: [expect.objectContaining({ id: 7 })],
      }),
    ]);
    expect(mapBundleItems(null)).toEqual([]);
  });
});

describe('mapProduct of a grouped product', () => {
  const member = (sku: string, position: number | null, qty: number | null) => ({
    qty,
    position,
    product: {
      __typename: 'SimpleProduct' as const,
      uid: uid(sku),
      sku,
      name: `Del ${sku}`,
      stock_status: 'IN_STOCK' as const,
      only_x_left_in_stock: 3,
      price_range: {
        minimum_price: {
          regular_price: { value: 99, currency: 'NOK' as const },
          final_price: { value: 99, currency: 'NOK' as const },
        },
        maximum_price: null,
      },
    },
  });

  it('maps the members by position with their default quantities, leaving out one without SKU', () => {
    const product = mapProduct(
      buildProductData({
        __typename: 'GroupedProduct',
        items: [
          member('B', 2, null),
          member('A', 1, 2),
          null,
          { ...member('C', 3, 1), product: { ...member('C', 3, 1).product, sku: null } },
        ],
      }),
    );

    expect(product?.groupedItems).toEqual([
      {
        sku: 'A',
        uid: uid('A'),
        name: 'Del A',
        defaultQuantity: 2,
        position: 1,
        stockStatus: 'in-stock',
        onlyXLeftInStock: 3,
        priceRange: {
          minimum: {
            regular: { value: 99, currency: 'NOK' },
            final: { value: 99, currency: 'NOK' },
          },
          maximum: {
            regular: { value: 99, currency: 'NOK' },
            final: { value: 99, currency: 'NOK' },
          },
        },
      },
      expect.objectContaining({ sku: 'B', defaultQuantity: 0 }),
    ]);
    expect(mapGroupedItems(undefined)).toEqual([]);
    expect(product?.bundleItems).toEqual([]);
  });
});
