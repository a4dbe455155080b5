import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside `ref`'s element, while `enabled` (an open
 * menu or list): the shared "outside click closes it" of the kit's popups.
 */
export function useOutsidePointerDown(
  ref: RefObject<Element | null>,
  enabled: boolean,
  onOutside: () => void,
) {
  // The latest callback, so a re-render does not add and remove the listener again.
  const onOutsideRef = useRef(onOutside);
  useEffect(() => {
    onOutsideRef.current = onOutside;
  });

  useEffect(() => {
    if (!enabled) return;
    const document = ref.current?.ownerDocument;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      onOutsideRef.current();
    }
    document?.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document?.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [ref, enabled]);
}
