import type { GalleryImage } from '@agri-parts/ui';
import type { ProductImageView } from './productOffer';

/** A product video as the page data carries it. */
export interface ProductVideoView {
  title: string;
  previewSrc: string | null;
  embedUrl: string;
}

/**
 * The gallery's entries: the images, then the videos (each previewed with its own picture or the
 * product's first image; one with neither is left out, as there is nothing to show before play).
 * Pure.
 */
export function galleryEntries(
  images: readonly ProductImageView[],
  videos: readonly ProductVideoView[],
): GalleryImage[] {
  const fallback = images[0]?.src ?? null;
  return [
    ...images,
    ...videos.flatMap((video) => {
      const src = video.previewSrc ?? fallback;
      return src
        ? [{ src, alt: video.title, video: { title: video.title, embedUrl: video.embedUrl } }]
        : [];
    }),
  ];
}
