import type { ProductCardCartState } from '@agri-parts/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a product card says 'adding' after a click (spec §4 and §9: 1 s). */
export const cardAddingMs = 1000;

/**
 * A product card's add-to-cart state (spec §4): `adding` from the click for {@link cardAddingMs},
 * and longer while the add itself still runs, then `idle` again. `start(add)` does nothing while
 * the card is adding, so a second click adds nothing twice.
 *
 * @example
 * ```tsx
 * const { cartState, start } = useCardCartState();
 * <ProductCard cartState={cartState} onAddToCart={() => start(() => add(product, { quantity: 1 }))} />
 * ```
 */
export function useCardCartState(durationMs = cardAddingMs): {
  cartState: ProductCardCartState;
  start: (add: () => Promise<unknown>) => void;
} {
  const [cartState, setCartState] = useState<ProductCardCartState>('idle');
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    (add: () => Promise<unknown>) => {
      if (busy.current) return;
      busy.current = true;
      setCartState('adding');
      const shown = new Promise<void>((resolve) => setTimeout(resolve, durationMs));
      // The add reports its own outcome; the card only waits for it.
      const added = add().catch(() => undefined);
      void Promise.all([shown, added]).then(() => {
        busy.current = false;
        if (mounted.current) setCartState('idle');
      });
    },
    [durationMs],
  );

  return { cartState, start };
}
