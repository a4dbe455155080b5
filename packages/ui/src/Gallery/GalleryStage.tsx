import type { KeyboardEvent, MouseEvent } from 'react';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import type { GalleryImage } from './Gallery';
import type { GalleryZoom } from './useGalleryZoom';
import { useGallerySwipe } from './useGallerySwipe';

/** Props of {@link GalleryStage}. */
export interface GalleryStageProps {
  image: GalleryImage;
  imageSizes: string | undefined;
  /** The stage's accessible name, saying it zooms. */
  label: string;
  /** The id of the live region that describes the stage. */
  statusId: string;
  zoom: GalleryZoom;
  zoomOnHover: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** A swipe: `1` for the next image, `-1` for the previous one. */
  onSwipe: (step: 1 | -1) => void;
}

/**
 * The {@link Gallery}'s main image (700×700 preset), focusable, zoomed ×2 on a click (or hover)
 * around the pointer, and swiped to change image. It carries `data-state` (`zoomed` / `idle`).
 */
export function GalleryStage({
  image,
  imageSizes,
  label,
  statusId,
  zoom,
  zoomOnHover,
  onKeyDown,
  onSwipe,
}: GalleryStageProps) {
  const { zoomed, setZoomed, followPointer } = zoom;
  const swipe = useGallerySwipe({ enabled: !zoomed, onSwipe });
  // The zoom file is the caller's own large picture: not resized to the preset.
  const showZoomFile = zoomed && Boolean(image.zoomSrc);

  function handleClick(event: MouseEvent<HTMLElement>) {
    if (swipe.consumeSwipe()) return;
    followPointer(event);
    setZoomed((value) => !value);
  }

  return (
    <div
      className="ap-gallery__stage"
      role="group"
      aria-label={label}
      aria-describedby={statusId}
      tabIndex={0}
      data-state={zoomed ? 'zoomed' : 'idle'}
      style={zoom.style}
      onKeyDown={onKeyDown}
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerMove={zoomed ? followPointer : undefined}
      onPointerEnter={
        zoomOnHover
          ? (event) => {
              if (event.pointerType !== 'mouse') return;
              followPointer(event);
              setZoomed(true);
            }
          : undefined
      }
      onPointerLeave={() => setZoomed(false)}
      onClick={handleClick}
    >
      <Image
        className="ap-gallery__image"
        src={showZoomFile && image.zoomSrc ? image.zoomSrc : image.src}
        srcSet={showZoomFile ? undefined : image.srcSet}
        sizes={imageSizes}
        alt={image.alt}
        preset={showZoomFile ? undefined : imagePresets.galleryMain}
        width={imagePresets.galleryMain.width}
        height={imagePresets.galleryMain.height}
        loading="eager"
        // Usually the product page's largest paint: ahead of other pictures in the queue.
        fetchPriority="high"
        draggable={false}
      />
    </div>
  );
}
