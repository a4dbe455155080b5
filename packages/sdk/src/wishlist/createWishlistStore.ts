import type { CartStore } from '../cart/createCartStore';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import { addToWishlist } from './addToWishlist';
import { clearWishlist } from './clearWishlist';
import { countWishlist } from './countWishlist';
import { loadWishlist } from './loadWishlist';
import { shareWhileRunning } from '../store/shareWhileRunning';
import { mergeGuestWishlist } from './mergeGuestWishlist';
import { moveWishlistItemToCart, type WishlistMoveResult } from './moveWishlistItemToCart';
import { removeFromWishlist } from './removeFromWishlist';
import { toggleWishlistItem } from './toggleWishlistItem';
import { createWishlistContext } from './wishlistContext';
import {
  findWishlistItem,
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
   * Run by `sdk.sessionReactions` at a login: moves the guest list's items into the customer's
   * (`WmMergeWishlist`), then forgets the sharing code and loads the customer's list. On failure the code stays (nothing
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

/**
 * Creates the wish list of one SDK instance (`sdk.wishlist`). It follows the session: at every
 * change of the session's status the list becomes `idle` again for the new owner (the guest's
 * sharing code stays stored for {@link WishlistStore.mergeGuestWishlist}). Loading never creates
 * a list: a guest's is created by the first add. Each method is one operation of its own module
 * (`loadWishlist`, `addToWishlist`, `mergeGuestWishlist` ...) over the store's `WishlistContext`.
 *
 * @example
 * ```ts
 * await sdk.wishlist.load();
 * await sdk.wishlist.toggle(product, { variantSku });
 * // at a login `sdk.sessionReactions` does this (call it yourself with the reactions off):
 * await sdk.wishlist.mergeGuestWishlist();
 * ```
 */
export function createWishlistStore(options: WishlistStoreOptions): WishlistStore {
  const context = createWishlistContext(options);
  const { store } = context;
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load: () => loadWishlist(context),
    has: (sku, variantSku) =>
      Boolean(findWishlistItem(store.getSnapshot().wishlist, sku, variantSku)),
    add: (product, addOptions) => addToWishlist(context, product, addOptions),
    remove: (itemId) => removeFromWishlist(context, itemId),
    toggle: (product, toggleOptions) => toggleWishlistItem(context, product, toggleOptions),
    count: () => countWishlist(context),
    clear: () => clearWishlist(context),
    moveToCart: (item, cart) => moveWishlistItemToCart(context, item, cart),
    mergeGuestWishlist: shareWhileRunning(() => mergeGuestWishlist(context)),
  };
}
