import type { ProductDetailFieldsFragment } from '../generated/graphql';
import { categoryUrl } from './categoryUrl';
import type { CategoryLink } from './mapCategory';
import {
  mapProductImage,
  mapProductSummary,
  type ProductImage,
  type ProductSummary,
} from './mapProductSummary';

/** A gallery image of a product page. */
export interface ProductGalleryImage extends ProductImage {
  position: number | null;
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
  /** The listing image; `null` when the product has no image. */
  smallImage: ProductImage | null;
  /** The gallery: enabled images with an address (no videos), by position. */
  images: ProductGalleryImage[];
  /** The categories the product is in. */
  categories: CategoryLink[];
  /** Delivery time shown to shoppers (the shop's `wm_delivery_time`). */
  deliveryTime: string | null;
  /** Product group (the shop's `ag_produktgruppe`). */
  productGroup: string | null;
  /** A quote product: ordered on request, price given on application (`wm_order_product`). */
  orderOnRequest: boolean;
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

/** Maps a product of a product page to a {@link Product}; `null` for one without a SKU. */
export function mapProduct(data: ProductDetailFieldsFragment): Product | null {
  const summary = mapProductSummary(data);
  if (!summary) return null;
  return {
    ...summary,
    description: html(data.description),
    shortDescription: html(data.short_description),
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    onlyXLeftInStock: data.only_x_left_in_stock,
    smallImage: mapProductImage(data.small_image),
    images: mapGalleryImages(data.media_gallery),
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
    deliveryTime: data.wm_delivery_time,
    productGroup: data.ag_produktgruppe,
    orderOnRequest: data.wm_order_product ?? false,
  };
}
