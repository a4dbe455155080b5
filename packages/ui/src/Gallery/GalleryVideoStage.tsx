import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import type { GalleryImage } from './Gallery';

/** Props of {@link GalleryVideoStage}. */
export interface GalleryVideoStageProps {
  image: GalleryImage & { video: NonNullable<GalleryImage['video']> };
  /** The play button's accessible name (for example `(title) => \`Spill av video: ${title}\``). */
  playLabel: string;
  /** Arrow keys, Home and End change the entry, as on an image. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A video entry of the {@link Gallery}: its preview with a play button; the player (an `<iframe>`
 * titled with the video's title) is loaded only once the shopper presses play, so showing the
 * page makes no request to the video host. Focus moves into the player as it replaces the button.
 * Keyed by the entry by its caller, so choosing another entry stops the video.
 */
export function GalleryVideoStage({ image, playLabel, onKeyDown }: GalleryVideoStageProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div
      className="ap-gallery__stage ap-gallery__stage--video"
      data-state={playing ? 'playing' : 'idle'}
      onKeyDown={playing ? undefined : onKeyDown}
    >
      {playing ? (
        <iframe
          ref={frameRef}
          className="ap-gallery__video"
          src={image.video.embedUrl}
          title={image.video.title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="ap-gallery__play"
          aria-label={playLabel}
          onClick={() => setPlaying(true)}
        >
          <Image
            className="ap-gallery__image"
            src={image.src}
            alt=""
            preset={imagePresets.galleryMain}
            width={imagePresets.galleryMain.width}
            height={imagePresets.galleryMain.height}
          />
          <span className="ap-gallery__play-mark" aria-hidden="true" />
          <span className="ap-gallery__video-title" aria-hidden="true">
            {image.video.title}
          </span>
        </button>
      )}
    </div>
  );
}
