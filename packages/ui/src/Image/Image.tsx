import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import type { ImagePreset } from './imagePresets';
import { useImageSource } from './ImageSource';
import { presetImage } from './presetImage';

/** Props of {@link Image}: an `<img>`'s props with `src` and `alt` required. */
export interface ImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  /** The image address. */
  src: string;
  /** What the image shows; `''` for a decorative image that assistive technology should skip. */
  alt: string;
  /** `lazy` by default: most shop images are below the fold. Use `eager` for the first view. */
  loading?: 'lazy' | 'eager';
  /**
   * One of {@link imagePresets}: sets `width` and `height` (unless given) and, for an address of
   * the shop's image service (`…/media/…`), asks it for that size with a `1x`/`2x` `srcSet`
   * (unless one is given). See {@link presetImage}.
   */
  preset?: ImagePreset;
}

/**
 * An image. `src` and `alt` are required (the spec: an image needs both; `alt` may be empty for
 * decoration). Give `width` and `height` so the page does not jump while it loads; `srcSet` and
 * `sizes` pass through for responsive images, or give a `preset` to get both. An
 * {@link ImageSourceProvider} above may rewrite `src` first.
 */
export function Image({
  loading = 'lazy',
  decoding = 'async',
  className,
  alt,
  preset,
  src,
  srcSet,
  width,
  height,
  ...imgProps
}: ImageProps) {
  const source = useImageSource(src);
  const sources = preset ? presetImage(source, preset) : null;
  return (
    <img
      {...imgProps}
      src={sources ? sources.src : source}
      srcSet={srcSet ?? sources?.srcSet}
      width={width ?? sources?.width}
      height={height ?? sources?.height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={joinClassNames('ap-image', className)}
    />
  );
}
