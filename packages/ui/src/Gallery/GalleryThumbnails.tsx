import type { KeyboardEvent, RefObject } from 'react';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import type { GalleryImage, GalleryLabels } from './Gallery';

/** Props of {@link GalleryThumbnails}. */
export interface GalleryThumbnailsProps {
  images: readonly GalleryImage[];
  /** The shown image's index: its thumbnail is `aria-current` and the one in the tab order. */
  index: number;
  labels: Pick<GalleryLabels, 'thumbnails' | 'showImage' | 'showVideo'>;
  /** Filled with the thumbnail buttons, so the keyboard can move focus along them. */
  buttonRefs: RefObject<Array<HTMLButtonElement | null>>;
  onSelect: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The {@link Gallery}'s thumbnails (80×80), each a button showing its image; a video's with a play mark and its title. */
export function GalleryThumbnails({
  images,
  index,
  labels,
  buttonRefs,
  onSelect,
  onKeyDown,
}: GalleryThumbnailsProps) {
  const total = images.length;

  return (
    <ul className="ap-gallery__thumbnails" aria-label={labels.thumbnails}>
      {images.map((image, position) => (
        <li key={`${position}-${image.src}`} className="ap-gallery__thumbnail-item">
          <button
            ref={(element) => {
              buttonRefs.current[position] = element;
            }}
            type="button"
            className="ap-gallery__thumbnail"
            aria-label={
              image.video
                ? (labels.showVideo?.(image.video.title) ?? image.video.title)
                : labels.showImage(position + 1, total)
            }
            aria-current={position === index ? 'true' : undefined}
            tabIndex={position === index ? 0 : -1}
            onClick={() => onSelect(position)}
            onKeyDown={onKeyDown}
          >
            <Image
              src={image.thumbnailSrc ?? image.src}
              alt=""
              preset={imagePresets.galleryThumbnail}
            />
            {image.video ? (
              <>
                <span className="ap-gallery__play-mark" aria-hidden="true" />
                <span className="ap-gallery__thumbnail-title" aria-hidden="true">
                  {image.video.title}
                </span>
              </>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
