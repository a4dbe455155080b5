import { useEffect, useRef, useState } from 'react';

/**
 * The ids of the top-level items that do not fit on the {@link MegaMenu}'s one row: measured in
 * the browser (after hydration, and again whenever the row or an item changes size, such as when
 * the web font arrives or the window is resized). The row is one line high and clips what wraps,
 * so moving those items under "Mer" changes nothing on screen but the "Mer" button.
 */
export function useMegaMenuOverflow(enabled: boolean, itemCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [overflowIds, setOverflowIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    function measure() {
      if (!list) return;
      const entries = [...list.querySelectorAll<HTMLElement>(':scope > [data-mega-menu-item]')];
      const firstTop = entries[0]?.offsetTop ?? 0;
      // Concealed items keep their place in the layout, so the measure is the same with them.
      const next = new Set(
        entries
          .filter((entry) => entry.offsetTop > firstTop + 1)
          .map((entry) => entry.dataset.megaMenuItem ?? ''),
      );
      setOverflowIds((current) =>
        current.size === next.size && [...next].every((id) => current.has(id)) ? current : next,
      );
    }
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const entry of list.children) observer.observe(entry);
    return () => observer.disconnect();
  }, [enabled, itemCount]);

  return { listRef, overflowIds };
}
