import type { CheckoutState } from './createCheckoutStore';

/**
 * The checkout's state before its first load (and after a session change or a reset); also what
 * `sdk.checkout` shows while the checkout's code has not loaded yet.
 */
export const idleCheckoutState: CheckoutState = {
  status: 'idle',
  checkout: null,
  pending: null,
  error: null,
  placedOrder: null,
};
