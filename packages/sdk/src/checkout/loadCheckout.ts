import {
  failCheckoutAction,
  fetchCheckout,
  takeCheckout,
  type CheckoutContext,
} from './checkoutContext';
import { mapCheckoutCart, type CheckoutCart } from './mapCheckout';

/**
 * Loads the signed-in customer's cart at checkout (`CheckoutStore.load`). Guest checkout is off
 * (spec §6): for a guest it fails with kind `login-required` without a request.
 */
export async function loadCheckout(context: CheckoutContext): Promise<CheckoutCart> {
  const { owner, requests, store } = context;
  const started = owner.current();
  requests.next();
  const request = requests.current();
  store.setState((state) => ({
    status: state.checkout ? state.status : 'loading',
    pending: 'load',
  }));
  try {
    return takeCheckout(context, await fetchCheckout(context), started, request);
  } catch (error) {
    return failCheckoutAction(context, 'load', error, started);
  }
}

/**
 * Loads the checkout again keeping the last error (after a refused order, after a change of the
 * cart through `sdk.cart`); a failure is only logged.
 */
export async function refreshCheckout(context: CheckoutContext): Promise<void> {
  const { owner, requests, store } = context;
  const started = owner.current();
  requests.next();
  const request = requests.current();
  try {
    const checkout = mapCheckoutCart(await fetchCheckout(context));
    if (
      owner.isCurrent(started) &&
      requests.isCurrent(request) &&
      store.getSnapshot().status === 'ready'
    ) {
      store.setState({ checkout });
    }
  } catch (error) {
    context.logger.error('checkout: could not load the checkout again', error);
  }
}
