import type { EventBus } from '../events/createEventBus';
import type { SessionReaction } from '../session/createSessionReactions';
import type { SessionState } from '../session/sessionReducer';
import type { WishlistStore } from './createWishlistStore';
import { wishlistNeedsReload } from './wishlistNeedsReload';

/** The wish list store's parts {@link wishlistSessionReaction} uses. */
export type SessionWishlist = Pick<
  WishlistStore,
  'mergeGuestWishlist' | 'load' | 'clear' | 'getSnapshot'
>;

/**
 * What a change of session does to the wish list (spec §4, accounts spec §4; run by
 * `sdk.sessionReactions`):
 * - turned `authenticated` (a login, or a page opened signed in): the guest list moves into the
 *   account (`mergeGuestWishlist()`, which then loads the account's list; without a guest list
 *   nothing is sent). A failed merge emits `session:guest-merge-failed` and shows the account's
 *   list; the store keeps the sharing code, so nothing is lost and the next page load tries again.
 * - turned `guest` (a logout): the customer's list is cleared and the guest's loaded.
 */
export function wishlistSessionReaction(
  wishlist: SessionWishlist,
  events: EventBus,
): SessionReaction {
  return async (status) => {
    if (status !== 'authenticated') return showSessionList(wishlist, status);
    try {
      const { merged } = await wishlist.mergeGuestWishlist();
      if (merged) {
        events.emit('session:guest-merged', { target: 'wishlist' });
        return;
      }
    } catch (error) {
      events.emit('session:guest-merge-failed', { target: 'wishlist', error });
    }
    return showSessionList(wishlist, status);
  };
}

/**
 * Empties a list that is someone else's than the session's and loads the session's (a failure
 * is kept in the state and logged).
 */
async function showSessionList(
  wishlist: SessionWishlist,
  status: SessionState['status'],
): Promise<void> {
  if (!wishlistNeedsReload(wishlist.getSnapshot(), status)) return;
  wishlist.clear();
  await wishlist.load().catch(() => undefined);
}
