import { useRef, type PointerEvent } from 'react';

/** The spec: a swipe is a horizontal move of 40 px or more. */
const SWIPE_DISTANCE = 40;

/**
 * Swipes over a {@link Gallery}'s main image (pointer events): a mostly horizontal move of 40 px
 * or more calls `onSwipe` with `1` (to the left: the next image) or `-1`. `consumeSwipe` tells the
 * click that ends a swipe to do nothing.
 */
export function useGallerySwipe({
  enabled,
  onSwipe,
}: {
  /** Off while zoomed: moving the pointer then pans. */
  enabled: boolean;
  onSwipe: (step: 1 | -1) => void;
}) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    swiped.current = false;
    swipeStart.current = enabled ? { x: event.clientX, y: event.clientY } : null;
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    }
  }

  /** Whether the click at hand ends a swipe (and so must not zoom). */
  function consumeSwipe(): boolean {
    if (!swiped.current) return false;
    swiped.current = false;
    return true;
  }

  return { onPointerDown, onPointerUp, consumeSwipe };
}
