import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestWishlistBackend, setupWishlistContext } from '../testing/wishlistTestSetup';
import { addToWishlist } from './addToWishlist';
import { clearWishlist } from './clearWishlist';
import { loadWishlist } from './loadWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('clearWishlist', () => {
  it('clears the local list only', async () => {
    const { calls } = guestWishlistBackend(server);
    const { context, store } = setupWishlistContext();
    await addToWishlist(context, { sku: 'A', type: 'simple' });
    clearWishlist(context);
    expect(store.getSnapshot()).toMatchObject({ wishlist: { items: [] }, count: 0 });
    expect(calls).toEqual(['create', 'add']);
    expect((await loadWishlist(context)).items).toHaveLength(1);
  });
});
