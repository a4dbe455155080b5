import { isSdkError, isUnansweredError, SdkError } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import { CartDocument, CreateGuestCartDocument } from './cart.generated';
import { cartKey, failCartAction, mergeKey, takeCart, type CartContext } from './cartContext';
import type { Cart } from './mapCart';

/** Options of `CartStore.load`. */
export interface CartLoadOptions {
  /**
   * Whether a guest without a (readable) stored cart gets a new empty one; `true` by default.
   * `false` for a load nobody asked for, such as the header badge's on mount, so a visitor (or a
   * crawler) who never adds anything creates no cart: the state becomes `ready` with `cart: null`.
   */
  create?: boolean;
}

/**
 * Loads the cart (spec §4; `CartStore.load`): a signed-in customer's `customerCart`; when that
 * fails, the session ends and the guest cart kept at the login (else a new one) is loaded as a
 * guest's. A request without an answer ends nothing: the load fails.
 */
export function loadCart(context: CartContext): Promise<Cart>;
export function loadCart(
  context: CartContext,
  options: CartLoadOptions & { create?: true },
): Promise<Cart>;
export function loadCart(context: CartContext, options: CartLoadOptions): Promise<Cart | null>;
export async function loadCart(
  context: CartContext,
  options: CartLoadOptions = {},
): Promise<Cart | null> {
  const { owner, store, storage, logger } = context;
  const create = options.create ?? true;
  let started = owner.current();
  store.setState({ status: 'loading' });
  try {
    if (owner.owner() === 'guest') {
      return await loadGuestCart(context, storage.get(cartKey), create, started);
    }
    // The guest cart of before the login, the guest's again if the customer's cannot be had.
    const waiting = storage.get(mergeKey);
    try {
      return takeCart(context, await context.readCustomerCart(), started);
    } catch (error) {
      // Without an answer the guest cart cannot be had either: the session stays. An answer
      // for a session that has changed meanwhile (other than by this refusal) is dropped.
      if (isUnansweredError(error)) throw error;
      if (!owner.isCurrent(started) && !isSdkError(error, 'authorization')) throw error;
      logger.error('cart: the customer cart could not be loaded; using a guest cart', error);
      // An authorization error has ended the session already; any other ends it here.
      if (owner.owner() === 'customer') await context.expireSession();
    }
    started = owner.current();
    store.setState({ status: 'loading' });
    // Read as a guest: the id kept at the login may be the customer's own cart (refused to a
    // guest), and that refusal must not end a session a second time.
    return await loadGuestCart(context, waiting, create, started, context.guestTransport);
  } catch (error) {
    return failCartAction(context, 'load', error, started);
  }
}

/** The stored guest cart; when it cannot be read, a new one (or none, without `create`). */
async function loadGuestCart(
  context: CartContext,
  stored: string | null,
  create: boolean,
  started: number,
  reader: Transport = context.transport,
): Promise<Cart | null> {
  const { owner, store, storage, logger, transport } = context;
  if (stored) {
    try {
      const data = await reader.request(CartDocument, { cartId: stored });
      if (data.cart) return takeCart(context, data.cart, started);
    } catch (error) {
      // Without an answer the cart may well be there: its id is kept.
      if (isUnansweredError(error)) throw error;
      logger.error('cart: the stored guest cart could not be read', error);
      if (storage.get(cartKey) === stored) storage.remove(cartKey);
    }
  }
  if (!create) {
    if (owner.isCurrent(started))
      store.setState({ status: 'ready', cart: null, error: null }, true);
    return null;
  }
  const created = await transport.request(CreateGuestCartDocument);
  if (!created.createGuestCart?.cart) throw new SdkError('graphql', 'Unable to create a cart');
  return takeCart(context, created.createGuestCart.cart, started);
}
