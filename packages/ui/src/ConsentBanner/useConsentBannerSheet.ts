import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The {@link ConsentBanner}'s sheet: it takes focus when opened after the first render (not when
 * shown at page load), and its height is measured, and followed, for the spacer under the page.
 */
export function useConsentBannerSheet(open: boolean) {
  const sheetRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) sheetRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useIsomorphicLayoutEffect(() => {
    const element = sheetRef.current;
    if (!open || !element) return;
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  return { sheetRef, height };
}
