import { useCallback, useMemo, useRef, useState } from 'react';

import { withNavigationChildren } from './navigationLevels';
import { fetchNavigation } from './navigationResource';
import type { NavigationItem } from './toNavigationItems';

type Loaded =
  | { status: 'idle' | 'loading' | 'failed'; items: null }
  | { status: 'loaded'; items: NavigationItem[] };

/** What {@link useNavigationChildren} gives the menus. */
export interface NavigationChildren {
  /** The page's top level, with the panels' levels once they are loaded. */
  items: NavigationItem[];
  /** Starts loading the panels' levels; does nothing while they load or once they are there. */
  load: () => void;
  /** The last load failed (`load` tries again). */
  failed: boolean;
}

/**
 * The mega menu's and mobile menu's entries: the top level the page was rendered with, and the
 * lower levels loaded once, from the cacheable `/api/navigation`, when a menu first wants them
 * (hover or focus on the mega menu, the mobile menu's button). Kept for the rest of the visit.
 */
export function useNavigationChildren(topLevel: NavigationItem[]): NavigationChildren {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle', items: null });
  const request = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    if (request.current) return;
    setLoaded({ status: 'loading', items: null });
    request.current = fetchNavigation().then(
      (items) => setLoaded({ status: 'loaded', items }),
      (error: unknown) => {
        console.error('The menu could not be loaded:', error);
        // The next wish (a hover, the retry button) asks again.
        request.current = null;
        setLoaded({ status: 'failed', items: null });
      },
    );
  }, []);

  const items = useMemo(
    () => withNavigationChildren(topLevel, loaded.items),
    [topLevel, loaded.items],
  );
  return { items, load, failed: loaded.status === 'failed' };
}
