import { firstMessageError } from '../cart/firstMessageError';
import { SdkError } from '../errors/SdkError';
import type { EventBus } from '../events/createEventBus';
import type { CheckoutCartFieldsFragment } from '../generated/graphql';
import type { SdkLogger } from '../logging/SdkLogger';
import { createGeneration, type Generation } from '../store/createGeneration';
import { createStore, type Store } from '../store/createStore';
import {
  followSessionOwner,
  sessionOwner,
  type FollowedSession,
  type OwnerGeneration,
} from '../store/followSessionOwner';
import type { Transport } from '../transport/createTransport';
import { CheckoutCartDocument } from './checkout.generated';
import { checkoutErrorKind } from './checkoutRules';
import type { CheckoutAction, CheckoutState } from './createCheckoutStore';
import { idleCheckoutState } from './idleCheckoutState';
import { mapCheckoutCart, type CheckoutCart } from './mapCheckout';
import type { PlacedOrder } from './placeOrder';

/**
 * What every checkout operation works with (`loadCheckout`, `setShippingAddress`, `placeOrder`
 * ...): the requests, the checkout's state and the session it follows. One per checkout store.
 */
export interface CheckoutContext {
  transport: Transport;
  /** Guest checkout is off: the checkout is the signed-in customer's. */
  session: FollowedSession;
  /** Where `checkout:order-placed` is emitted. */
  events: EventBus;
  logger: SdkLogger;
  /** The checkout's state. */
  store: Store<CheckoutState>;
  /** Changes with the session (and at a reset): an answer for an earlier one is dropped. */
  owner: OwnerGeneration;
  /** Each load and change is a new one: only the newest answer is taken. */
  requests: Generation;
  /** The order being placed, shared by every call meanwhile (one request). */
  placing: Promise<PlacedOrder> | null;
}

/** Options of {@link createCheckoutContext}: those of `createCheckoutStore` it uses. */
export interface CheckoutContextOptions {
  transport: Transport;
  session: FollowedSession;
  events: EventBus;
  logger: SdkLogger;
}

/**
 * Creates the context of one checkout store. The checkout follows the session: when its status
 * changes (login, logout, expiry) the checkout becomes `idle` again, an order being placed is
 * forgotten and answers for the previous session are dropped.
 */
export function createCheckoutContext(options: CheckoutContextOptions): CheckoutContext {
  const store = createStore<CheckoutState>(idleCheckoutState);
  const context: CheckoutContext = {
    ...options,
    store,
    owner: followSessionOwner(options.session, () => resetCheckout(context, false)),
    requests: createGeneration(),
    placing: null,
  };
  return context;
}

/**
 * Back to `idle` (to be loaded): a placed order and any error are forgotten, and so is an order
 * being placed. `renew` starts a new generation (a reset; a session change has started one).
 */
export function resetCheckout(context: CheckoutContext, renew = true): void {
  if (renew) context.owner.next();
  context.placing = null;
  context.store.setState(idleCheckoutState, true);
}

const guestCheckoutMessage =
  'Guest checkout is not allowed. Register a customer account or login with existing one.';

/** The customer's cart at checkout (`customerCart`); a guest's fails without a request. */
export async function fetchCheckout(context: CheckoutContext): Promise<CheckoutCartFieldsFragment> {
  if (sessionOwner(context.session) !== 'customer') {
    throw new SdkError('invalid-argument', guestCheckoutMessage);
  }
  return (await context.transport.request(CheckoutCartDocument)).customerCart;
}

/** Takes a checkout cart the backend returned, unless a newer request or session overtook it. */
export function takeCheckout(
  context: CheckoutContext,
  data: CheckoutCartFieldsFragment,
  started: number,
  request: number,
): CheckoutCart {
  const checkout = mapCheckoutCart(data);
  if (context.owner.isCurrent(started) && context.requests.isCurrent(request)) {
    context.store.setState({ status: 'ready', checkout, pending: null, error: null });
  }
  return checkout;
}

/**
 * Fails `action`: logs and throws the backend's first message (spec §8), kept in the state with
 * its `CheckoutErrorKind` unless the session changed meanwhile; a failed first load makes
 * the status `error`.
 */
export function failCheckoutAction(
  context: CheckoutContext,
  action: CheckoutAction,
  error: unknown,
  started: number,
): never {
  const thrown = firstMessageError(error);
  context.logger.error(`checkout: ${action} failed`, thrown);
  if (context.owner.isCurrent(started)) {
    context.store.setState((state) => ({
      status: action === 'load' && !state.checkout ? 'error' : state.status,
      pending: null,
      error: {
        action,
        error: thrown,
        kind: checkoutErrorKind(thrown, {
          shippingMethodsStatus: state.checkout?.shippingMethodsStatus,
        }),
      },
    }));
  }
  throw thrown;
}
