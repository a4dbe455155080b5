import { shopConstants } from '../config/shopConstants';
import { isSdkError, SdkError } from '../errors/SdkError';
import type { EventBus } from '../events/createEventBus';
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
  type CartFieldsFragment,
} from '../generated/graphql';
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
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  error: { action: CartAction; error: unknown } | null;
}

/** What {@link CartStore.add} resolves with: the cart and the notice to show (spec §4). */
export interface AddToCartResult {
  cart: Cart;
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
export type MergeCartsResult =
  /** `unmoved`: the guest cart's lines that could not be moved; empty when all moved. */
  | { merged: true; cart: Cart; unmoved: UnmovedCartLine[] }
  /** `no-guest-cart`: nothing to merge; `same-cart`: the guest cart is the customer's. */
  | {
      merged: false;
      reason: 'no-guest-cart' | 'same-cart' | 'not-authenticated';
      cart: Cart | null;
    };

/** The cart as an observable store (`sdk.cart`), shaped for `useSyncExternalStore`. */
export interface CartStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): CartState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the cart (spec §4): a signed-in customer's `customerCart`; when that fails, the token is
   * removed and the stored guest cart (`vsf-cart`) is used; without one (or when it cannot be
   * read), a new empty guest cart is created and its id stored.
   *
   * @throws {@link SdkError} with the first backend message when no cart can be had.
   */
  load(): Promise<Cart>;
  /**
   * Adds a product (spec §4, §5, §7), creating a cart first when there is none. A product that
   * {@link canAddToCart} refuses is not sent.
   *
   * @throws {@link SdkError} `invalid-argument` for a refused product (the unsupported type's
   * message of spec §8, else the refusal reason as message), or with the first backend message
   * (for a grouped product the first `user_errors` message).
   */
  add(product: CartProduct, options: AddToCartOptions): Promise<AddToCartResult>;
  /**
   * Changes a line's quantity; sent only when above 0 (spec §4), else the cart stays as it is.
   *
   * @throws {@link SdkError} with the first message of `updateCartItems.errors` or the backend.
   */
  updateQuantity(uid: string, quantity: number): Promise<Cart>;
  /** Removes a line. @throws {@link SdkError} with the first backend message. */
  remove(uid: string): Promise<Cart>;
  /** Applies a coupon code. @throws {@link SdkError} with the first backend message. */
  applyCoupon(code: string): Promise<Cart>;
  /** Removes the coupon. @throws {@link SdkError} with the first backend message. */
  removeCoupon(): Promise<Cart>;
  /**
   * Stores the customer's reference and order number (spec §3, both optional).
   *
   * @throws {@link SdkError} 'Unable to set order fields' when the backend returns no cart.
   */
  setOrderFields(fields: Partial<CartOrderFields>): Promise<Cart>;
  /**
   * Call after a login (spec §4): when a guest cart id is stored and the customer's cart differs,
   * merges the guest cart into it and stores the merged cart's id. On failure the guest cart id
   * stays stored (nothing is lost; call again to retry) and the error is thrown.
   *
   * @throws {@link SdkError} when the merge fails.
   */
  mergeGuestCart(): Promise<MergeCartsResult>;
}

/** Options of {@link createCartStore}. */
export interface CartStoreOptions {
  transport: Transport;
  session: Pick<SessionStore, 'getSnapshot'>;
  /** Where the id of the cart in use (guest or customer) is kept under `vsf-cart` (a cookie in a browser). */
  storage: KeyValueStorage;
  /** Where the customer token is kept (`vsf-customer`); a failed customer cart removes it. */
  tokenStorage: KeyValueStorage;
  events: EventBus;
  logger: SdkLogger;
}

const cartKey = shopConstants.cookies.names.cart;
const tokenKey = shopConstants.cookies.names.customer;

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
 * Creates the cart of one SDK instance (`sdk.cart`).
 *
 * @example
 * ```ts
 * await sdk.cart.load();
 * const { notice } = await sdk.cart.add(product, { quantity: 1, variantSku });
 * // after a login:
 * await sdk.cart.mergeGuestCart();
 * ```
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { transport, session, storage, tokenStorage, events, logger } = options;
  const listeners = new Set<() => void>();
  let state: CartState = { status: 'idle', cart: null, error: null };

  function set(next: CartState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  const authenticated = () => session.getSnapshot().status === 'authenticated';

  function ready(data: CartFieldsFragment): Cart {
    const cart = mapCart(data);
    storage.set(cartKey, cart.id);
    set({ status: 'ready', cart, error: null });
    events.emit('cart:updated', { cartId: cart.id, totalQuantity: cart.totalQuantity });
    return cart;
  }

  function failed(action: CartAction, error: unknown): never {
    const thrown = firstMessageError(error);
    logger.error(`cart: ${action} failed`, thrown);
    set({
      ...state,
      status: action === 'load' ? 'error' : state.status,
      error: { action, error: thrown },
    });
    throw thrown;
  }

  async function guestCart(): Promise<Cart> {
    const stored = storage.get(cartKey);
    if (stored) {
      try {
        const data = await transport.request(CartDocument, { cartId: stored });
        if (data.cart) return ready(data.cart);
      } catch (error) {
        logger.error('cart: the stored guest cart could not be read', error);
        storage.remove(cartKey);
      }
    }
    const created = await transport.request(CreateGuestCartDocument);
    if (!created.createGuestCart?.cart) throw new SdkError('graphql', 'Unable to create a cart');
    return ready(created.createGuestCart.cart);
  }

  async function load(): Promise<Cart> {
    set({ ...state, status: 'loading' });
    try {
      if (authenticated()) {
        try {
          const data = await transport.request(CustomerCartDocument);
          return ready(data.customerCart);
        } catch (error) {
          logger.error('cart: the customer cart could not be loaded; using a guest cart', error);
          tokenStorage.remove(tokenKey);
        }
      }
      return await guestCart();
    } catch (error) {
      return failed('load', error);
    }
  }

  async function cartId(): Promise<string> {
    return state.cart?.id ?? (await load()).id;
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
    try {
      const id = await cartId();
      const data = await run(id);
      if (!data) throw new SdkError('graphql', emptyMessage);
      return ready(data);
    } catch (error) {
      return failed(action, error);
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
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
      return { cart, notice: 'product-added' };
    },
    async updateQuantity(uid, quantity) {
      if (!shouldSendQuantityUpdate(quantity)) return state.cart ?? load();
      return change('update', async (id) => {
        const result = (
          await transport.request(UpdateCartItemsDocument, {
            cartId: id,
            cartItems: [{ cart_item_uid: uid, quantity }],
          })
        ).updateCartItems;
        const error = result?.errors?.find((entry) => entry?.message);
        if (error) {
          if (result?.cart) ready(result.cart);
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
      const guestId = storage.get(cartKey);
      try {
        const customer = (await transport.request(CustomerCartDocument)).customerCart;
        if (!guestId || guestId === customer.id) {
          return {
            merged: false,
            reason: guestId ? 'same-cart' : 'no-guest-cart',
            cart: ready(customer),
          };
        }
        const merged = (
          await transport.request(MergeCartsDocument, {
            sourceCartId: guestId,
            destinationCartId: customer.id,
          })
        ).mergeCarts;
        return { merged: true, cart: ready(merged), unmoved: [] };
      } catch (error) {
        return failed('merge', error);
      }
    },
  };
}
