import { cartBadgeQuantity, type CartState, type CartStore } from '@agri-parts/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useCart} returns: the state, the header badge's quantity and the store's actions. */
export type UseCartResult = CartState &
  Pick<
    CartStore,
    | 'load'
    | 'add'
    | 'updateQuantity'
    | 'remove'
    | 'applyCoupon'
    | 'removeCoupon'
    | 'setOrderFields'
    | 'mergeGuestCart'
  > & {
    /** The total quantity for the badge; `null` when the cart is empty or not loaded. */
    badgeQuantity: number | null;
  };

const idleCart: CartState = Object.freeze({ status: 'idle', cart: null, error: null });
const serverSnapshot = (): CartState => idleCart;

/**
 * The cart from `sdk.cart`, re-rendering when it changes, and loaded in the browser when not
 * loaded yet (spec §4: the badge's total is loaded when the cart icon mounts; a failed load is in
 * `status` / `error`). That load creates no cart (`load({ create: false })`): a guest without one
 * gets `status: 'ready'` with `cart: null`, and the first `add()` creates it. On the server and
 * during hydration it is not loaded. The SDK's cart becomes `idle` again when the session changes
 * (login, logout), so the hook loads the new owner's cart by itself; call `mergeGuestCart()` after
 * a login.
 *
 * @example
 * ```tsx
 * const { badgeQuantity } = useCart();
 * ```
 */
export function useCart(): UseCartResult {
  const { cart } = useSdk();
  const state = useSyncExternalStore(cart.subscribe, cart.getSnapshot, serverSnapshot);
  const needsLoad = state.status === 'idle';

  useEffect(() => {
    // Many components use the hook: the first effect starts the load (the store turns `loading`
    // at once), the others see that and wait for it. A failure is kept in the state (and logged).
    if (needsLoad && cart.getSnapshot().status === 'idle') {
      cart.load({ create: false }).catch(() => undefined);
    }
  }, [cart, needsLoad]);

  return {
    ...state,
    badgeQuantity: cartBadgeQuantity(state.cart?.totalQuantity),
    load: cart.load,
    add: cart.add,
    updateQuantity: cart.updateQuantity,
    remove: cart.remove,
    applyCoupon: cart.applyCoupon,
    removeCoupon: cart.removeCoupon,
    setOrderFields: cart.setOrderFields,
    mergeGuestCart: cart.mergeGuestCart,
  };
}
