import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { GalleryStage } from './GalleryStage';
import { GalleryStepButtons } from './GalleryStepButtons';
import { GalleryThumbnails } from './GalleryThumbnails';
import { GalleryVideoStage } from './GalleryVideoStage';
import { useGalleryZoom } from './useGalleryZoom';

/** One image of a {@link Gallery}, as the spec's gallery image (desktop/mobile URLs, zoom). */
export interface GalleryImage {
  /** The main image (700×700 preset). */
  src: string;
  alt: string;
  /** Candidates for the main image (for example the mobile and desktop files). */
  srcSet?: string;
  /** The 80×80 thumbnail; `src` is used without it. */
  thumbnailSrc?: string;
  /** A larger file shown while zoomed; `src` is used without it. */
  zoomSrc?: string;
  /**
   * Makes the entry a video: `src` is its preview, and pressing play loads the player from
   * `embedUrl` (a youtube-nocookie.com or player.vimeo.com embed address) in a frame titled
   * `title`.
   */
  video?: { title: string; embedUrl: string };
}

/** Texts of {@link Gallery}. */
export interface GalleryLabels {
  /** Names the gallery (for example `'Produktbilder'`). */
  gallery: string;
  /** Names the thumbnail list (for example `'Velg bilde'`). */
  thumbnails: string;
  /** A thumbnail's accessible name (for example `(n, total) => \`Vis bilde ${n} av ${total}\``). */
  showImage: (position: number, total: number) => string;
  /** Announced when the image changes (for example `(n, total, alt) => \`Bilde ${n} av ${total}: ${alt}\``). */
  selected: (position: number, total: number, alt: string) => string;
  /** For example `'Forrige bilde'`. */
  previous: string;
  /** For example `'Neste bilde'`. */
  next: string;
  /** Accessible name of the main image area, saying it zooms (for example `'Bilde, klikk for å forstørre'`). */
  stage: string;
  /** A video thumbnail's accessible name (for example `(title) => \`Vis video: ${title}\``); the title without it. */
  showVideo?: (title: string) => string;
  /** The play button's accessible name (for example `(title) => \`Spill av video: ${title}\``); the title without it. */
  playVideo?: (title: string) => string;
}

/** Props of {@link Gallery}: a `<section>`'s props plus the images. */
export interface GalleryProps extends ComponentProps<'section'> {
  /** Up to 20 images; more are ignored. */
  images: readonly GalleryImage[];
  /** The shown image, when controlled. */
  selectedIndex?: number;
  /** The first image shown, when uncontrolled. Defaults to 0. */
  defaultSelectedIndex?: number;
  /** Called with the index of the image chosen (thumbnail, arrow button or arrow key). */
  onSelectedIndexChange?: (index: number) => void;
  /** The main image's `sizes` (for example `'(min-width: 1024px) 700px, 100vw'`). */
  imageSizes?: string;
  /** Zoom as the mouse enters the main image as well as on click. */
  zoomOnHover?: boolean;
  labels: GalleryLabels;
}

/** The spec: at most 20 images (zoom is scale 2, in the stylesheet). */
const MAX_IMAGES = 20;

/** The entry an arrow key, Home or End moves to; `undefined` for other keys. */
function keyTarget(key: string, index: number, total: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    Home: 0,
    End: total - 1,
  };
  return moves[key];
}

/**
 * A product's images: the main image (700×700 preset) with previous/next buttons and thumbnails
 * (80×80) as buttons, the shown one `aria-current`. Keyboard on the main image or a thumbnail:
 * ArrowLeft/ArrowRight, Home and End; Enter or Space on the main image zooms, Escape zooms out. Swipe (pointer
 * events) changes the image; a click (or hover with `zoomOnHover`) zooms ×2, following the
 * pointer, and a second click or leaving zooms out. A video entry shows its preview and a play
 * button instead; the player's frame is loaded only once play is pressed. The change is announced in a polite live
 * region. Controlled with `selectedIndex`, or uncontrolled. The main image carries
 * `data-state="zoomed"` or `"idle"`.
 */
export function Gallery({
  images: allImages,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  imageSizes,
  zoomOnHover = false,
  labels,
  className,
  ...sectionProps
}: GalleryProps) {
  const images = allImages.slice(0, MAX_IMAGES);
  const total = images.length;
  const baseId = useId();
  const statusId = `${baseId}-status`;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultSelectedIndex);
  const zoom = useGalleryZoom();
  const [announce, setAnnounce] = useState(false);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const index = Math.min(Math.max(selectedIndex ?? uncontrolledIndex, 0), Math.max(total - 1, 0));
  const current = images[index];
  if (!current) return null;

  function select(next: number, focusThumbnail = false) {
    const clamped = Math.min(Math.max(next, 0), total - 1);
    zoom.setZoomed(false);
    if (clamped === index) return;
    setAnnounce(true);
    setUncontrolledIndex(clamped);
    onSelectedIndexChange?.(clamped);
    if (focusThumbnail) thumbnailRefs.current[clamped]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, fromThumbnail: boolean) {
    const next = keyTarget(event.key, index, total);
    if (next !== undefined) {
      event.preventDefault();
      select(next, fromThumbnail);
    } else if (event.key === 'Escape' && zoom.zoomed) {
      event.preventDefault();
      zoom.setZoomed(false);
    } else if (!fromThumbnail && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      zoom.toggleAtCentre();
    }
  }

  return (
    <section
      {...sectionProps}
      aria-label={labels.gallery}
      className={joinClassNames('ap-gallery', className)}
    >
      <div className="ap-gallery__main">
        {current.video ? (
          <GalleryVideoStage
            key={index}
            image={{ ...current, video: current.video }}
            playLabel={labels.playVideo?.(current.video.title) ?? current.video.title}
            onKeyDown={(event) => handleKeyDown(event, true)}
          />
        ) : (
          <GalleryStage
            image={current}
            imageSizes={imageSizes}
            label={labels.stage}
            statusId={statusId}
            zoom={zoom}
            zoomOnHover={zoomOnHover}
            onKeyDown={(event) => handleKeyDown(event, false)}
            onSwipe={(step) => select(index + step)}
          />
        )}
        {total > 1 ? (
          <GalleryStepButtons
            index={index}
            total={total}
            labels={labels}
            onSelect={(next) => select(next)}
          />
        ) : null}
      </div>
      <p id={statusId} className="ap-visually-hidden" aria-live="polite">
        {announce ? labels.selected(index + 1, total, current.alt) : ''}
      </p>
      {total > 1 ? (
        <GalleryThumbnails
          images={images}
          index={index}
          labels={labels}
          buttonRefs={thumbnailRefs}
          onSelect={(position) => select(position)}
          onKeyDown={(event) => handleKeyDown(event, true)}
        />
      ) : null}
    </section>
  );
}
