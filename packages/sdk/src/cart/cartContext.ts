import { shopConstants } from '../config/shopConstants';
import type { EventBus } from '../events/createEventBus';
import {
  createFragmentExtension,
  type FragmentExtension,
} from '../extensions/createFragmentExtension';
import type { ExtensionFragment } from '../extensions/ExtensionFragment';
import { cartExtensionTarget } from '../extensions/extensionTargets';
import type { CartFieldsFragment } from '../generated/graphql';
import type { SdkLogger } from '../logging/SdkLogger';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createStore, type Store } from '../store/createStore';
import { followSessionOwner, type OwnerGeneration } from '../store/followSessionOwner';
import type { Transport } from '../transport/createTransport';
import { CustomerCartDocument } from './cart.generated';
import type { CartAction, CartState, CartStoreOptions } from './createCartStore';
import { firstMessageError } from './firstMessageError';
import { idleCartState } from './idleCartState';
import { mapCart, type Cart } from './mapCart';

/** Where the id of the cart in use (guest or customer) is kept. */
export const cartKey = shopConstants.cookies.names.cart;
/** Where a guest cart still to merge after a login is kept. */
export const mergeKey = shopConstants.cookies.names.cartToMerge;

/**
 * What every cart operation works with (`loadCart`, `addToCart`, `mergeGuestCart` ...): the
 * requests, the stored ids, the cart's state and the session it follows. One per cart store.
 */
export interface CartContext {
  /** Sends every cart request, with the embedder's fragment spread into the cart. */
  transport: Transport;
  /** Never sends the customer token: reads a guest cart after a login (a failed merge's fallback). */
  guestTransport: Transport | undefined;
  /** Holds the cart id (`vsf-cart`) and the guest cart to merge (`vsf-cart-merge`). */
  storage: KeyValueStorage;
  events: EventBus;
  logger: SdkLogger;
  /** The cart's state. */
  store: Store<CartState>;
  /** Whose cart it is, and the generation an answer must belong to, to be taken. */
  owner: OwnerGeneration;
  /** The embedder's cart fragment, or `null`. */
  extension: FragmentExtension | null;
  /**
   * The customer's cart (`customerCart`), one request for callers asking at the same time: a page
   * opened signed in asks for it twice at once, for the first load and for the merge.
   */
  readCustomerCart(): Promise<CartFieldsFragment>;
  /** Ends the session through `sdk.session` (spec §4), keeping the load under way going. */
  expireSession(): Promise<void>;
  /** The signed-in customer as far as loaded (`null` for a guest), for `canBuyOnline`. */
  customer(): { hideCartButton: boolean | null } | null;
}

/**
 * Creates the context of one cart store. The cart follows the session: at a login the stored
 * guest cart is kept under `vsf-cart-merge` for the merge, and at every change of owner (and when
 * an order closes the cart) the state becomes `idle` again and answers for before are dropped.
 *
 * @throws {@link SdkError} `invalid-argument` for an embedder's fragment that cannot be spread.
 */
export function createCartContext(
  options: CartStoreOptions<ExtensionFragment | undefined>,
): CartContext {
  const { session, storage, events, logger } = options;
  const extension = options.fragment
    ? createFragmentExtension(cartExtensionTarget, options.fragment)
    : null;
  const wrap = (transport: Transport) => (extension ? extension.wrap(transport) : transport);
  const store = createStore<CartState>(idleCartState);
  // Set while the cart itself ends the session, whose load then goes on as a guest's.
  let endingSession = false;
  const owner = followSessionOwner(session, (next) => {
    if (next === 'customer') keepGuestCartToMerge(storage);
    else storage.remove(mergeKey);
    if (!endingSession) store.setState(idleCartState, true);
  });
  if (owner.owner() === 'customer') keepGuestCartToMerge(storage);

  // An order closes the cart (commerce-api: inactive): forget it; the next load gets the
  // customer's fresh cart. A new idle object, so every subscriber hears of it, even one whose
  // cart was not loaded.
  events.on('checkout:order-placed', () => {
    owner.next();
    storage.remove(cartKey);
    store.setState({ ...idleCartState }, true);
  });

  const transport = wrap(options.transport);
  return {
    transport,
    guestTransport: options.guestTransport && wrap(options.guestTransport),
    storage,
    events,
    logger,
    store,
    owner,
    extension,
    readCustomerCart: sharedCustomerCartRead(transport, owner),
    async expireSession() {
      endingSession = true;
      try {
        if (session.expire) await session.expire('cart-load-failed');
        else events.emit('session:expired', { reason: 'cart-load-failed' });
      } finally {
        endingSession = false;
      }
    },
    customer: () => session.getSnapshot().customer,
  };
}

/** Keeps the stored cart of a guest who has just signed in, for the merge. */
function keepGuestCartToMerge(storage: KeyValueStorage): void {
  const guestId = storage.get(cartKey);
  if (guestId && !storage.get(mergeKey)) storage.set(mergeKey, guestId);
}

/** `customerCart`, shared while under way — within one generation: never handed to the next. */
function sharedCustomerCartRead(
  transport: Transport,
  owner: OwnerGeneration,
): () => Promise<CartFieldsFragment> {
  let underWay: { generation: number; cart: Promise<CartFieldsFragment> } | null = null;
  return () => {
    if (underWay?.generation === owner.current()) return underWay.cart;
    const read = {
      generation: owner.current(),
      cart: transport.request(CustomerCartDocument).then((data) => data.customerCart),
    };
    underWay = read;
    const forget = () => {
      if (underWay === read) underWay = null;
    };
    read.cart.then(forget, forget);
    return read.cart;
  };
}

/**
 * Takes a cart the backend returned: stores its id, makes it the state and emits `cart:updated`
 * — unless it answers a request started in an earlier generation (`started`), when it is only
 * returned.
 */
export function takeCart(context: CartContext, data: CartFieldsFragment, started: number): Cart {
  const { extension, owner, storage, store, events } = context;
  const cart = extension ? extension.attach(mapCart(data), data) : mapCart(data);
  if (!owner.isCurrent(started)) return cart;
  storage.set(cartKey, cart.id);
  store.setState({ status: 'ready', cart, error: null }, true);
  events.emit('cart:updated', { cartId: cart.id, totalQuantity: cart.totalQuantity, cart });
  return cart;
}

/**
 * Fails `action`: logs and throws the backend's first message (spec §8), kept in the state as
 * `error` (a failed load also makes the status `error`) unless the session changed meanwhile.
 */
export function failCartAction(
  context: CartContext,
  action: CartAction,
  error: unknown,
  started = context.owner.current(),
): never {
  const thrown = firstMessageError(error);
  context.logger.error(`cart: ${action} failed`, thrown);
  if (context.owner.isCurrent(started)) {
    context.store.setState((state) => ({
      status: action === 'load' ? 'error' : state.status,
      error: { action, error: thrown },
    }));
  }
  throw thrown;
}
