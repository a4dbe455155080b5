import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link Image}: an `<img>`'s props with `src` and `alt` required. */
export interface ImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  /** The image address. */
  src: string;
  /** What the image shows; `''` for a decorative image that assistive technology should skip. */
  alt: string;
  /** `lazy` by default: most shop images are below the fold. Use `eager` for the first view. */
  loading?: 'lazy' | 'eager';
}

/**
 * An image. `src` and `alt` are required (the spec: an image needs both; `alt` may be empty for
 * decoration). Give `width` and `height` so the page does not jump while it loads; `srcSet` and
 * `sizes` pass through for responsive images.
 */
export function Image({
  loading = 'lazy',
  decoding = 'async',
  className,
  alt,
  ...imgProps
}: ImageProps) {
  return (
    <img
      {...imgProps}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={joinClassNames('ap-image', className)}
    />
  );
}
