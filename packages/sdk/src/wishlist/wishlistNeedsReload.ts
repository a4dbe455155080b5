import type { SessionState } from '../session/sessionReducer';
import type { WishlistState } from './createWishlistStore';

/**
 * Whether the wish list shows someone else's list than the session's: loaded (or loading) as the
 * guest while signed in, or as the customer after a logout. An idle list is loaded by whoever
 * shows it first, for the right owner. Pure.
 *
 * @example
 * ```ts
 * if (wishlistNeedsReload(sdk.wishlist.getSnapshot(), 'guest')) {
 *   sdk.wishlist.clear();
 *   await sdk.wishlist.load();
 * }
 * ```
 */
export function wishlistNeedsReload(
  state: Pick<WishlistState, 'status' | 'owner'>,
  status: SessionState['status'],
): boolean {
  return (
    state.status !== 'idle' && state.owner !== (status === 'authenticated' ? 'customer' : 'guest')
  );
}
