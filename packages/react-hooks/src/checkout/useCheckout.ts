import {
  invoiceAvailability,
  orderReadiness,
  type CheckoutState,
  type CheckoutStore,
  type OrderReadinessGap,
} from '@agri-parts/sdk';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useCheckout} returns: the state, what it means for the page, and the actions. */
export type UseCheckoutResult = CheckoutState &
  Pick<
    CheckoutStore,
    | 'load'
    | 'setShippingAddress'
    | 'setBillingAddress'
    | 'setShippingMethod'
    | 'setPaymentMethod'
    | 'placeOrder'
    | 'reset'
  > & {
    /**
     * Whether the order can be placed now, else the first thing missing (`orderReadiness`);
     * `null` until the checkout is loaded.
     */
    readiness: { ready: true } | { ready: false; missing: OrderReadinessGap } | null;
    /**
     * Invoice for the signed-in customer (`invoiceAvailability`): `available`, `not-available`
     * (a business customer without approved credit: show 'Payment by invoice is not available
     * for you!') or `not-offered` (a private customer); `null` until the checkout is loaded.
     */
    invoice: 'available' | 'not-available' | 'not-offered' | null;
    /** Whether the order is being placed (disable the button). */
    placing: boolean;
  };

const idleCheckout: CheckoutState = Object.freeze({
  status: 'idle',
  checkout: null,
  pending: null,
  error: null,
  placedOrder: null,
});
const serverSnapshot = (): CheckoutState => idleCheckout;

/**
 * The checkout of `sdk.checkout`, re-rendering when it changes, and loaded in the browser when a
 * signed-in customer's checkout is not loaded yet (guest checkout is off: a guest's stays `idle`,
 * and the page sends them to the account step), or when it mounts after an order was placed (the
 * customer's fresh cart; `placedOrder` stays until `reset()`). On the server and during hydration it is `idle`
 * and nothing is loaded. It becomes `idle` again when the session changes, and loads itself for
 * the new customer. Coupons and order fields are changed through `useCart()`; the checkout
 * follows (`cart:updated`). A failed action is in `error` (with its `kind`) and is thrown too.
 *
 * @example
 * ```tsx
 * const { checkout, readiness, placing, placeOrder, error } = useCheckout();
 * if (checkout?.shippingMethodsStatus === 'none-for-country') return <NoShippingMethods />;
 * <Button disabled={!readiness?.ready || placing} onClick={() => placeOrder().then(thankYou)} />;
 * ```
 */
export function useCheckout(): UseCheckoutResult {
  const { checkout: store, session } = useSdk();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const sessionState = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  );
  const needsLoad = state.status === 'idle' && sessionState.status === 'authenticated';

  useEffect(() => {
    // A failure is kept in the state (and logged by the SDK).
    if (needsLoad) store.load().catch(() => undefined);
  }, [store, needsLoad]);

  useEffect(() => {
    // A page mounted after an order (back to the order step) loads the customer's fresh cart;
    // the page that placed the order is mounted already and keeps showing it until it navigates.
    if (store.getSnapshot().status === 'placed' && session.getSnapshot().status === 'authenticated')
      store.load().catch(() => undefined);
  }, [store, session]);

  const checkout = state.checkout;
  const customer = sessionState.customer;
  const readiness = useMemo(() => (checkout ? orderReadiness(checkout) : null), [checkout]);
  const invoice = useMemo(
    () => (checkout ? invoiceAvailability(customer, checkout.paymentMethods) : null),
    [checkout, customer],
  );

  return {
    ...state,
    readiness,
    invoice,
    placing: state.pending === 'place-order',
    load: store.load,
    setShippingAddress: store.setShippingAddress,
    setBillingAddress: store.setBillingAddress,
    setShippingMethod: store.setShippingMethod,
    setPaymentMethod: store.setPaymentMethod,
    placeOrder: store.placeOrder,
    reset: store.reset,
  };
}
