import type { Cart } from '../cart/mapCart';
import type { UnmovedCartLine } from '../cart/mergeGuestCart';

/** What a guest's data moved into the account at login is: `sdk.sessionReactions`' targets. */
export type GuestMergeTarget = 'cart' | 'wishlist' | 'tractors';

/**
 * A guest's data moved into the account after a login (`session:guest-merged`): the cart (with
 * the lines that could not be moved, for the shop to name), the wish list, or "My tractors"
 * (`sent` machines, at least one: the account's list changed).
 */
export type GuestMergedEvent =
  | { target: 'cart'; cart: Cart; unmoved: UnmovedCartLine[] }
  | { target: 'wishlist' }
  | { target: 'tractors'; sent: number };

/**
 * A guest's data could not be moved into the account after a login
 * (`session:guest-merge-failed`). Nothing is lost: the SDK keeps the guest's cart id, sharing
 * code or local list, and the next session change (or page load) tries again. The SDK has logged
 * `error`.
 */
export interface GuestMergeFailedEvent {
  target: GuestMergeTarget;
  error: unknown;
}
