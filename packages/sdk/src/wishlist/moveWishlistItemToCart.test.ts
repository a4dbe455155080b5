import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { guestWishlistBackend, setupWishlistContext } from '../testing/wishlistTestSetup';
import { addToWishlist } from './addToWishlist';
import { moveWishlistItemToCart } from './moveWishlistItemToCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('moveWishlistItemToCart', () => {
  it('moves an item to the cart, removing it; a cart failure leaves it', async () => {
    guestWishlistBackend(server);
    const { context, store, has } = setupWishlistContext();
    await addToWishlist(context, { sku: 'A', type: 'simple' });
    const item = store.getSnapshot().wishlist.items[0]!;
    const failing = { add: () => Promise.reject(new SdkError('graphql', 'Not available')) };
    await expect(moveWishlistItemToCart(context, item, failing)).rejects.toThrow('Not available');
    expect(has('A')).toBe(true);
    const added: unknown[] = [];
    const cart = {
      add: async (...args: unknown[]) => {
        added.push(args);
        return { notice: 'product-added' as const, cart: null as never };
      },
    };
    expect(await moveWishlistItemToCart(context, item, cart)).toEqual({
      notice: 'added-to-cart',
      productName: 'Produkt A',
    });
    expect(added).toEqual([
      [
        { sku: 'A', type: 'simple', stockStatus: 'in-stock' },
        { quantity: 1, variantSku: null },
      ],
    ]);
    expect(has('A')).toBe(false);
  });
});
