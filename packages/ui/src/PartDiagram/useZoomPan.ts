import {
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { bringIntoView, clampZoomPan, UNZOOMED, zoomAround, type ZoomPan } from './zoomPan';

/** A move of more than this many px is a drag, not a tap on a number. */
const DRAG_THRESHOLD = 6;

/**
 * Zoom and pan of a {@link PartDiagram}'s viewport: `zoomBy` zooms round the middle, `show`
 * brings a point into view, the pointer handlers pan by dragging (when zoomed) and zoom with two
 * fingers. A click that ends a drag or a pinch is swallowed, so it does not choose a number.
 */
export function useZoomPan(viewport: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState<ZoomPan>(UNZOOMED);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: number; pinch: number | null }>({ moved: 0, pinch: null });

  const size = () => {
    const box = viewport.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };
  const local = (event: ReactPointerEvent) => {
    const box = viewport.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };

  const pinch = (distance: number) => {
    const { width, height } = size();
    const [a, b] = [...pointers.current.values()];
    const ratio = distance / gesture.current.pinch!;
    gesture.current.pinch = distance;
    gesture.current.moved += DRAG_THRESHOLD;
    const mx = (a!.x + b!.x) / 2;
    const my = (a!.y + b!.y) / 2;
    setView((now) => zoomAround(now, now.scale * ratio, mx, my, width, height));
  };
  const drag = (event: ReactPointerEvent<HTMLDivElement>, dx: number, dy: number) => {
    gesture.current.moved += Math.abs(dx) + Math.abs(dy);
    if (gesture.current.moved < DRAG_THRESHOLD) return;
    const element = event.currentTarget;
    if (!element.hasPointerCapture(event.pointerId)) element.setPointerCapture(event.pointerId);
    const { width, height } = size();
    setView((now) =>
      now.scale === 1 ? now : clampZoomPan({ ...now, x: now.x + dx, y: now.y + dy }, width, height),
    );
  };

  const handlers = {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
      pointers.current.set(event.pointerId, local(event));
      gesture.current = { moved: 0, pinch: spread() };
    },
    onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = local(event);
      pointers.current.set(event.pointerId, now);
      const distance = spread();
      if (distance !== null && gesture.current.pinch) pinch(distance);
      else drag(event, now.x - before.x, now.y - before.y);
    },
    onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
      pointers.current.delete(event.pointerId);
      gesture.current.pinch = spread();
    },
    onPointerCancel(event: ReactPointerEvent<HTMLDivElement>) {
      pointers.current.delete(event.pointerId);
      gesture.current.pinch = spread();
    },
    onClickCapture(event: ReactMouseEvent) {
      if (gesture.current.moved < DRAG_THRESHOLD) return;
      event.stopPropagation();
      event.preventDefault();
    },
  };

  return {
    view,
    reset: () => setView(UNZOOMED),
    zoomBy(factor: number) {
      const { width, height } = size();
      setView((now) => zoomAround(now, now.scale * factor, width / 2, height / 2, width, height));
    },
    show(xPercent: number, yPercent: number) {
      const { width, height } = size();
      setView((now) => bringIntoView(now, xPercent, yPercent, width, height));
    },
    handlers,
  };
}
