import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import type { CartFieldsFragment } from '../generated/graphql';
import { createStore } from '../store/createStore';
import { cartData, cartLineData } from '../testing/cartData';
import { cartSessionReaction, type SessionCart } from './cartSessionReaction';
import type { CartState } from './createCartStore';
import { mapCart, type Cart } from './mapCart';
import type { MergeCartsResult, UnmovedCartLine } from './mergeGuestCart';

/**
 * The cart's side of the session (its state set by the test, `load` and `mergeGuestCart`
 * `vi.fn`s): the reaction is a rule about what it calls when, so a test sets the answers' timing.
 */
function setup(initial: CartState) {
  const state = createStore<CartState>(initial);
  const cart = {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    load: vi.fn(() => Promise.resolve(state.getSnapshot().cart as Cart)),
    mergeGuestCart: vi.fn((): Promise<MergeCartsResult> =>
      Promise.resolve({ merged: false, reason: 'no-guest-cart', cart: null }),
    ),
  } satisfies SessionCart;
  const events = createEventBus();
  const merged: SdkEvents['session:guest-merged'][] = [];
  const failed: SdkEvents['session:guest-merge-failed'][] = [];
  events.on('session:guest-merged', (event) => merged.push(event));
  events.on('session:guest-merge-failed', (event) => failed.push(event));
  const setCart = (next: Cart) =>
    state.setState({ status: 'ready', cart: next, error: null }, true);
  return { cart, state, setCart, merged, failed, react: cartSessionReaction(cart, events) };
}

/** A cart of one line of `quantity`, as the store maps the API's answer. */
const cartOf = (id: string, quantity: number): Cart =>
  mapCart(cartData(id, [cartLineData('l1', 'A', quantity)]) as CartFieldsFragment);
const guestCart = cartOf('guest-cart', 1);
const customerCart = cartOf('customer-cart', 5);

describe('cartSessionReaction', () => {
  it('merges the guest cart when the session turns authenticated, and says so', async () => {
    const { cart, setCart, merged, failed, react } = setup({
      status: 'ready',
      cart: guestCart,
      error: null,
    });
    cart.mergeGuestCart.mockImplementation(async () => {
      setCart(customerCart);
      return { merged: true, cart: customerCart, unmoved: [] };
    });

    await react('authenticated', 'guest');

    expect(cart.mergeGuestCart).toHaveBeenCalledOnce();
    expect(cart.load).not.toHaveBeenCalled();
    expect(merged).toEqual([{ target: 'cart', cart: customerCart, unmoved: [] }]);
    expect(failed).toEqual([]);
  });

  it('merges on a page opened signed in, and loads again when an earlier load answers after it', async () => {
    const { cart, state, setCart, react } = setup({ status: 'loading', cart: null, error: null });
    cart.mergeGuestCart.mockImplementation(async () => {
      state.setState({ status: 'loading', cart: customerCart, error: null }, true);
      return { merged: true, cart: customerCart, unmoved: [] };
    });

    const reacting = react('authenticated', null);
    await vi.waitFor(() => expect(cart.mergeGuestCart).toHaveBeenCalledOnce());
    // The page's first load answers after the merge, with the cart as it was before.
    setCart(cartOf('customer-cart', 2));
    await reacting;

    expect(cart.load).toHaveBeenCalledOnce();
  });

  it('names the lines that could not be moved', async () => {
    const { cart, setCart, merged, react } = setup({
      status: 'ready',
      cart: guestCart,
      error: null,
    });
    const unmoved: UnmovedCartLine[] = [
      {
        sku: 'OF-100',
        name: 'Oljefilter',
        quantity: 3,
        message: 'The requested qty is not available',
        refusal: { kind: 'out_of_stock', availableQuantity: 2 },
      },
    ];
    cart.mergeGuestCart.mockImplementation(async () => {
      setCart(customerCart);
      return { merged: true, cart: customerCart, unmoved };
    });

    await react('authenticated', 'guest');

    expect(merged).toEqual([{ target: 'cart', cart: customerCart, unmoved }]);
  });

  it('says the merge failed, and loads nothing', async () => {
    const { cart, merged, failed, react } = setup({
      status: 'ready',
      cart: guestCart,
      error: null,
    });
    const error = new SdkError('network', 'fetch failed');
    cart.mergeGuestCart.mockRejectedValue(error);

    await react('authenticated', 'guest');

    expect(failed).toEqual([{ target: 'cart', error }]);
    expect(merged).toEqual([]);
    expect(cart.load).not.toHaveBeenCalled();
  });

  it('after a logout loads the cart again while it still holds the customer cart, creating none', async () => {
    const { cart, react } = setup({ status: 'ready', cart: customerCart, error: null });

    await react('guest', null);
    expect(cart.load).not.toHaveBeenCalled();
    await react('guest', 'authenticated');

    expect(cart.load).toHaveBeenCalledExactlyOnceWith({ create: false });
    expect(cart.mergeGuestCart).not.toHaveBeenCalled();
  });

  it('leaves the load after a logout to whoever shows the cart when the SDK has reset it', async () => {
    const { cart, react } = setup({ status: 'idle', cart: null, error: null });

    await react('guest', 'authenticated');

    expect(cart.load).not.toHaveBeenCalled();
  });
});
