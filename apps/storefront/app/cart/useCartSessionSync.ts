import type { CartState, CartStore, NotificationInput, SessionState } from '@agri-parts/sdk';
import { useEffect, useRef } from 'react';

import { translate } from '../i18n/translate';

/** The cart store's parts {@link useCartSessionSync} uses. */
export type SyncedCartStore = Pick<
  CartStore,
  'mergeGuestCart' | 'load' | 'getSnapshot' | 'subscribe'
>;

/** Resolves with the cart's state once no load is under way. */
function whenSettled(cart: SyncedCartStore): Promise<CartState> {
  return new Promise((resolve) => {
    if (cart.getSnapshot().status !== 'loading') {
      resolve(cart.getSnapshot());
      return;
    }
    const stop = cart.subscribe(() => {
      if (cart.getSnapshot().status === 'loading') return;
      stop();
      resolve(cart.getSnapshot());
    });
  });
}

/**
 * Keeps the cart with the session (spec §4). The login is a server action, but the guest cart
 * id lives in this browser (`vsf-cart`), so:
 * - when the session turns `authenticated` (a login, or a page opened signed in), the browser
 *   merges the guest cart into the customer's (`cart.mergeGuestCart()`), after which the cart
 *   shows the customer's cart; lines that could not be moved are named in a persistent warning.
 *   A failed merge shows a persistent danger notice; the SDK keeps the guest cart id, so nothing
 *   is lost and the next page load tries again. A page opened signed in merges nothing when the
 *   stored cart is already the customer's (the SDK only reads the customer cart then).
 * - when the session turns `guest` (a logout, which clears `vsf-cart`), the cart must no longer
 *   show the customer's: the SDK's cart turns idle at every change of the session and `useCart`
 *   loads the guest's; a cart store still holding a cart then is loaded again (creating none).
 *
 * Call it after the session has been hydrated (in the app shell, after `sdk.session.hydrate`).
 */
export function useCartSessionSync(
  cart: SyncedCartStore,
  status: SessionState['status'],
  notify: (input: NotificationInput) => unknown,
): void {
  const previous = useRef<SessionState['status'] | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status) return;
    if (status === 'guest') {
      // After a logout the SDK's cart has become idle and `useCart` loads the guest's (none until
      // something is added). Should it still hold the customer's cart, it is loaded again here.
      if (before === 'authenticated' && cart.getSnapshot().cart) {
        cart.load({ create: false }).catch(() => undefined);
      }
      return;
    }
    cart.mergeGuestCart().then(
      async (result) => {
        if (!result.merged) return;
        if (result.unmoved.length > 0) {
          // The refusals' texts load with the first lines that could not move, not with every page.
          const { unmovedLinesNotice } = await import('./unmovedLinesNotice');
          const notice = unmovedLinesNotice(result.unmoved);
          if (notice) notifyRef.current(notice);
        }
        // A cart load that began before the merge (the page's first load) may answer after it
        // with the customer's cart as it was before: load it again then.
        const settled = await whenSettled(cart);
        if (settled.cart !== result.cart) await cart.load().catch(() => undefined);
      },
      () => {
        // Logged by the SDK, which keeps the guest cart id for the next try.
        notifyRef.current({
          type: 'danger',
          title: translate('cart.mergeFailedTitle'),
          message: translate('cart.mergeFailed'),
          persist: true,
        });
      },
    );
  }, [cart, status]);
}
