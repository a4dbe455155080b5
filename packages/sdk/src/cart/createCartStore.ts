import type { EventBus } from '../events/createEventBus';
import type { ExtensionFragment, WithExtension } from '../extensions/ExtensionFragment';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import { addCartLines, type AddCartLinesResult, type CartLineInput } from './addCartLines';
import { addToCart, type AddToCartResult } from './addToCart';
import type { AddToCartOptions, CartProduct } from './addToCartRules';
import { applyCoupon } from './applyCoupon';
import { createCartContext } from './cartContext';
import { loadCart, type CartLoadOptions } from './loadCart';
import type { Cart, CartOrderFields } from './mapCart';
import { shareWhileRunning } from '../store/shareWhileRunning';
import { mergeGuestCart, type MergeCartsResult } from './mergeGuestCart';
import { removeCartLine } from './removeCartLine';
import { removeCoupon } from './removeCoupon';
import { setOrderFields } from './setOrderFields';
import { updateQuantity } from './updateQuantity';

/** An action of {@link CartStore} that can fail. */
export type CartAction =
  | 'load'
  | 'add'
  | 'update'
  | 'remove'
  | 'apply-coupon'
  | 'remove-coupon'
  | 'order-fields'
  | 'merge';

/**
 * The shopper's cart.
 * - `status`: `idle` until loaded, `loading`, `ready`, or `error` when the load failed;
 * - `cart`: the cart, `null` until one is loaded or created;
 * - `error`: the last failed action and what it threw, until the next action succeeds.
 */
export interface CartState<TCart extends Cart = Cart> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: TCart | null;
  error: { action: CartAction; error: unknown } | null;
}

/**
 * The cart as an observable store (`sdk.cart`), shaped for `useSyncExternalStore`. `TCart` is
 * {@link Cart}, with the embedder's fields under `extension` when a cart fragment is given.
 */
export interface CartStore<TCart extends Cart = Cart> {
  /** The current state; the same object until something changes. */
  getSnapshot(): CartState<TCart>;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the cart (spec §4): a signed-in customer's `customerCart`; when that fails, the session
   * ends through `sdk.session` (`session:expired` with `cart-load-failed`: the token and the cart
   * id are cleared, the session becomes a guest's) and the guest cart stored before (the one
   * waiting to be merged, else `vsf-cart`) is used; without one (or when it cannot be read), a new
   * empty guest cart is created and its id stored — unless `create` is `false`, which leaves the
   * state `ready` with `cart: null`. A request that gets no answer from the API (no response, or a
   * gateway's 502 / 503 / 504) ends nothing: the session and the stored id stay, the load fails.
   *
   * @throws {@link SdkError} with the first backend message when no cart can be had.
   */
  load(): Promise<TCart>;
  /** Loads the cart, creating an empty guest cart when there is none (`create` is `true` by default). */
  load(options: CartLoadOptions & { create?: true }): Promise<TCart>;
  /** Loads the cart; with `create: false` a guest without a stored cart gets `null` and no new cart. */
  load(options: CartLoadOptions): Promise<TCart | null>;
  /**
   * Adds a product (spec §4, §5, §7), creating a cart first when there is none. A product that
   * {@link canAddToCart} refuses is not sent.
   *
   * @throws {@link SdkError} `invalid-argument` for a refused product (the unsupported type's
   * message of spec §8, else the refusal reason as message), or with the first backend message
   * (for a grouped product the first `user_errors` message).
   */
  add(product: CartProduct, options: AddToCartOptions): Promise<AddToCartResult<TCart>>;
  /**
   * Adds many lines by SKU in one `addProductsToCart` (200 a request; quick order), creating a
   * cart first when there is none. Refused lines come back by their place; the others are added.
   *
   * @throws {@link SdkError} `invalid-argument` for no lines or a customer who may not buy online,
   * or what the request failed with.
   */
  addLines(lines: readonly CartLineInput[]): Promise<AddCartLinesResult<TCart>>;
  /**
   * Changes a line's quantity; sent only when above 0 (spec §4), else the cart stays as it is.
   *
   * @throws {@link SdkError} with the first message of `updateCartItems.errors` or the backend.
   */
  updateQuantity(uid: string, quantity: number): Promise<TCart>;
  /** Removes a line. @throws {@link SdkError} with the first backend message. */
  remove(uid: string): Promise<TCart>;
  /** Applies a coupon code. @throws {@link SdkError} with the first backend message. */
  applyCoupon(code: string): Promise<TCart>;
  /** Removes the coupon. @throws {@link SdkError} with the first backend message. */
  removeCoupon(): Promise<TCart>;
  /**
   * Stores the customer's reference and order number (spec §3, both optional).
   *
   * @throws {@link SdkError} 'Unable to set order fields' when the backend returns no cart.
   */
  setOrderFields(fields: Partial<CartOrderFields>): Promise<TCart>;
  /**
   * Run by `sdk.sessionReactions` at a login (spec §4): when a guest cart is waiting
   * (`vsf-cart-merge`, kept when the session turned authenticated; else the stored `vsf-cart`)
   * and the customer's cart differs,
   * merges the guest cart into it (`mergeCarts`, retried once unless the backend refused the
   * token) and stores the customer cart's id. When the merge still fails, the guest cart is read
   * without the customer token and its lines are added one by one to the customer's cart with the
   * mutation of their product type; lines the backend refuses are reported in `unmoved` (with its
   * message) and stay only in the guest cart, which is then forgotten — the shopper is told what to
   * add again rather than the whole cart being held back. A guest cart that no longer exists (or
   * was merged already) resolves as `no-guest-cart`.
   *
   * When the guest cart cannot even be read, nothing is moved, the waiting guest cart is kept for
   * the next call (nothing is lost) and the error is thrown.
   *
   * @throws {@link SdkError} when neither the merge nor the reading of the guest cart succeeds, or
   * the customer cart cannot be loaded.
   */
  mergeGuestCart(): Promise<MergeCartsResult<TCart>>;
}

/** Options of {@link createCartStore}. */
export interface CartStoreOptions<TFragment extends ExtensionFragment | undefined = undefined> {
  transport: Transport;
  /**
   * A transport that never sends the customer token, for reading a guest cart after a login
   * (the backend refuses a customer's token on a guest cart); without it, a failed merge cannot
   * fall back to moving the lines one by one.
   */
  guestTransport?: Transport;
  /**
   * The session the cart follows: when its status changes (login, logout, expiry), the cart
   * becomes `idle` again and answers for the previous session are dropped. Without `subscribe`
   * the cart does not follow it. A customer cart that fails ends the session with `expire`
   * (without it, `session:expired` is emitted, which `sdk.session` hears).
   */
  session: Pick<SessionStore, 'getSnapshot'> & Partial<Pick<SessionStore, 'subscribe' | 'expire'>>;
  /**
   * Where the id of the cart in use (guest or customer) is kept under `vsf-cart`, and a guest
   * cart still to merge under `vsf-cart-merge` (cookies in a browser).
   */
  storage: KeyValueStorage;
  /** @deprecated Not used: a failed customer cart ends the session through `events`. */
  tokenStorage?: KeyValueStorage;
  /** Where `cart:updated` is emitted, and `session:expired` when the customer cart fails. */
  events: EventBus;
  logger: SdkLogger;
  /**
   * The embedder's own cart fields: a fragment on `Cart` (see `ExtensionFragment`), spread into
   * every cart the store reads or changes; its result is each cart's `extension`.
   *
   * @throws {@link SdkError} `invalid-argument` (from `createCartStore`) for a fragment that cannot
   * be spread there.
   */
  fragment?: TFragment;
}

/**
 * Creates the cart of one SDK instance (`sdk.cart`). It follows the session: at a login the
 * stored guest cart is kept under `vsf-cart-merge` for {@link CartStore.mergeGuestCart}, and at
 * every change of the session's status the state becomes `idle` again (to be loaded for the new
 * owner), so one shopper's cart is never shown to, or changed for, another. Each method is one
 * operation of its own module (`loadCart`, `addToCart`, `mergeGuestCart` ...) over the store's
 * `CartContext`.
 *
 * @example
 * ```ts
 * await sdk.cart.load({ create: false }); // the header badge: no cart is created for a visitor
 * const { notice } = await sdk.cart.add(product, { quantity: 1, variantSku });
 * // at a login `sdk.sessionReactions` does this (call it yourself with the reactions off):
 * const { unmoved } = await sdk.cart.mergeGuestCart(); // tell the shopper what was not moved
 * ```
 */
export function createCartStore<TFragment extends ExtensionFragment | undefined = undefined>(
  options: CartStoreOptions<TFragment>,
): CartStore<WithExtension<Cart, TFragment>> {
  const context = createCartContext(options);
  const store: CartStore = {
    getSnapshot: context.store.getSnapshot,
    subscribe: context.store.subscribe,
    load: ((loadOptions?: CartLoadOptions) =>
      loadCart(context, loadOptions ?? {})) as CartStore['load'],
    add: (product, addOptions) => addToCart(context, product, addOptions),
    addLines: (lines) => addCartLines(context, lines),
    updateQuantity: (uid, quantity) => updateQuantity(context, uid, quantity),
    remove: (uid) => removeCartLine(context, uid),
    applyCoupon: (code) => applyCoupon(context, code),
    removeCoupon: () => removeCoupon(context),
    setOrderFields: (fields) => setOrderFields(context, fields),
    mergeGuestCart: shareWhileRunning(() => mergeGuestCart(context)),
  };
  return store as CartStore<WithExtension<Cart, TFragment>>;
}
