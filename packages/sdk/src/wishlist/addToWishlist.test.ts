import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestWishlistBackend, setupWishlistContext } from '../testing/wishlistTestSetup';
import { addToWishlist } from './addToWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('addToWishlist', () => {
  it("reads a guest's list after a change when the answer's page is not the whole list", async () => {
    const { reads } = guestWishlistBackend(server);
    const { context, store, has } = setupWishlistContext();
    for (let index = 1; index <= 11; index += 1) {
      await addToWishlist(context, { sku: `P${index}`, type: 'simple' });
    }
    // The first ten changes answered with the whole list; the eleventh's answer had a second page.
    expect(reads()).toBe(1);
    expect(store.getSnapshot().wishlist.items).toHaveLength(11);
    expect(has('P11')).toBe(true);
  });

  it('logs an unsupported type and sends nothing', async () => {
    const { context, store, logged } = setupWishlistContext();
    await addToWishlist(context, { sku: 'M', type: 'membership' });
    expect(logged).toHaveLength(1);
    expect(store.getSnapshot().wishlist.items).toEqual([]);
  });
});
