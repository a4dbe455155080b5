import { shopConstants } from '../config/shopConstants';
import { typedCodeError } from '../errors/SdkError';
import type { SdkLogger } from '../logging/SdkLogger';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createStore, type Store } from '../store/createStore';
import {
  followSessionOwner,
  sessionOwner,
  type FollowedSession,
  type OwnerGeneration,
} from '../store/followSessionOwner';
import type { Transport } from '../transport/createTransport';
import type { WishlistAction, WishlistState } from './createWishlistStore';
import { initialWishlistState } from './initialWishlistState';

/** Where a guest's sharing code is kept. */
export const wishlistCodeKey = shopConstants.cookies.names.wishlist;
/** How many items a load (and a change's answer for a customer) reads. */
export const wishlistPageSize = shopConstants.pageSizes.wishlistLoad;

/**
 * What every wish list operation works with (`loadWishlist`, `addToWishlist`,
 * `mergeGuestWishlist` ...): the requests, the guest's sharing code, the list's state and the
 * session it follows. One per wish list store.
 */
export interface WishlistContext {
  transport: Transport;
  /** Decides whose list a request is for: the customer's when signed in, else the guest's. */
  session: FollowedSession;
  /** Holds a guest's sharing code (`vsf-wishlist`). */
  storage: KeyValueStorage;
  logger: SdkLogger;
  /** The list's state. */
  store: Store<WishlistState>;
  /** Whose list the state holds, and the generation an answer must belong to, to be taken. */
  owner: OwnerGeneration;
}

/** Options of {@link createWishlistContext}: those of `createWishlistStore`. */
export interface WishlistContextOptions {
  transport: Transport;
  session: FollowedSession;
  storage: KeyValueStorage;
  logger: SdkLogger;
}

/**
 * Creates the context of one wish list store. The list follows the session: at every change of
 * owner it becomes `idle` again for the new owner (the guest's sharing code stays stored for the
 * merge) and answers for the previous owner are dropped.
 */
export function createWishlistContext(options: WishlistContextOptions): WishlistContext {
  const store = createStore(initialWishlistState(sessionOwner(options.session)));
  const owner = followSessionOwner(
    options.session,
    (next) => store.setState(initialWishlistState(next)),
    { held: () => store.getSnapshot().owner },
  );
  return { ...options, store, owner };
}

/** Whose list a request is for now: the session's owner. */
export const requestOwner = (context: WishlistContext) => sessionOwner(context.session);

/** Merges `next` into the state, unless it answers a request started in an earlier generation. */
export function setWishlistState(
  context: WishlistContext,
  next: Partial<WishlistState>,
  started = context.owner.current(),
): void {
  if (context.owner.isCurrent(started)) context.store.setState(next);
}

/** The state's errors without `action`'s: it has succeeded. */
export function errorsWithout(
  context: WishlistContext,
  action: WishlistAction,
): WishlistState['errors'] {
  const errors = { ...context.store.getSnapshot().errors };
  delete errors[action];
  return errors;
}

/**
 * Fails `action`: logs and throws `error`, kept under `errors[action]` (a failed load also makes
 * the status `error`) unless the owner changed meanwhile.
 */
export function failWishlistAction(
  context: WishlistContext,
  action: WishlistAction,
  error: unknown,
  started = context.owner.current(),
): never {
  context.logger.error(`wishlist: ${action} failed`, error);
  setWishlistState(
    context,
    {
      errors: { ...context.store.getSnapshot().errors, [action]: error },
      ...(action === 'load' && { status: 'error' as const }),
    },
    started,
  );
  throw error;
}

/** Throws the first of a change's `user_errors` (the backend's refusal), if any. */
export function throwFirstUserError(
  result:
    | { user_errors: ReadonlyArray<{ code?: string | null; message: string } | null> }
    | null
    | undefined,
): void {
  const userError = result?.user_errors.find((entry) => entry?.message);
  if (userError) throw typedCodeError(userError);
}
