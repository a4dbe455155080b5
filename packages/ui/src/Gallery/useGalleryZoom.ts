import { useState, type CSSProperties, type MouseEvent } from 'react';

/** The zoom of a {@link Gallery}'s main image, from {@link useGalleryZoom}. */
export interface GalleryZoom {
  zoomed: boolean;
  setZoomed: (zoomed: boolean | ((zoomed: boolean) => boolean)) => void;
  /** Zooms in or out around the image's centre (from the keyboard). */
  toggleAtCentre: () => void;
  /** Moves the zoom's origin to the pointer. */
  followPointer: (event: MouseEvent<HTMLElement>) => void;
  /** The origin as the custom properties the stylesheet scales around. */
  style: CSSProperties;
}

/** Whether a {@link Gallery}'s image is zoomed (×2), and the point it is zoomed around. */
export function useGalleryZoom(): GalleryZoom {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });

  function toggleAtCentre() {
    setOrigin({ x: 50, y: 50 });
    setZoomed((value) => !value);
  }

  function followPointer(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  const style = {
    '--ap-gallery-zoom-x': `${origin.x}%`,
    '--ap-gallery-zoom-y': `${origin.y}%`,
  } as CSSProperties;

  return { zoomed, setZoomed, toggleAtCentre, followPointer, style };
}
