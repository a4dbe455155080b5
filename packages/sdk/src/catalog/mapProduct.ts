import { mapCustomOptions, type ProductCustomOption } from './mapCustomOptions';
import type { ProductDetailFieldsFragment } from '../generated/graphql';
import { shopConstants } from '../config/shopConstants';
import { byPosition, mapBundleItems, type BundleItem } from './mapBundleItems';
import { categoryUrl } from './categoryUrl';
import { mapGalleryVideos, type ProductGalleryVideo } from './productVideos';
import { mapFitments, type ProductFitment } from './mapFitments';
import { mapPriceRange, type PriceRange } from './mapPriceRange';
import {
  mapSpecifications,
  type AttributeLabels,
  type ProductSpecification,
} from './mapSpecifications';
import type { CategoryLink } from './mapCategory';
import {
  mapProductImage,
  mapProductSummary,
  mapStockStatus,
  type ProductImage,
  type ProductSummary,
  type StockStatus,
} from './mapProductSummary';

// A bundle's items live in mapBundleItems.ts; re-exported where they were.
export { mapBundleItems, type BundleItem, type BundleItemChoice } from './mapBundleItems';

/** A gallery image of a product page. */
export interface ProductGalleryImage extends ProductImage {
  position: number | null;
}

/**
 * One variant of a configurable product: the simple product bought for one combination of option
 * values.
 */
export interface ProductVariant {
  sku: string;
  uid: string;
  /** The option values it stands for: attribute code → value uid (as `configurableOptions`). */
  optionValues: Record<string, string>;
  stockStatus: StockStatus;
  onlyXLeftInStock: number | null;
  priceRange: PriceRange;
  thumbnail: ProductImage | null;
}

/** A member of a grouped product, bought in its own quantity. */
export interface GroupedItem {
  sku: string;
  uid: string;
  name: string | null;
  /** The quantity the grouped product suggests. */
  defaultQuantity: number;
  position: number | null;
  stockStatus: StockStatus;
  onlyXLeftInStock: number | null;
  priceRange: PriceRange;
}

/** A product as its page shows it. */
export interface Product extends ProductSummary {
  /** The full description as HTML; `null` when there is none. */
  description: string | null;
  /** The short description as HTML; `null` when there is none. */
  shortDescription: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Quantity left when stock is low, otherwise `null`. */
  onlyXLeftInStock: number | null;
  /** The gallery: enabled images with an address (no videos), by position, at most 20. */
  images: ProductGalleryImage[];
  /** The gallery's videos (YouTube, Vimeo), shown after the images. */
  videos: ProductGalleryVideo[];
  /** A configurable product's variants (empty for other types); a variant without SKU is left out. */
  variants: ProductVariant[];
  /** The categories the product is in. */
  categories: CategoryLink[];
  /**
   * The categories above those (their breadcrumbs), top first, each once: the product page's
   * trail needs them when the product is only in a leaf category.
   */
  categoryAncestors: CategoryLink[];
  /**
   * The specifications table: attribute values visible on the storefront with their labels,
   * without `wm_package` and `wm_free_fright`.
   */
  specifications: ProductSpecification[];
  /** The vehicle models the part fits, with links to their parts pages. */
  fitments: ProductFitment[];
  /** A bundle's options, by position (empty for other types). */
  bundleItems: BundleItem[];
  /** A grouped product's members, by position (empty for other types). */
  groupedItems: GroupedItem[];
  /** The text options typed in when buying (`CustomizableProductInterface.options`). */
  customOptions: ProductCustomOption[];
}

function html(value: { html: string } | null): string | null {
  return value?.html ? value.html : null;
}

/** The gallery of a product page: enabled images with an address, by position (stable). */
export function mapGalleryImages(
  gallery: ProductDetailFieldsFragment['media_gallery'],
): ProductGalleryImage[] {
  return (gallery ?? [])
    .flatMap((entry) =>
      entry?.__typename === 'ProductImage' && entry.url && !entry.disabled
        ? [{ url: entry.url, label: entry.label, position: entry.position }]
        : [],
    )
    .sort(
      (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
    );
}

/**
 * Maps a product of a product page to a {@link Product}; `null` for one without a SKU.
 *
 * @param labels - Attribute labels by code (`attributeLabels(attributesList.items)`) for the
 *   specifications; codes stand in for missing ones.
 */
export function mapProduct(
  data: ProductDetailFieldsFragment,
  labels: AttributeLabels = new Map(),
): Product | null {
  const summary = mapProductSummary(data);
  if (!summary) return null;
  return {
    ...summary,
    description: html(data.description),
    shortDescription: html(data.short_description),
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    onlyXLeftInStock: data.only_x_left_in_stock,
    images: mapGalleryImages(data.media_gallery).slice(0, shopConstants.galleryMaxImages),
    videos: mapGalleryVideos(data.media_gallery),
    variants: mapVariants(data.__typename === 'ConfigurableProduct' ? data.variants : null),
    categories: (data.categories ?? []).flatMap((category) =>
      category
        ? [
            {
              uid: category.uid,
              name: category.name,
              url: categoryUrl(category.url_path, category.url_suffix),
            },
          ]
        : [],
    ),
    categoryAncestors: mapCategoryAncestors(data.categories),
    specifications: mapSpecifications(data.custom_attributesV2, labels),
    fitments: mapFitments(data.wm_pf_fitments),
    bundleItems: mapBundleItems(data.__typename === 'BundleProduct' ? data.items : null),
    groupedItems: mapGroupedItems(data.__typename === 'GroupedProduct' ? data.items : null),
    customOptions: mapCustomOptions('options' in data ? data.options : null),
  };
}

type GroupedItemsData = Extract<
  ProductDetailFieldsFragment,
  { __typename: 'GroupedProduct' }
>['items'];

/** Maps a grouped product's `items` to {@link GroupedItem}s by position; one without SKU is left out. Pure. */
export function mapGroupedItems(items: GroupedItemsData | null | undefined): GroupedItem[] {
  return (items ?? [])
    .flatMap((item): GroupedItem[] => {
      const product = item?.product;
      if (!item || !product?.sku) return [];
      return [
        {
          sku: product.sku,
          uid: product.uid,
          name: product.name,
          defaultQuantity: item.qty ?? 0,
          position: item.position,
          stockStatus: mapStockStatus(product.stock_status),
          onlyXLeftInStock: product.only_x_left_in_stock,
          priceRange: mapPriceRange(product.price_range),
        },
      ];
    })
    .sort(byPosition);
}

type VariantData = NonNullable<
  Extract<ProductDetailFieldsFragment, { __typename: 'ConfigurableProduct' }>['variants']
>;

/** Maps a configurable product's `variants` to {@link ProductVariant}s. */
export function mapVariants(variants: VariantData | null | undefined): ProductVariant[] {
  return (variants ?? []).flatMap((variant) => {
    const product = variant?.product;
    if (!variant || !product?.sku) return [];
    const optionValues: Record<string, string> = {};
    for (const attribute of variant.attributes ?? []) {
      if (attribute?.code) optionValues[attribute.code] = attribute.uid;
    }
    return [
      {
        sku: product.sku,
        uid: product.uid,
        optionValues,
        stockStatus: mapStockStatus(product.stock_status),
        onlyXLeftInStock: product.only_x_left_in_stock,
        priceRange: mapPriceRange(product.price_range),
        thumbnail: mapProductImage(product.thumbnail),
      },
    ];
  });
}

/** The breadcrumbs of the product's categories, each category once (they carry the child's suffix). */
function mapCategoryAncestors(
  categories: ProductDetailFieldsFragment['categories'],
): CategoryLink[] {
  const seen = new Set<string>();
  return (categories ?? []).flatMap((category) =>
    (category?.breadcrumbs ?? []).flatMap((crumb) => {
      if (!crumb || seen.has(crumb.category_uid)) return [];
      seen.add(crumb.category_uid);
      return [
        {
          uid: crumb.category_uid,
          name: crumb.category_name,
          url: categoryUrl(crumb.category_url_path, category?.url_suffix),
        },
      ];
    }),
  );
}
