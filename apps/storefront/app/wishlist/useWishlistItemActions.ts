import { useNotifications, useSdk } from '@agri-parts/react-hooks';
import type { WishlistItem } from '@agri-parts/sdk';
import type { WishlistItemState } from '@agri-parts/ui';
import { useCallback, useRef, useState } from 'react';

import { movedToCartNotice, removeFailedNotice, wishlistCartErrorNotice } from './wishlistNotices';

/** What {@link useWishlistItemActions} returns. */
export interface WishlistItemActions {
  /** What each item is busy with, by item id (idle when missing). */
  states: Readonly<Record<string, WishlistItemState>>;
  /** Moves an item into the cart; it leaves the list with a success notice, or stays with a danger one. */
  addToCart(item: WishlistItem): void;
  /** Removes an item; a failure shows a danger notice. */
  remove(item: WishlistItem): void;
}

/**
 * The wishlist's per-item actions with their notices (spec §4, §8): "add to cart" moves the item
 * (`sdk.wishlist.moveToCart` with `sdk.cart`) and says 'Du la {product} i handlekurven.'; a cart
 * failure shows a danger notice titled 'Feil i ønskelisten' with the cart's message, and the item
 * stays. An item ignores a second action while one is under way.
 */
export function useWishlistItemActions(): WishlistItemActions {
  const sdk = useSdk();
  const { add: notify } = useNotifications();
  const [states, setStates] = useState<Record<string, WishlistItemState>>({});

  // Which items are busy, for the guard (state is for rendering and may lag a click).
  const busy = useRef(new Set<string>());

  const run = useCallback((id: string, state: WishlistItemState, action: () => Promise<void>) => {
    if (busy.current.has(id)) return;
    busy.current.add(id);
    setStates((current) => ({ ...current, [id]: state }));
    void action().finally(() => {
      busy.current.delete(id);
      setStates((current) => {
        const next = { ...current };
        delete next[id];
        return next;
      });
    });
  }, []);

  const addToCart = useCallback(
    (item: WishlistItem) =>
      run(item.id, 'adding', async () => {
        try {
          const { productName } = await sdk.wishlist.moveToCart(item, sdk.cart);
          notify(movedToCartNotice(productName));
        } catch (error) {
          notify(wishlistCartErrorNotice(error));
        }
      }),
    [run, sdk, notify],
  );

  const remove = useCallback(
    (item: WishlistItem) =>
      run(item.id, 'removing', async () => {
        try {
          await sdk.wishlist.remove(item.id);
        } catch {
          notify(removeFailedNotice());
        }
      }),
    [run, sdk, notify],
  );

  return { states, addToCart, remove };
}
