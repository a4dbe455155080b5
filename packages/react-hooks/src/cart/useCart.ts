import { cartBadgeQuantity, type CartState, type CartStore } from '@agri-parts/sdk';
import { useCallback } from 'react';
import { useSdk } from '../sdk/SdkProvider';
import { useLoadWhenIdle } from '../store/useLoadWhenIdle';
import { useStoreSelector } from '../store/useStoreSelector';

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
 * (login, logout), so the hook loads the new owner's cart by itself; the SDK merges the guest's
 * cart at a login (`sdk.sessionReactions`).
 *
 * With `select`, the hook returns only what `select` picks and re-renders only when that
 * changes (compared with `isEqual`, `Object.is` by default) — a header badge does not re-render
 * while the cart loads.
 *
 * @example
 * ```tsx
 * const { badgeQuantity } = useCart();
 * const quantity = useCart((state) => state.cart?.totalQuantity ?? 0);
 * ```
 */
export function useCart(): UseCartResult;
export function useCart<TSelected>(
  select: (state: CartState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): TSelected;
export function useCart<TSelected>(
  select?: (state: CartState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): UseCartResult | TSelected {
  const { cart } = useSdk();
  const loadExisting = useCallback(() => cart.load({ create: false }), [cart]);
  useLoadWhenIdle(cart, loadExisting);
  const selected = useStoreSelector<CartState, CartState | TSelected>(
    cart,
    select ?? wholeState,
    serverSnapshot,
    isEqual as ((a: CartState | TSelected, b: CartState | TSelected) => boolean) | undefined,
  );
  if (select) return selected as TSelected;
  const state = selected as CartState;
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

const wholeState = (state: CartState): CartState => state;
