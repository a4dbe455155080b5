import type { ProductImage } from '../catalog/mapProductSummary';
import { shopConstants } from '../config/shopConstants';

/**
 * The images a product card shows (spec §9: at most 2, the second on hover): the given images in
 * order, without missing ones and without repeating an address (the thumbnail is often also the
 * first gallery image). Pure.
 *
 * @example
 * ```ts
 * cardImages([product.smallImage, ...product.images]); // at most 2
 * ```
 */
export function cardImages(
  images: readonly (ProductImage | null | undefined)[],
  max: number = shopConstants.productCard.maxImages,
): ProductImage[] {
  const shown: ProductImage[] = [];
  for (const image of images) {
    if (shown.length >= max) break;
    if (image?.url && !shown.some((other) => other.url === image.url)) shown.push(image);
  }
  return shown;
}
