import type { CartState } from './createCartStore';

/**
 * A cart store's state before its first load (and after a session change); also what
 * `sdk.cart` shows while the cart's code has not loaded yet.
 */
export const idleCartState: CartState = { status: 'idle', cart: null, error: null };
