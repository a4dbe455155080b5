/** How far a {@link PartDiagram} picture is zoomed and moved: `scale` 1–{@link MAX_ZOOM}, offsets in px. */
export interface ZoomPan {
  scale: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The picture as it first shows: whole, unmoved. */
export const UNZOOMED: ZoomPan = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Keeps the zoom within its limits and the picture over the whole viewport (`width`×`height`
 * px): it can be moved until an edge meets the viewport's edge, no further.
 */
export function clampZoomPan(view: ZoomPan, width: number, height: number): ZoomPan {
  const scale = clamp(view.scale, MIN_ZOOM, MAX_ZOOM);
  return {
    scale,
    x: clamp(view.x, width - width * scale, 0) || 0,
    y: clamp(view.y, height - height * scale, 0) || 0,
  };
}

/**
 * Zooms to `scale` keeping the picture's point under (`px`, `py`) — a pinch's middle, or the
 * viewport's centre for the buttons — where it is.
 */
export function zoomAround(
  view: ZoomPan,
  scale: number,
  px: number,
  py: number,
  width: number,
  height: number,
): ZoomPan {
  const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  const contentX = (px - view.x) / view.scale;
  const contentY = (py - view.y) / view.scale;
  return clampZoomPan(
    { scale: next, x: px - contentX * next, y: py - contentY * next },
    width,
    height,
  );
}

/**
 * Moves the picture so the point at (`xPercent`, `yPercent`) of it is in view, centred when it
 * was out of view (with `margin` px to spare), else unmoved.
 */
export function bringIntoView(
  view: ZoomPan,
  xPercent: number,
  yPercent: number,
  width: number,
  height: number,
  margin = 24,
): ZoomPan {
  const px = (xPercent / 100) * width * view.scale + view.x;
  const py = (yPercent / 100) * height * view.scale + view.y;
  const inView = px >= margin && px <= width - margin && py >= margin && py <= height - margin;
  if (inView) return view;
  return clampZoomPan(
    { scale: view.scale, x: view.x + width / 2 - px, y: view.y + height / 2 - py },
    width,
    height,
  );
}
