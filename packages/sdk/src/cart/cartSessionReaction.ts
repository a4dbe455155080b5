import type { EventBus } from '../events/createEventBus';
import type { SessionReaction } from '../session/createSessionReactions';
import type { CartState, CartStore } from './createCartStore';

/** The cart store's parts {@link cartSessionReaction} uses. */
export type SessionCart = Pick<CartStore, 'mergeGuestCart' | 'load' | 'getSnapshot' | 'subscribe'>;

/**
 * What a change of session does to the cart (spec §4; run by `sdk.sessionReactions`):
 * - turned `authenticated` (a login, or a page opened signed in): the guest cart is merged into
 *   the customer's (`mergeGuestCart()`; nothing is sent when the stored cart is already the
 *   customer's) and `session:guest-merged` names the lines that could not be moved. A failed
 *   merge emits `session:guest-merge-failed`; the cart store keeps the guest cart id, so nothing
 *   is lost and the next page load tries again. A load that began before the merge (the page's
 *   first) and answers after it with the customer's cart as it was is followed by another load.
 * - turned `guest` after `authenticated` (a logout): the cart becomes idle at every change of
 *   owner and whoever shows it loads the guest's; a cart still holding one is loaded again here
 *   (creating none).
 */
export function cartSessionReaction(cart: SessionCart, events: EventBus): SessionReaction {
  return async (status, before) => {
    if (status === 'guest') {
      if (before === 'authenticated' && cart.getSnapshot().cart) {
        await cart.load({ create: false }).catch(() => undefined);
      }
      return;
    }
    let result;
    try {
      result = await cart.mergeGuestCart();
    } catch (error) {
      // Logged by the cart store, which keeps the guest cart id for the next try.
      events.emit('session:guest-merge-failed', { target: 'cart', error });
      return;
    }
    if (!result.merged) return;
    events.emit('session:guest-merged', {
      target: 'cart',
      cart: result.cart,
      unmoved: result.unmoved,
    });
    const settled = await whenSettled(cart);
    if (settled.cart !== result.cart) await cart.load().catch(() => undefined);
  };
}

/** Resolves with the cart's state once no load is under way. */
function whenSettled(cart: Pick<CartStore, 'getSnapshot' | 'subscribe'>): Promise<CartState> {
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
