import { useEffect, useState } from 'react';

/** Scrolled further than this, the header condenses. */
const condenseBelow = 160;
/** Scrolled back above this, it grows again. */
const expandAbove = 32;

/**
 * Whether the page is scrolled far enough for the sticky header to condense. The two thresholds
 * are far apart on purpose: condensing makes the header lower, which moves the page up under a
 * scroll position near one threshold, and one threshold would flip back and forth there.
 * Always `false` on the server and in the first render, so hydration matches.
 */
export function useCondensedOnScroll(enabled: boolean): boolean {
  const [condensed, setCondensed] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setCondensed(false);
      return;
    }
    function update() {
      const y = window.scrollY;
      setCondensed((current) => (current ? y > expandAbove : y > condenseBelow));
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);
  return condensed;
}
