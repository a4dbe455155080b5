import type { Cart, CartState, CartStore } from '@agri-parts/sdk';
import { vi } from 'vitest';

/** A cart store for tests: its state is set by the test, every action is a `vi.fn`. */
export interface FakeCartStore extends CartStore {
  /** Replaces the state and tells the subscribers. */
  setState(next: CartState): void;
  /** Puts `cart` in as loaded. */
  setCart(cart: Cart): void;
}

/**
 * A {@link FakeCartStore} starting at `initial`. The actions resolve with the current cart (or
 * never, for `load` without one) unless a test gives them another implementation.
 */
export function createFakeCartStore(
  initial: CartState = { status: 'idle', cart: null, error: null },
): FakeCartStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const current = () => Promise.resolve(state.cart as Cart);
  const store: FakeCartStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    setCart(cart) {
      store.setState({ status: 'ready', cart, error: null });
    },
    // Like the SDK's, a load of an idle store turns it `loading` at once, so the other
    // components over the same store do not load it again.
    load: vi.fn(() => {
      if (state.status === 'idle') store.setState({ ...state, status: 'loading' });
      return state.cart ? current() : new Promise<Cart>(() => undefined);
    }),
    add: vi.fn(() => current().then((cart) => ({ cart, notice: 'product-added' as const }))),
    addLines: vi.fn(() => current().then((cart) => ({ cart, errors: [] }))),
    updateQuantity: vi.fn(current),
    remove: vi.fn(current),
    applyCoupon: vi.fn(current),
    removeCoupon: vi.fn(current),
    setOrderFields: vi.fn(current),
    mergeGuestCart: vi.fn(() =>
      Promise.resolve({ merged: false as const, reason: 'no-guest-cart' as const, cart: null }),
    ),
  };
  return store;
}
