import {
  wishlistNeedsReload,
  type NotificationInput,
  type SessionState,
  type WishlistStore,
} from '@agri-parts/sdk';
import { useEffect, useRef } from 'react';

import { mergeFailedNotice } from './wishlistNotices';

/** The wishlist store's parts {@link useWishlistSessionSync} uses. */
export type SyncedWishlistStore = Pick<
  WishlistStore,
  'mergeGuestWishlist' | 'load' | 'clear' | 'getSnapshot'
>;

/** Empties the local list and loads the session's (a failure is kept in the state and logged). */
function reload(wishlist: SyncedWishlistStore): Promise<unknown> {
  wishlist.clear();
  return wishlist.load().catch(() => undefined);
}

/**
 * Keeps the wishlist with the session (spec §4, accounts spec §4). The login is a server action,
 * but the guest list's sharing code lives in this browser (`vsf-wishlist`), so:
 * - when the session turns `authenticated` (a login, or a page opened signed in), the browser
 *   moves the guest list into the account (`wishlist.mergeGuestWishlist()`, which then loads the
 *   account's list). Without a guest list nothing is sent. A failed merge shows a persistent
 *   danger notice and the account's list; the SDK keeps the code, so nothing is lost and the next
 *   page load tries again.
 * - when the session turns `guest` (a logout), the customer's list is cleared and the guest's
 *   loaded, so the wishlist no longer shows the customer's items.
 *
 * Call it after the session has been hydrated (in the app shell, after `sdk.session.hydrate`).
 * Does nothing while the wishlist is turned off.
 */
export function useWishlistSessionSync(
  wishlist: SyncedWishlistStore,
  status: SessionState['status'],
  notify: (input: NotificationInput) => unknown,
  enabled = true,
): void {
  const previous = useRef<SessionState['status'] | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  useEffect(() => {
    if (!enabled || previous.current === status) return;
    previous.current = status;
    const showSessionList = () =>
      wishlistNeedsReload(wishlist.getSnapshot(), status) ? reload(wishlist) : undefined;
    if (status !== 'authenticated') {
      void showSessionList();
      return;
    }
    wishlist
      .mergeGuestWishlist()
      .then(({ merged }) => (merged ? undefined : showSessionList()))
      .catch(() => {
        notifyRef.current(mergeFailedNotice());
        return showSessionList();
      });
  }, [wishlist, status, enabled]);
}
