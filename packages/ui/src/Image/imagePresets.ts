/** Width and height of an image preset, in CSS pixels. */
export interface ImagePreset {
  width: number;
  height: number;
}

/**
 * The shop's image sizes from the spec, in CSS pixels. Components set these as `width` and
 * `height` so the page does not jump while images load; the app uses them to ask the image
 * service for matching files (and multiples of them in a `srcSet`).
 */
export const imagePresets = {
  productCard: { width: 216, height: 268 },
  card: { width: 400, height: 400 },
  horizontalProductCard: { width: 140, height: 200 },
  checkout: { width: 100, height: 100 },
  galleryThumbnail: { width: 80, height: 80 },
  galleryMain: { width: 700, height: 700 },
  cart: { width: 170, height: 170 },
} as const satisfies Record<string, ImagePreset>;
