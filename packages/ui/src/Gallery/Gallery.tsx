import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { imagePresets } from '../Image/imagePresets';
import { joinClassNames } from '../internal/joinClassNames';

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

/** The spec: at most 20 images, zoom is scale 2; a swipe is a horizontal move of 40 px or more. */
const MAX_IMAGES = 20;
const SWIPE_DISTANCE = 40;

/**
 * A product's images: the main image (700×700 preset) with previous/next buttons and thumbnails
 * (80×80) as buttons, the shown one `aria-current`. Keyboard on the main image or a thumbnail:
 * ArrowLeft/ArrowRight, Home and End; Enter or Space on the main image zooms, Escape zooms out. Swipe (pointer
 * events) changes the image; a click (or hover with `zoomOnHover`) zooms ×2, following the
 * pointer, and a second click or leaving zooms out. The change is announced in a polite live
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
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultSelectedIndex);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [announce, setAnnounce] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const index = Math.min(Math.max(selectedIndex ?? uncontrolledIndex, 0), Math.max(total - 1, 0));
  const current = images[index];
  if (!current) return null;

  function select(next: number, focusThumbnail = false) {
    const clamped = Math.min(Math.max(next, 0), total - 1);
    setZoomed(false);
    if (clamped === index) return;
    setAnnounce(true);
    setUncontrolledIndex(clamped);
    onSelectedIndexChange?.(clamped);
    if (focusThumbnail) thumbnailRefs.current[clamped]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, fromThumbnail: boolean) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      select(next, fromThumbnail);
    } else if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      setZoomed(false);
    } else if (!fromThumbnail && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setOrigin({ x: 50, y: 50 });
      setZoomed((value) => !value);
    }
  }

  function followPointer(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>) {
    swiped.current = false;
    swipeStart.current = zoomed ? null : { x: event.clientX, y: event.clientY };
  }

  function handlePointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swiped.current = true;
      select(dx < 0 ? index + 1 : index - 1);
    }
  }

  function handleClick(event: MouseEvent<HTMLElement>) {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    followPointer(event);
    setZoomed((value) => !value);
  }

  const zoomStyle = {
    '--ap-gallery-zoom-x': `${origin.x}%`,
    '--ap-gallery-zoom-y': `${origin.y}%`,
  } as CSSProperties;

  return (
    <section
      {...sectionProps}
      aria-label={labels.gallery}
      className={joinClassNames('ap-gallery', className)}
    >
      <div className="ap-gallery__main">
        <div
          className="ap-gallery__stage"
          role="group"
          aria-label={labels.stage}
          aria-describedby={`${baseId}-status`}
          tabIndex={0}
          data-state={zoomed ? 'zoomed' : 'idle'}
          style={zoomStyle}
          onKeyDown={(event) => handleKeyDown(event, false)}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
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
            src={zoomed && current.zoomSrc ? current.zoomSrc : current.src}
            srcSet={zoomed && current.zoomSrc ? undefined : current.srcSet}
            sizes={imageSizes}
            alt={current.alt}
            // The zoom file is the caller's own large picture: not resized to the preset.
            preset={zoomed && current.zoomSrc ? undefined : imagePresets.galleryMain}
            width={imagePresets.galleryMain.width}
            height={imagePresets.galleryMain.height}
            loading="eager"
            // Usually the product page's largest paint: ahead of other pictures in the queue.
            fetchPriority="high"
            draggable={false}
          />
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="ap-gallery__step ap-gallery__step--previous"
              aria-label={labels.previous}
              disabled={index === 0}
              onClick={() => select(index - 1)}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className="ap-gallery__step ap-gallery__step--next"
              aria-label={labels.next}
              disabled={index === total - 1}
              onClick={() => select(index + 1)}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        ) : null}
      </div>
      <p id={`${baseId}-status`} className="ap-visually-hidden" aria-live="polite">
        {announce ? labels.selected(index + 1, total, current.alt) : ''}
      </p>
      {total > 1 ? (
        <ul className="ap-gallery__thumbnails" aria-label={labels.thumbnails}>
          {images.map((image, position) => (
            <li key={`${position}-${image.src}`} className="ap-gallery__thumbnail-item">
              <button
                ref={(element) => {
                  thumbnailRefs.current[position] = element;
                }}
                type="button"
                className="ap-gallery__thumbnail"
                aria-label={labels.showImage(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => select(position)}
                onKeyDown={(event) => handleKeyDown(event, true)}
              >
                <Image
                  src={image.thumbnailSrc ?? image.src}
                  alt=""
                  preset={imagePresets.galleryThumbnail}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
