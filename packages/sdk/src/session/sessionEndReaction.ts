import type { SdkEvents } from '../events/createEventBus';
import { storageKeysClearedAtExpiry } from './storageKeysClearedAtLogout';

/** Why a session ended without the customer signing out (`session:expired`'s reason). */
export type SessionEndReason = SdkEvents['session:expired']['reason'];

/** What the shop does when a session ends without a logout; see {@link sessionEndReaction}. */
export interface SessionEndReaction {
  /** Why the session ended. */
  reason: SessionEndReason;
  /** The storage keys to clear from every storage (cookies and local storage). */
  clearKeys: string[];
  /**
   * What to tell the shopper: `not-authorized` — the spec's "You are not authorized, please log
   * in" (§8), shown with the login form.
   */
  notice: 'not-authorized';
  /** Whether to offer the login, which brings the shopper back to the page they were on. */
  loginPrompt: boolean;
  /**
   * Whether what the session's end interrupted (an add to cart) is kept for the next login to do
   * again; see `InterruptedAction`.
   */
  keepInterruptedAction: boolean;
}

/**
 * What the end of a session without a logout means (spec §4 "session-wide authorization", §8):
 * the customer's session keys are cleared (`storageKeysClearedAtExpiry`: token, cart id, cache
 * id, message, credit flag — the guest's cart to merge, wish list and tractors stay), the shopper
 * is told "not authorized, please log in" with a login that returns them to where they were, and
 * what they were doing is done again after that login. The same for every reason: the token was
 * refused (`authorization`), the customer (`user-load-failed`) or their cart
 * (`cart-load-failed`) could not be loaded — to the shopper each is "you were signed out". Pure:
 * a new object each call.
 *
 * @example
 * ```ts
 * const reaction = sessionEndReaction('authorization');
 * for (const key of reaction.clearKeys) storage.remove(key);
 * ```
 */
export function sessionEndReaction(reason: SessionEndReason): SessionEndReaction {
  return {
    reason,
    clearKeys: storageKeysClearedAtExpiry(),
    notice: 'not-authorized',
    loginPrompt: true,
    keepInterruptedAction: true,
  };
}
