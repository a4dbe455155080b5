/** A picture size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size a picture is drawn at when the address asks for none (the gallery's main image). */
export const DEFAULT_IMAGE_SIZE: ImageSize = { width: 700, height: 700 };

/**
 * The storefront's image presets from the spec (product card 216×268, card 400×400, horizontal
 * card 140×200, checkout 100×100, gallery thumbnail 80×80, gallery main 700×700, cart 170×170).
 * The media handler draws these and their double (for 2× screens) — a closed list, so nobody can
 * make the server draw, or a CDN keep, thousands of arbitrary sizes.
 */
const PRESETS: readonly ImageSize[] = [
  { width: 216, height: 268 },
  { width: 400, height: 400 },
  { width: 140, height: 200 },
  { width: 100, height: 100 },
  { width: 80, height: 80 },
  { width: 700, height: 700 },
  { width: 170, height: 170 },
];

/** Every size the media handler draws: each preset at 1× and 2×. */
export const ALLOWED_IMAGE_SIZES: readonly ImageSize[] = PRESETS.flatMap((size) => [
  size,
  { width: size.width * 2, height: size.height * 2 },
]);

export type ImageSizeResult = { ok: true; size: ImageSize } | { ok: false; message: string };

const describeAllowed = () =>
  ALLOWED_IMAGE_SIZES.map(({ width, height }) => `${width}x${height}`).join(', ');

/**
 * Reads `?width=&height=` of a media address. Neither: the default size. Both, as whole numbers
 * naming an allowed size: that size. Anything else (one without the other, `abc`, `-1`, `216.5`,
 * a size that is not a preset or its double, a repeated parameter) is refused with a message that
 * says what is allowed.
 */
export function parseImageSize(query: URLSearchParams): ImageSizeResult {
  const widths = query.getAll('width');
  const heights = query.getAll('height');
  if (widths.length === 0 && heights.length === 0) return { ok: true, size: DEFAULT_IMAGE_SIZE };
  if (widths.length !== 1 || heights.length !== 1) {
    return {
      ok: false,
      message: 'Give both width and height, once each (e.g. ?width=400&height=400).',
    };
  }
  const width = wholeNumber(widths[0]!);
  const height = wholeNumber(heights[0]!);
  if (width === null || height === null) {
    return { ok: false, message: 'width and height must be whole numbers of pixels.' };
  }
  const size = ALLOWED_IMAGE_SIZES.find((s) => s.width === width && s.height === height);
  if (!size) {
    return {
      ok: false,
      message: `Unsupported image size ${width}x${height}. Supported sizes: ${describeAllowed()}.`,
    };
  }
  return { ok: true, size };
}

function wholeNumber(text: string): number | null {
  return /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : null;
}
