import type { ProductDetailFieldsFragment } from '../generated/graphql';
import { shopConstants } from '../config/shopConstants';
import { bundleUidIds } from './bundleUidIds';
import { categoryUrl } from './categoryUrl';
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

/** One choice of a {@link BundleItem}: a product in a set quantity. */
export interface BundleItemChoice {
  /** The selection id, sent as a `bundle_options` value. */
  id: number;
  uid: string;
  label: string;
  /** How many of it the bundle holds. */
  quantity: number;
  canChangeQuantity: boolean;
  /** Chosen until the shopper chooses otherwise. */
  isDefault: boolean;
  /** The choice's price as the catalogue holds it; `null` when the backend does not say. */
  price: number | null;
  product: { sku: string; name: string | null; stockStatus: StockStatus } | null;
}

/**
 * An option of a bundle product (such as "Oil filter"): its choices, whether one must be chosen,
 * and how (`radio` and `select` take one choice, `checkbox` and `multi` several).
 */
export interface BundleItem {
  /** The option id, sent as `bundle_options.id`. */
  id: number;
  uid: string;
  title: string;
  required: boolean;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  position: number | null;
  options: BundleItemChoice[];
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
  /** A configurable product's variants (empty for other types); a variant without SKU is left out. */
  variants: ProductVariant[];
  /** The categories the product is in. */
  categories: CategoryLink[];
  /**
   * The specifications table: attribute values visible on the storefront with their labels,
   * without `wm_package` and `wm_free_fright`.
   */
  specifications: ProductSpecification[];
  /** The vehicle models the part fits, with links to their parts pages. */
  fitments: ProductFitment[];
  /** A quote product: ordered on request, price given on application (`wm_order_product`). */
  orderOnRequest: boolean;
  /** A bundle's options, by position (empty for other types). */
  bundleItems: BundleItem[];
  /** A grouped product's members, by position (empty for other types). */
  groupedItems: GroupedItem[];
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
    specifications: mapSpecifications(data.custom_attributesV2, labels),
    fitments: mapFitments(data.wm_pf_fitments),
    orderOnRequest: data.wm_order_product ?? false,
    bundleItems: mapBundleItems(data.__typename === 'BundleProduct' ? data.items : null),
    groupedItems: mapGroupedItems(data.__typename === 'GroupedProduct' ? data.items : null),
  };
}

const bundleOptionTypes: readonly BundleItem['type'][] = ['radio', 'select', 'checkbox', 'multi'];

type BundleItemsData = Extract<
  ProductDetailFieldsFragment,
  { __typename: 'BundleProduct' }
>['items'];

/**
 * Maps a bundle's `items` to {@link BundleItem}s by position. Ids come from `option_id` / `id`,
 * else from the uids (Magento deprecated the ids); an option or choice without one is left out,
 * as is an option without choices. Pure.
 */
export function mapBundleItems(items: BundleItemsData | null | undefined): BundleItem[] {
  return (items ?? [])
    .flatMap((item): BundleItem[] => {
      const id = item?.option_id ?? bundleUidIds(item?.uid)[0];
      if (!item || id === undefined) return [];
      const options = (item.options ?? []).flatMap((option): BundleItemChoice[] => {
        const choiceId = option?.id ?? bundleUidIds(option?.uid)[1];
        if (!option || choiceId === undefined) return [];
        return [
          {
            id: choiceId,
            uid: option.uid,
            label: option.label ?? option.product?.name ?? option.product?.sku ?? '',
            quantity: option.quantity ?? 1,
            canChangeQuantity: option.can_change_quantity ?? false,
            isDefault: option.is_default ?? false,
            price: option.price,
            product: option.product?.sku
              ? {
                  sku: option.product.sku,
                  name: option.product.name,
                  stockStatus: mapStockStatus(option.product.stock_status),
                }
              : null,
          },
        ];
      });
      if (options.length === 0) return [];
      const type = bundleOptionTypes.find((known) => known === item.type) ?? 'select';
      return [
        {
          id,
          uid: item.uid ?? String(id),
          title: item.title ?? '',
          required: item.required ?? false,
          type,
          position: item.position,
          options,
        },
      ];
    })
    .sort(byPosition);
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

function byPosition(a: { position: number | null }, b: { position: number | null }): number {
  return (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);
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
