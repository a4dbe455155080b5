import type { ProductDetailFieldsFragment } from '../generated/graphql';

/** A video of a product page's gallery, playable in an embedded player. */
export interface ProductGalleryVideo {
  title: string;
  description: string | null;
  /** The preview picture (the product's own image, so showing it asks nothing of the host). */
  previewUrl: string | null;
  /** The player's address (youtube-nocookie.com or player.vimeo.com), autoplaying once loaded. */
  embedUrl: string;
  position: number | null;
}

/** The hosts a product video may be embedded from: the Content-Security-Policy's `frame-src`. */
export const videoEmbedOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d+$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The embed address of a YouTube or Vimeo video from its watch address (as Magento stores
 * `video_url`): YouTube through its no-cookie host. `null` for any other host or a malformed
 * address, so the page never frames an address the policy would refuse. It autoplays, as it is
 * loaded only when the shopper presses play.
 */
export function videoEmbedUrl(videoUrl: string): string | null {
  const url = parseUrl(videoUrl);
  if (!url || url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  let id: string | null | undefined;
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : url.pathname.split('/embed/')[1];
  } else if (host === 'youtu.be') {
    id = url.pathname.slice(1);
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    id = url.pathname.split('/').filter(Boolean).at(-1);
    return id && vimeoId.test(id) ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null;
  }
  return id && youtubeId.test(id)
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : null;
}

/** The gallery's videos: enabled entries from a known host, by position (stable). */
export function mapGalleryVideos(
  gallery: ProductDetailFieldsFragment['media_gallery'],
): ProductGalleryVideo[] {
  return (gallery ?? [])
    .flatMap((entry) => {
      if (entry?.__typename !== 'ProductVideo' || entry.disabled) return [];
      const content = entry.video_content;
      const embedUrl = content?.video_url ? videoEmbedUrl(content.video_url) : null;
      if (!content || !embedUrl) return [];
      return [
        {
          title: content.video_title || entry.label || '',
          description: content.video_description || null,
          previewUrl: entry.url,
          embedUrl,
          position: entry.position,
        },
      ];
    })
    .filter((video) => video.title !== '')
    .sort(
      (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
    );
}
