import { initialWishlistState } from './initialWishlistState';
import type { CartStore } from '../cart/createCartStore';
import { shopConstants } from '../config/shopConstants';
import { SdkError } from '../errors/SdkError';
import {
  type CustomerWishlistListFieldsFragment,
  type GuestWishlistListFieldsFragment,
} from '../generated/graphql';
import {
  AddToCustomerWishlistDocument,
  AddToGuestWishlistDocument,
  CreateGuestWishlistDocument,
  CustomerWishlistCountDocument,
  CustomerWishlistDocument,
  GuestWishlistCountDocument,
  GuestWishlistDocument,
  MergeGuestWishlistDocument,
  RemoveFromCustomerWishlistDocument,
  RemoveFromGuestWishlistDocument,
} from './wishlist.generated';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import {
  emptyWishlist,
  findWishlistItem,
  mapWishlist,
  wishlistItemInput,
  type Wishlist,
  type WishlistAddOptions,
  type WishlistItem,
  type WishlistProduct,
} from './wishlistRules';

/** An action of {@link WishlistStore} whose failure is kept (spec §8). */
export type WishlistAction = 'load' | 'add' | 'remove' | 'count' | 'clear' | 'merge';

/**
 * The shopper's wish list.
 * - `owner`: whose list was loaded last (`guest`: by the `vsf-wishlist` sharing code);
 * - `status`: `idle` until loaded, `loading`, `ready`, or `error` when the load failed;
 * - `wishlist`: the list (the first {@link shopConstants} `wishlistLoad` items);
 * - `count`: the item count of the last `count()`, else the list's;
 * - `errors`: the last failure of each action, until that action succeeds.
 */
export interface WishlistState {
  owner: 'guest' | 'customer';
  status: 'idle' | 'loading' | 'ready' | 'error';
  wishlist: Wishlist;
  count: number;
  errors: Partial<Record<WishlistAction, unknown>>;
}

/** What {@link WishlistStore.moveToCart} resolves with (spec §8's success notice). */
export interface WishlistMoveResult {
  /** `added-to-cart`: show 'You added {product} to your shopping cart.' with `productName`. */
  notice: 'added-to-cart';
  productName: string;
}

/** The wish list as an observable store (`sdk.wishlist`), shaped for `useSyncExternalStore`. */
export interface WishlistStore {
  /** The current state; the same object until the state changes. */
  getSnapshot(): WishlistState;
  /** Calls `listener` after every change of the state; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the list: the customer's when signed in, else the guest list of the stored sharing
   * code (none stored, or an unknown code: empty). The response replaces local state.
   *
   * @throws {@link SdkError} (kept under `errors.load`, logged).
   */
  load(): Promise<Wishlist>;
  /** Whether the product (and variant) is on the loaded list. */
  has(sku: string, variantSku?: string | null): boolean;
  /**
   * Adds a product with quantity 1; does nothing when it is already there, or when its type is not
   * taken (logged as unsupported). A guest's first add creates the list and stores its code.
   *
   * @throws {@link SdkError} with the first user error or backend message (kept under `errors.add`).
   */
  add(product: WishlistProduct, options?: WishlistAddOptions): Promise<Wishlist>;
  /** Removes an item. @throws {@link SdkError} (kept under `errors.remove`). */
  remove(itemId: string): Promise<Wishlist>;
  /** Adds the product when absent, removes it when present. */
  toggle(product: WishlistProduct, options?: WishlistAddOptions): Promise<Wishlist>;
  /** Asks the backend how many items the list has. @throws {@link SdkError} (`errors.count`). */
  count(): Promise<number>;
  /** Empties the local list only (spec §4); the backend list is kept. */
  clear(): void;
  /**
   * Adds an item to the cart and then removes it from the list (spec §4).
   *
   * @throws what the cart threw (the storefront shows it as a danger notice titled
   * 'Wishlist error'); the item then stays on the list.
   */
  moveToCart(item: WishlistItem, cart: Pick<CartStore, 'add'>): Promise<WishlistMoveResult>;
  /**
   * Call after a login: moves the guest list's items into the customer's (`WmMergeWishlist`),
   * then forgets the sharing code and loads the customer's list. On failure the code stays (nothing
   * is lost; call again to retry). Resolves with whether there was a guest list to merge.
   *
   * @throws {@link SdkError} (kept under `errors.merge`, logged).
   */
  mergeGuestWishlist(): Promise<{ merged: boolean }>;
}

/** Options of {@link createWishlistStore}. */
export interface WishlistStoreOptions {
  transport: Transport;
  /**
   * The session the list follows: when its status changes (login, logout, expiry), the list
   * becomes `idle` again with the new owner and answers for the previous session are dropped.
   * Without `subscribe` the list does not follow it.
   */
  session: Pick<SessionStore, 'getSnapshot'> & Partial<Pick<SessionStore, 'subscribe'>>;
  /** Where a guest's sharing code is kept under `vsf-wishlist` (a cookie in a browser). */
  storage: KeyValueStorage;
  logger: SdkLogger;
}

const codeKey = shopConstants.cookies.names.wishlist;
const pageSize = shopConstants.pageSizes.wishlistLoad;

function throwFirstUserError(
  result: { user_errors: ReadonlyArray<{ message: string } | null> } | null | undefined,
): void {
  const userError = result?.user_errors.find((entry) => entry?.message);
  if (userError) throw new SdkError('graphql', userError.message);
}

/**
 * Creates the wish list of one SDK instance (`sdk.wishlist`). It follows the session: at every
 * change of the session's status the list becomes `idle` again for the new owner (the guest's
 * sharing code stays stored for {@link WishlistStore.mergeGuestWishlist}). Loading never creates
 * a list: a guest's is created by the first add.
 *
 * @example
 * ```ts
 * await sdk.wishlist.load();
 * await sdk.wishlist.toggle(product, { variantSku });
 * // after a login:
 * await sdk.wishlist.mergeGuestWishlist();
 * ```
 */
export function createWishlistStore(options: WishlistStoreOptions): WishlistStore {
  const { transport, session, storage, logger } = options;
  const listeners = new Set<() => void>();
  const ownerOf = (): WishlistState['owner'] =>
    session.getSnapshot().status === 'authenticated' ? 'customer' : 'guest';
  const notLoaded = initialWishlistState;
  let state: WishlistState = notLoaded(ownerOf());
  // Changes with the owner, so an answer for the previous owner's list is dropped.
  let generation = 0;

  function set(next: Partial<WishlistState>, started = generation): void {
    if (started !== generation) return;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  session.subscribe?.(() => {
    const owner = ownerOf();
    if (owner === state.owner) return;
    generation += 1;
    set(notLoaded(owner));
  });

  function succeeded(action: WishlistAction): Partial<WishlistState>['errors'] {
    const errors = { ...state.errors };
    delete errors[action];
    return errors;
  }

  function failed(action: WishlistAction, error: unknown, started = generation): never {
    logger.error(`wishlist: ${action} failed`, error);
    set(
      {
        errors: { ...state.errors, [action]: error },
        ...(action === 'load' && { status: 'error' as const }),
      },
      started,
    );
    throw error;
  }

  /** A customer list as the API sends it (a load, or the answer to a change). */
  function customerList(list: CustomerWishlistListFieldsFragment | null | undefined): Wishlist {
    if (!list) return emptyWishlist;
    return mapWishlist({
      id: list.id,
      items_count: list.items_count,
      sharing_code: list.sharing_code,
      items: list.items_v2?.items ?? [],
      page_info: list.items_v2?.page_info ?? null,
    });
  }

  /**
   * The guest list a change answers with, when it is the whole list (the API's first page of
   * such an answer is 10 items); `null` when the list has more, to be read in full.
   */
  function wholeGuestList(list: GuestWishlistListFieldsFragment | null | undefined) {
    if (!list || (list.page_info?.total_pages ?? 1) > 1) return null;
    return mapWishlist(list);
  }

  async function fetchList(): Promise<Wishlist> {
    if (ownerOf() === 'customer') {
      const data = await transport.request(CustomerWishlistDocument, { currentPage: 1, pageSize });
      return customerList(data.customer?.wishlists.find(Boolean));
    }
    const code = storage.get(codeKey);
    if (!code) return emptyWishlist;
    const data = await transport.request(GuestWishlistDocument, {
      sharingCode: code,
      currentPage: 1,
      pageSize,
    });
    if (!data.WmWishlist) {
      storage.remove(codeKey);
      return emptyWishlist;
    }
    return mapWishlist(data.WmWishlist);
  }

  async function load(): Promise<Wishlist> {
    const started = generation;
    set({ status: 'loading', owner: ownerOf() });
    try {
      const wishlist = await fetchList();
      set(
        {
          status: 'ready',
          wishlist,
          count: wishlist.itemsCount,
          errors: succeeded('load'),
        },
        started,
      );
      return wishlist;
    } catch (error) {
      return failed('load', error, started);
    }
  }

  async function guestCode(): Promise<string> {
    const stored = storage.get(codeKey);
    if (stored) return stored;
    const created = await transport.request(CreateGuestWishlistDocument);
    const code = created.WmWishlistCreate?.sharing_code;
    if (!code) throw new SdkError('graphql', 'Unable to create a wishlist');
    storage.set(codeKey, code);
    return code;
  }

  async function customerWishlistId(): Promise<string> {
    const id = state.owner === 'customer' ? state.wishlist.id : null;
    const loaded = id ?? (await fetchList()).id;
    if (!loaded) throw new SdkError('graphql', 'The wishlist was not found.');
    return loaded;
  }

  /**
   * Runs a change, which answers with the list after it (one round trip); only when it cannot
   * (`null`: a guest list longer than the answer's page, nothing to remove) is the list read.
   */
  async function change(
    action: 'add' | 'remove',
    run: () => Promise<Wishlist | null>,
  ): Promise<Wishlist> {
    const started = generation;
    try {
      const wishlist = (await run()) ?? (await fetchList());
      set(
        {
          owner: ownerOf(),
          status: 'ready',
          wishlist,
          count: wishlist.itemsCount,
          errors: succeeded(action),
        },
        started,
      );
      return wishlist;
    } catch (error) {
      return failed(action, error, started);
    }
  }

  async function add(product: WishlistProduct, addOptions: WishlistAddOptions = {}) {
    const input = wishlistItemInput(product, addOptions);
    if (!input) {
      logger.error(`wishlist: product type ${product.type} is not supported`, product.sku);
      return state.wishlist;
    }
    if (findWishlistItem(state.wishlist, product.sku, addOptions.variantSku)) return state.wishlist;
    return change('add', async () => {
      if (ownerOf() === 'customer') {
        const wishlistId = await customerWishlistId();
        const { addProductsToWishlist: answer } = await transport.request(
          AddToCustomerWishlistDocument,
          { wishlistId, items: [input], currentPage: 1, pageSize },
        );
        throwFirstUserError(answer);
        return answer?.wishlist ? customerList(answer.wishlist) : null;
      }
      const sharingCode = await guestCode();
      const { WmWishlistAddItems: answer } = await transport.request(AddToGuestWishlistDocument, {
        sharingCode,
        items: [input],
      });
      throwFirstUserError(answer);
      return wholeGuestList(answer?.wishlist);
    });
  }

  async function remove(itemId: string) {
    return change('remove', async () => {
      if (ownerOf() === 'customer') {
        const wishlistId = await customerWishlistId();
        const { removeProductsFromWishlist: answer } = await transport.request(
          RemoveFromCustomerWishlistDocument,
          { wishlistId, itemIds: [itemId], currentPage: 1, pageSize },
        );
        throwFirstUserError(answer);
        return answer?.wishlist ? customerList(answer.wishlist) : null;
      }
      const sharingCode = storage.get(codeKey);
      if (!sharingCode) return null;
      const { WmWishlistRemoveItems: answer } = await transport.request(
        RemoveFromGuestWishlistDocument,
        { sharingCode, itemIds: [itemId] },
      );
      throwFirstUserError(answer);
      return wholeGuestList(answer?.wishlist);
    });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    has: (sku, variantSku) => Boolean(findWishlistItem(state.wishlist, sku, variantSku)),
    add,
    remove,
    toggle(product, toggleOptions = {}) {
      const item = findWishlistItem(state.wishlist, product.sku, toggleOptions.variantSku);
      return item ? remove(item.id) : add(product, toggleOptions);
    },
    async count() {
      const started = generation;
      try {
        let count = 0;
        if (ownerOf() === 'customer') {
          const data = await transport.request(CustomerWishlistCountDocument);
          count = (data.customer?.wishlists ?? []).reduce(
            (sum, list) => sum + (list?.items_count ?? 0),
            0,
          );
        } else {
          const code = storage.get(codeKey);
          if (code) {
            count =
              (await transport.request(GuestWishlistCountDocument, { sharingCode: code }))
                .WmWishlistItemsCount ?? 0;
          }
        }
        set({ count, errors: succeeded('count') }, started);
        return count;
      } catch (error) {
        return failed('count', error, started);
      }
    },
    clear() {
      set({ wishlist: emptyWishlist, count: 0, errors: succeeded('clear') });
    },
    async moveToCart(item, cart) {
      await cart.add(
        {
          sku: item.product.sku,
          type: item.product.type,
          stockStatus: item.product.stockStatus,
        },
        { quantity: item.quantity > 0 ? item.quantity : 1, variantSku: item.variantSku },
      );
      await remove(item.id);
      return { notice: 'added-to-cart', productName: item.product.name ?? item.product.sku };
    },
    async mergeGuestWishlist() {
      const code = storage.get(codeKey);
      if (!code || ownerOf() !== 'customer') return { merged: false };
      try {
        throwFirstUserError(
          (await transport.request(MergeGuestWishlistDocument, { sharingCode: code }))
            .WmMergeWishlist,
        );
        storage.remove(codeKey);
        set({ errors: succeeded('merge') });
      } catch (error) {
        return failed('merge', error);
      }
      await load();
      return { merged: true };
    },
  };
}
