import { sessionOwner } from '../store/followSessionOwner';
import type { WishlistState, WishlistStore } from '../wishlist/createWishlistStore';
import { initialWishlistState } from '../wishlist/initialWishlistState';
import { forwardMethods, lazyStore } from './lazyStore';
import { memoByKey } from './memoByKey';
import type { SdkParts } from './SdkParts';

/** `sdk.wishlist`: the wish list store, its code loaded with the first call. */
export function lazyWishlistStore(parts: SdkParts): WishlistStore {
  const { transport, session, storage, logger } = parts;
  const owner = () => sessionOwner(session);
  const wishlistStore = lazyStore(
    () =>
      import('./chunks/createWishlistStore').then((m) =>
        m.createWishlistStore({ transport, session, storage, logger }),
      ),
    {
      initialState: memoByKey(owner, (key) => initialWishlistState(key as WishlistState['owner'])),
      key: owner,
      keyChanges: session.subscribe,
    },
  );
  return {
    getSnapshot: wishlistStore.getSnapshot,
    subscribe: wishlistStore.subscribe,
    ...forwardMethods(wishlistStore, [
      'load',
      'add',
      'remove',
      'toggle',
      'count',
      'moveToCart',
      'mergeGuestWishlist',
    ]),
    // Nothing is on a list that was never loaded, and there is nothing to clear.
    has: (sku, variantSku) => wishlistStore.current()?.has(sku, variantSku) ?? false,
    clear: () => wishlistStore.current()?.clear(),
  };
}
