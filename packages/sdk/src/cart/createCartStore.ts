import { shopConstants } from '../config/shopConstants';
import { isSdkError, isUnansweredError, SdkError } from '../errors/SdkError';
import type { AnalyticsItem, EventBus } from '../events/createEventBus';
import { type CartFieldsFragment } from '../generated/graphql';
import {
  AddBundleProductsToCartDocument,
  AddConfigurableProductsToCartDocument,
  AddCustomFieldsToCartDocument,
  AddDownloadableProductsToCartDocument,
  AddProductsToCartDocument,
  AddSimpleProductsToCartDocument,
  AddVirtualProductsToCartDocument,
  ApplyCouponToCartDocument,
  CartDocument,
  CreateGuestCartDocument,
  CustomerCartDocument,
  MergeCartsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
} from './cart.generated';
import { createFragmentExtension } from '../extensions/createFragmentExtension';
import type { ExtensionFragment, WithExtension } from '../extensions/ExtensionFragment';
import { cartExtensionTarget } from '../extensions/extensionTargets';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import {
  canAddToCart,
  cartAddRequest,
  isSupportedCartProductType,
  shouldSendQuantityUpdate,
  unsupportedTypeMessage,
  type AddToCartOptions,
  type CartAddRequest,
  type CartProduct,
} from './addToCartRules';
import { guestLineAddRequest, unmovedLine } from './guestCartLines';
import { idleCartState } from './idleCartState';
import { mapCart, type Cart, type CartOrderFields } from './mapCart';

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

/** Options of {@link CartStore.load}. */
export interface CartLoadOptions {
  /**
   * Whether a guest without a (readable) stored cart gets a new empty one; `true` by default.
   * `false` for a load nobody asked for, such as the header badge's on mount, so a visitor (or a
   * crawler) who never adds anything creates no cart: the state becomes `ready` with `cart: null`.
   */
  create?: boolean;
}

/** What {@link CartStore.add} resolves with: the cart and the notice to show (spec §4). */
export interface AddToCartResult<TCart extends Cart = Cart> {
  cart: TCart;
  /** `product-added`: show 'Product added to cart' (translated by the storefront). */
  notice: 'product-added';
}

/**
 * A line of the guest cart that could not be moved into the customer's cart at login (see
 * {@link CartStore.mergeGuestCart}): what it held and the backend's reason (its first message), so
 * the storefront can tell the shopper what to add again.
 */
export interface UnmovedCartLine {
  /** The line's product SKU (a configurable line's chosen variant). */
  sku: string;
  /** The product's name as the cart showed it (the SKU when it has none). */
  name: string;
  quantity: number;
  /** Why it was refused: the backend's first message. */
  message: string;
}

/** What {@link CartStore.mergeGuestCart} did. */
export type MergeCartsResult<TCart extends Cart = Cart> =
  /** `unmoved`: the guest cart's lines that could not be moved; empty when all moved. */
  | { merged: true; cart: TCart; unmoved: UnmovedCartLine[] }
  /** `no-guest-cart`: nothing to merge; `same-cart`: the guest cart is the customer's. */
  | {
      merged: false;
      reason: 'no-guest-cart' | 'same-cart' | 'not-authenticated';
      cart: TCart | null;
    };

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
   * Call after a login (spec §4): when a guest cart is waiting (`vsf-cart-merge`, kept when the
   * session turned authenticated; else the stored `vsf-cart`) and the customer's cart differs,
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

const cartKey = shopConstants.cookies.names.cart;
const mergeKey = shopConstants.cookies.names.cartToMerge;

/**
 * The error to throw for a backend failure (spec §8: the first message): an {@link SdkError}
 * with the first GraphQL error's message, else the error as it is.
 */
export function firstMessageError(error: unknown): unknown {
  if (!isSdkError(error) || error.graphQLErrors.length < 2) return error;
  return new SdkError(error.code, error.graphQLErrors[0]!.message, {
    cause: error,
    statusCode: error.statusCode,
    graphQLErrors: error.graphQLErrors,
  });
}

/**
 * Creates the cart of one SDK instance (`sdk.cart`). It follows the session: at a login the
 * stored guest cart is kept under `vsf-cart-merge` for {@link CartStore.mergeGuestCart}, and at
 * every change of the session's status the state becomes `idle` again (to be loaded for the new
 * owner), so one shopper's cart is never shown to, or changed for, another.
 *
 * @example
 * ```ts
 * await sdk.cart.load({ create: false }); // the header badge: no cart is created for a visitor
 * const { notice } = await sdk.cart.add(product, { quantity: 1, variantSku });
 * // after a login:
 * const { unmoved } = await sdk.cart.mergeGuestCart(); // tell the shopper what was not moved
 * ```
 */
export function createCartStore<TFragment extends ExtensionFragment | undefined = undefined>(
  options: CartStoreOptions<TFragment>,
): CartStore<WithExtension<Cart, TFragment>> {
  const { session, storage, events, logger } = options;
  const extension = options.fragment
    ? createFragmentExtension(cartExtensionTarget, options.fragment)
    : null;
  const transport = extension ? extension.wrap(options.transport) : options.transport;
  const guestTransport =
    extension && options.guestTransport
      ? extension.wrap(options.guestTransport)
      : options.guestTransport;
  const listeners = new Set<() => void>();
  const idle: CartState = idleCartState;
  let state: CartState = idle;
  const ownerOf = (): 'guest' | 'customer' =>
    session.getSnapshot().status === 'authenticated' ? 'customer' : 'guest';
  let owner = ownerOf();
  // Changes with the owner, so an answer for the previous session's cart is dropped.
  let generation = 0;
  // Set while the cart itself ends the session, whose load then goes on as a guest's.
  let endingSession = false;

  function set(next: CartState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  /** Keeps the stored cart of a guest who has just signed in, for the merge. */
  function keepGuestCartToMerge(): void {
    const guestId = storage.get(cartKey);
    if (guestId && !storage.get(mergeKey)) storage.set(mergeKey, guestId);
  }

  if (owner === 'customer') keepGuestCartToMerge();
  session.subscribe?.(() => {
    const next = ownerOf();
    if (next === owner) return;
    owner = next;
    generation += 1;
    if (next === 'customer') keepGuestCartToMerge();
    else storage.remove(mergeKey);
    if (!endingSession) set(idle);
  });

  // An order closes the cart (commerce-api: inactive): forget it; the next load gets the
  // customer's fresh cart.
  events.on('checkout:order-placed', () => {
    generation += 1;
    storage.remove(cartKey);
    set(idle);
  });

  const authenticated = () => owner === 'customer';

  // The customer cart read under way, shared: a page opened signed in asks for it twice at once,
  // for the first load (`useCart`) and for the merge of a guest cart (`mergeGuestCart`). Only
  // within one session (generation): a read for an earlier session is never handed on.
  let customerCartRead: { generation: number; cart: Promise<CartFieldsFragment> } | null = null;

  /** The customer's cart (`customerCart`), one request for callers asking at the same time. */
  function readCustomerCart(): Promise<CartFieldsFragment> {
    if (customerCartRead?.generation === generation) return customerCartRead.cart;
    const read = {
      generation,
      cart: transport.request(CustomerCartDocument).then((data) => data.customerCart),
    };
    customerCartRead = read;
    const forget = () => {
      if (customerCartRead === read) customerCartRead = null;
    };
    read.cart.then(forget, forget);
    return read.cart;
  }

  /** Takes a cart the backend returned, unless it answers for an earlier session. */
  function ready(data: CartFieldsFragment, started: number): Cart {
    const cart = extension ? extension.attach(mapCart(data), data) : mapCart(data);
    if (started !== generation) return cart;
    storage.set(cartKey, cart.id);
    set({ status: 'ready', cart, error: null });
    events.emit('cart:updated', { cartId: cart.id, totalQuantity: cart.totalQuantity });
    return cart;
  }

  function failed(action: CartAction, error: unknown, started = generation): never {
    const thrown = firstMessageError(error);
    logger.error(`cart: ${action} failed`, thrown);
    if (started === generation) {
      set({
        ...state,
        status: action === 'load' ? 'error' : state.status,
        error: { action, error: thrown },
      });
    }
    throw thrown;
  }

  async function guestCart(
    stored: string | null,
    create: boolean,
    started: number,
    reader: Transport = transport,
  ): Promise<Cart | null> {
    if (stored) {
      try {
        const data = await reader.request(CartDocument, { cartId: stored });
        if (data.cart) return ready(data.cart, started);
      } catch (error) {
        // Without an answer the cart may well be there: its id is kept.
        if (isUnansweredError(error)) throw error;
        logger.error('cart: the stored guest cart could not be read', error);
        if (storage.get(cartKey) === stored) storage.remove(cartKey);
      }
    }
    if (!create) {
      if (started === generation) set({ status: 'ready', cart: null, error: null });
      return null;
    }
    const created = await transport.request(CreateGuestCartDocument);
    if (!created.createGuestCart?.cart) throw new SdkError('graphql', 'Unable to create a cart');
    return ready(created.createGuestCart.cart, started);
  }

  /** Ends the session through `sdk.session` (spec §4), keeping this load going for the guest. */
  async function expireSession(): Promise<void> {
    endingSession = true;
    try {
      if (session.expire) await session.expire('cart-load-failed');
      else events.emit('session:expired', { reason: 'cart-load-failed' });
    } finally {
      endingSession = false;
    }
  }

  async function load(loadOptions: CartLoadOptions = {}): Promise<Cart | null> {
    const create = loadOptions.create ?? true;
    let started = generation;
    set({ ...state, status: 'loading' });
    try {
      if (!authenticated()) return await guestCart(storage.get(cartKey), create, started);
      // The guest cart of before the login, the guest's again if the customer's cannot be had.
      const waiting = storage.get(mergeKey);
      try {
        return ready(await readCustomerCart(), started);
      } catch (error) {
        // Without an answer the guest cart cannot be had either: the session stays. An answer
        // for a session that has changed meanwhile (other than by this refusal) is dropped.
        if (isUnansweredError(error)) throw error;
        if (started !== generation && !isSdkError(error, 'authorization')) throw error;
        logger.error('cart: the customer cart could not be loaded; using a guest cart', error);
        // An authorization error has ended the session already; any other ends it here.
        if (authenticated()) await expireSession();
      }
      started = generation;
      set({ ...state, status: 'loading' });
      // Read as a guest: the id kept at the login may be the customer's own cart (refused to a
      // guest), and that refusal must not end a session a second time.
      return await guestCart(waiting, create, started, guestTransport);
    } catch (error) {
      return failed('load', error, started);
    }
  }

  const loadCart = load as CartStore['load'];

  async function cartId(): Promise<string> {
    return state.cart?.id ?? (await loadCart()).id;
  }

  async function send(request: CartAddRequest): Promise<CartFieldsFragment> {
    switch (request.mutation) {
      case 'addSimpleProductsToCart':
        return (await transport.request(AddSimpleProductsToCartDocument, request.variables))
          .addSimpleProductsToCart!.cart;
      case 'addConfigurableProductsToCart':
        return (await transport.request(AddConfigurableProductsToCartDocument, request.variables))
          .addConfigurableProductsToCart!.cart;
      case 'addBundleProductsToCart':
        return (await transport.request(AddBundleProductsToCartDocument, request.variables))
          .addBundleProductsToCart!.cart;
      case 'addDownloadableProductsToCart':
        return (await transport.request(AddDownloadableProductsToCartDocument, request.variables))
          .addDownloadableProductsToCart!.cart;
      case 'addVirtualProductsToCart':
        return (await transport.request(AddVirtualProductsToCartDocument, request.variables))
          .addVirtualProductsToCart!.cart;
      case 'addProductsToCart': {
        const result = (await transport.request(AddProductsToCartDocument, request.variables))
          .addProductsToCart;
        const userError = result?.user_errors.find((entry) => entry?.message);
        if (userError) throw new SdkError('graphql', userError.message);
        if (!result?.cart) throw new SdkError('graphql', 'Unable to add the product to the cart');
        return result.cart;
      }
    }
  }

  async function change(
    action: CartAction,
    run: (cartId: string) => Promise<CartFieldsFragment | null | undefined>,
    emptyMessage = 'The cart was not returned',
  ): Promise<Cart> {
    const started = generation;
    try {
      const id = await cartId();
      const data = await run(id);
      if (!data) throw new SdkError('graphql', emptyMessage);
      return ready(data, started);
    } catch (error) {
      return failed(action, error, started);
    }
  }

  /** `mergeCarts`, sent a second time when the first fails for another reason than the token. */
  async function mergeCarts(sourceCartId: string, destinationCartId: string) {
    const merge = async () =>
      (await transport.request(MergeCartsDocument, { sourceCartId, destinationCartId })).mergeCarts;
    try {
      return await merge();
    } catch (error) {
      if (isSdkError(error, 'authorization') || isGoneCart(error)) throw error;
      logger.error('cart: mergeCarts failed; trying once more', error);
      return merge();
    }
  }

  /**
   * Adds the guest cart's lines one by one to the customer's cart (the fallback of a failed
   * merge): the last cart returned and the lines the backend refused.
   */
  async function moveLines(guestId: string, customer: CartFieldsFragment) {
    if (!guestTransport) {
      throw new SdkError('invalid-argument', 'No guest transport to read the guest cart with');
    }
    const guest = (await guestTransport.request(CartDocument, { cartId: guestId })).cart;
    let cart = customer;
    const unmoved: UnmovedCartLine[] = [];
    for (const line of guest?.items ?? []) {
      if (!line) continue;
      const request = guestLineAddRequest(cart.id, line);
      try {
        if (!request)
          throw new SdkError('invalid-argument', unsupportedTypeMessage(line.product.__typename));
        cart = await send(request);
      } catch (error) {
        const thrown = firstMessageError(error);
        logger.error(
          `cart: could not move ${line.product.sku ?? 'a line'} into the customer cart`,
          thrown,
        );
        // An authorization error has ended the session: nothing more can be moved.
        if (isSdkError(thrown, 'authorization')) throw thrown;
        unmoved.push(unmovedLine(line, thrown instanceof Error ? thrown.message : String(thrown)));
      }
    }
    return { cart, unmoved };
  }

  const store: CartStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: loadCart,
    async add(product, addOptions) {
      const check = canAddToCart(product, addOptions);
      if (!check.ok || !isSupportedCartProductType(product.type)) {
        const message =
          check.ok || check.reason === 'unsupported-type'
            ? unsupportedTypeMessage(product.type)
            : check.reason;
        return failed('add', new SdkError('invalid-argument', message));
      }
      const type = product.type;
      const cart = await change('add', (id) =>
        send(cartAddRequest(id, { sku: product.sku, type }, addOptions)),
      );
      for (const item of addedItems(cart, product, addOptions)) {
        events.emit('cart:item-added', { ...item, currency: 'NOK' });
      }
      return { cart, notice: 'product-added' };
    },
    async updateQuantity(uid, quantity) {
      if (!shouldSendQuantityUpdate(quantity)) return state.cart ?? loadCart();
      return change('update', async (id) => {
        const started = generation;
        const result = (
          await transport.request(UpdateCartItemsDocument, {
            cartId: id,
            cartItems: [{ cart_item_uid: uid, quantity }],
          })
        ).updateCartItems;
        const error = result?.errors?.find((entry) => entry?.message);
        if (error) {
          if (result?.cart) ready(result.cart, started);
          throw new SdkError('graphql', error.message);
        }
        return result?.cart;
      });
    },
    remove: (uid) =>
      change(
        'remove',
        async (id) =>
          (await transport.request(RemoveItemFromCartDocument, { cartId: id, uid }))
            .removeItemFromCart?.cart,
      ),
    applyCoupon: (code) =>
      change(
        'apply-coupon',
        async (id) =>
          (await transport.request(ApplyCouponToCartDocument, { cartId: id, code }))
            .applyCouponToCart?.cart,
      ),
    removeCoupon: () =>
      change(
        'remove-coupon',
        async (id) =>
          (await transport.request(RemoveCouponFromCartDocument, { cartId: id }))
            .removeCouponFromCart?.cart,
      ),
    setOrderFields: (fields) =>
      change(
        'order-fields',
        async (id) =>
          (
            await transport.request(AddCustomFieldsToCartDocument, {
              cartId: id,
              customerRef: fields.customerRef ?? null,
              customerOrderNo: fields.customerOrderNo ?? null,
            })
          ).addCustomFieldsToCart?.cart,
        'Unable to set order fields',
      ),
    async mergeGuestCart() {
      if (!authenticated()) return { merged: false, reason: 'not-authenticated', cart: state.cart };
      const started = generation;
      const guestId = storage.get(mergeKey) ?? storage.get(cartKey);
      try {
        const customer = await readCustomerCart();
        if (!guestId || guestId === customer.id) {
          if (started === generation) storage.remove(mergeKey);
          return {
            merged: false,
            reason: guestId ? 'same-cart' : 'no-guest-cart',
            cart: ready(customer, started),
          };
        }
        let merged: CartFieldsFragment;
        let unmoved: UnmovedCartLine[] = [];
        try {
          merged = await mergeCarts(guestId, customer.id);
        } catch (error) {
          if (isSdkError(error, 'authorization')) throw error;
          if (isGoneCart(error)) {
            logger.error('cart: the guest cart to merge is gone (or merged already)', error);
            if (started === generation) storage.remove(mergeKey);
            return { merged: false, reason: 'no-guest-cart', cart: ready(customer, started) };
          }
          logger.error('cart: mergeCarts failed twice; moving the lines one by one', error);
          ({ cart: merged, unmoved } = await moveLines(guestId, customer));
        }
        if (started === generation) storage.remove(mergeKey);
        return { merged: true, cart: ready(merged, started), unmoved };
      } catch (error) {
        return failed('merge', error, started);
      }
    },
  };
  return store as CartStore<WithExtension<Cart, TFragment>>;
}

/**
 * What an add put in the cart, for `cart:item-added`: each SKU added (a configurable product's
 * variant, a grouped product's members with a quantity) with the quantity added, and the name and
 * unit price with VAT of its line in the returned cart. A SKU without a line is left out.
 */
export function addedItems(
  cart: Cart,
  product: Pick<CartProduct, 'sku' | 'type'>,
  options: AddToCartOptions,
): AnalyticsItem[] {
  const added =
    product.type === 'grouped'
      ? (options.groupedItems ?? []).filter((item) => item.quantity > 0)
      : [{ sku: options.variantSku || product.sku, quantity: options.quantity }];
  return added.flatMap(({ sku, quantity }) => {
    const line = cart.items.find(
      (entry) => (entry.configuredVariant?.sku ?? entry.product.sku) === sku,
    );
    if (!line) return [];
    return [
      {
        sku,
        name: line.configuredVariant?.name ?? line.product.name ?? sku,
        price: line.prices.priceIncludingTax ?? line.prices.price ?? 0,
        quantity,
      },
    ];
  });
}

/** Whether the backend says the cart does not exist (or is no longer active). */
function isGoneCart(error: unknown): boolean {
  return (
    isSdkError(error, 'graphql') &&
    error.graphQLErrors.some((entry) => entry.category === 'graphql-no-such-entity')
  );
}
