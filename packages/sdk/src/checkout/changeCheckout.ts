import { SdkError } from '../errors/SdkError';
import type { CheckoutCartFieldsFragment } from '../generated/graphql';
import { failCheckoutAction, takeCheckout, type CheckoutContext } from './checkoutContext';
import type { CheckoutAction } from './createCheckoutStore';
import { loadCheckout } from './loadCheckout';
import type { CheckoutCart } from './mapCheckout';

/**
 * The id of the cart at checkout, loading the checkout first when it is not loaded (which ends
 * its `pending`: the caller sets its own again).
 */
export async function checkoutCartId(context: CheckoutContext): Promise<string> {
  return context.store.getSnapshot().checkout?.cart.id ?? (await loadCheckout(context)).cart.id;
}

/**
 * Runs one change of the checkout (`run` with the cart's id), `pending` meanwhile, and takes the
 * cart it answers with, unless a newer request overtook it; a change answered without a cart
 * fails with 'The cart was not returned'.
 */
export async function changeCheckout(
  context: CheckoutContext,
  action: CheckoutAction,
  run: (cartId: string) => Promise<CheckoutCartFieldsFragment | null | undefined>,
): Promise<CheckoutCart> {
  const { owner, requests, store } = context;
  const started = owner.current();
  try {
    store.setState({ pending: action });
    const id = await checkoutCartId(context);
    requests.next();
    const request = requests.current();
    if (store.getSnapshot().pending !== action) store.setState({ pending: action });
    const data = await run(id);
    if (!data) throw new SdkError('graphql', 'The cart was not returned');
    return takeCheckout(context, data, started, request);
  } catch (error) {
    return failCheckoutAction(context, action, error, started);
  }
}
