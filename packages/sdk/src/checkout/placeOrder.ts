import { isUnansweredError, SdkError, typedCodeGraphQLError } from '../errors/SdkError';
import type { PurchaseEvent } from '../events/createEventBus';
import { mapOrderDetails, type OrderDetails } from '../orders/mapOrder';
import { checkoutCartId } from './changeCheckout';
import { PlaceOrderDocument } from './checkout.generated';
import { failCheckoutAction, type CheckoutContext } from './checkoutContext';
import { purchaseEvent } from './checkoutRules';
import { refreshCheckout } from './loadCheckout';

/** An order `CheckoutStore.placeOrder` placed: what the thank-you page and analytics show. */
export interface PlacedOrder {
  /** The order number shown to the customer, such as `000001043`. */
  orderNumber: string;
  /** The whole order: lines, totals, addresses, payment and shipping. */
  order: OrderDetails;
  /** The purchase analytics fields (also emitted as `checkout:order-placed`). */
  purchase: PurchaseEvent;
}

/**
 * Places the order (`placeOrder`; `CheckoutStore.placeOrder`). While one call runs, another gets
 * the same promise (one request), and once placed, the same order again. On success the state is
 * `placed` and `checkout:order-placed` is emitted (the cart store then forgets the closed cart).
 * A refusal keeps the cart and loads the checkout again before it is thrown, since stock or the
 * shipping method may have changed (the lines then show what stock allows, `cartLineRefusal`).
 */
export function placeOrder(context: CheckoutContext): Promise<PlacedOrder> {
  const state = context.store.getSnapshot();
  if (state.status === 'placed' && state.placedOrder) return Promise.resolve(state.placedOrder);
  if (!context.placing) {
    const current = place(context).finally(() => {
      if (context.placing === current) context.placing = null;
    });
    context.placing = current;
  }
  return context.placing;
}

async function place(context: CheckoutContext): Promise<PlacedOrder> {
  const { owner, requests, store, transport } = context;
  const started = owner.current();
  try {
    store.setState({ pending: 'place-order' });
    const cartId = await checkoutCartId(context);
    if (store.getSnapshot().pending !== 'place-order') store.setState({ pending: 'place-order' });
    const result = (await transport.request(PlaceOrderDocument, { cartId })).placeOrder;
    const refusals = (result?.errors ?? []).filter((entry) => entry?.message);
    if (refusals.length > 0 || !result?.orderV2) {
      throw new SdkError('graphql', refusals[0]?.message ?? 'Unable to place the order', {
        graphQLErrors: refusals.map((entry) => typedCodeGraphQLError(entry!)),
      });
    }
    const order = mapOrderDetails(result.orderV2);
    const placedOrder: PlacedOrder = {
      orderNumber: order.number,
      order,
      purchase: purchaseEvent(order),
    };
    if (owner.isCurrent(started)) {
      requests.next();
      store.setState(
        { status: 'placed', checkout: null, pending: null, error: null, placedOrder },
        true,
      );
      context.events.emit('checkout:order-placed', placedOrder.purchase);
    }
    return placedOrder;
  } catch (error) {
    // Nothing is lost: the cart stays, and what changed (stock, methods) is loaded again before
    // the refusal is told, so the line it is about shows its problem with it — unless the
    // request got no answer. The API may have placed the order: loading again would show the
    // customer's fresh, empty cart, and a retry would send that one. Kept, the retry asks for
    // this cart's order again, and the API answers with the same order.
    if (owner.isCurrent(started) && !isUnansweredError(error)) await refreshCheckout(context);
    return failCheckoutAction(context, 'place-order', error, started);
  }
}
