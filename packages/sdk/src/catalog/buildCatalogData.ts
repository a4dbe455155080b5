import type { CategoryPageFieldsFragment, ProductDetailFieldsFragment } from '../generated/graphql';

/**
 * Typed builders of backend answers for the catalogue's tests: a complete, realistic value that a
 * test overrides only where it matters.
 */

type CategoryData = Omit<CategoryPageFieldsFragment, '__typename'>;

function money(value: number) {
  return { value, currency: 'NOK' as const };
}

/** A simple product as the product queries return it. */
export function buildProductData(
  overrides: Partial<ProductDetailFieldsFragment> = {},
): ProductDetailFieldsFragment {
  return {
    __typename: 'SimpleProduct',
    uid: 'MTAx',
    sku: 'AP-10001',
    name: 'Oljefilter Massey Ferguson 3080',
    url_key: 'oljefilter-massey-ferguson-3080',
    url_suffix: '.html',
    url_rewrites: [{ url: 'oljefilter-massey-ferguson-3080.html' }],
    stock_status: 'IN_STOCK',
    price_range: {
      minimum_price: { regular_price: money(499), final_price: money(399) },
      maximum_price: { regular_price: money(499), final_price: money(399) },
    },
    thumbnail: { url: 'https://shop.example/media/catalog/product/a.jpg', label: 'Oljefilter' },
    meta_title: 'Oljefilter MF 3080',
    meta_description: 'Oljefilter til Massey Ferguson 3080',
    only_x_left_in_stock: null,
    description: { html: '<p>Originalt oljefilter.</p>' },
    short_description: { html: '<p>Passer MF 3080.</p>' },
    small_image: { url: 'https://shop.example/media/catalog/product/a.jpg', label: 'Oljefilter' },
    media_gallery: [
      {
        __typename: 'ProductImage',
        url: 'https://shop.example/media/catalog/product/a.jpg',
        label: 'Oljefilter',
        position: 1,
        disabled: false,
      },
    ],
    categories: [
      {
        uid: 'Mw==',
        name: 'Traktordeler',
        url_path: 'deler/traktordeler',
        url_suffix: '.html',
        breadcrumbs: [{ category_uid: 'MQ==', category_name: 'Deler', category_url_path: 'deler' }],
      },
    ],
    wm_delivery_time: '1-3 dager',
    ag_produktgruppe: 'Filter',
    wm_order_product: false,
    wm_universal_fit: false,
    wm_backorders: false,
    wm_supplier_lead_days: null,
    custom_attributesV2: {
      items: [
        { __typename: 'AttributeValue', code: 'wm_weight', value: '0.4' },
        {
          __typename: 'AttributeSelectedOptions',
          code: 'manufacturer',
          selected_options: [{ label: 'Massey Ferguson', value: '7' }],
        },
        { __typename: 'AttributeValue', code: 'wm_package', value: '1' },
      ],
    },
    listing_attributes: {
      items: [
        { __typename: 'AttributeValue', code: 'wm_part_numbers', value: '3595854M1, 1876543M1' },
      ],
    },
    wm_pf_fitments: [
      {
        finder: { id: 1, name: 'Traktor', slug: 'traktor' },
        brand: { id: 4, name: 'Massey Ferguson', slug: 'massey-ferguson' },
        model: { id: 40, name: '3080', slug: '3080' },
      },
    ],
    rating_summary: 80,
    review_count: 3,
    new_from_date: null,
    new_to_date: null,
    ...overrides,
  } as ProductDetailFieldsFragment;
}

/** A category as the category query (and the route of its URL) returns it. */
export function buildCategoryData(overrides: Partial<CategoryData> = {}): CategoryData {
  return {
    uid: 'NA==',
    name: 'Filter',
    url_path: 'traktordeler/filter',
    url_suffix: '.html',
    description: '<p>Filter til traktoren.</p>',
    meta_title: 'Filter',
    meta_description: 'Filter til traktorer',
    display_mode: 'PRODUCTS_AND_PAGE',
    product_count: 42,
    breadcrumbs: [
      { category_uid: 'Mw==', category_name: 'Traktordeler', category_url_path: 'traktordeler' },
    ],
    cms_block: { identifier: 'filter-landing', title: 'Filter', content: '<p>Velg filter</p>' },
    children: [
      {
        uid: 'NQ==',
        name: 'Oljefilter',
        position: 1,
        url_path: 'traktordeler/filter/oljefilter',
        url_suffix: '.html',
        product_count: 12,
      },
    ],
    ...overrides,
  };
}
