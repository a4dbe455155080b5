import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { setupWishlistContext } from '../testing/wishlistTestSetup';
import { loadWishlist } from './loadWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadWishlist', () => {
  it('is empty for a guest without a sharing code, without a request', async () => {
    const { context, store } = setupWishlistContext();
    expect(await loadWishlist(context)).toMatchObject({ items: [], itemsCount: 0 });
    expect(store.getSnapshot()).toMatchObject({ owner: 'guest', status: 'ready' });
  });

  it('forgets an unknown sharing code', async () => {
    server.use(
      magento.query('GuestWishlist', () => HttpResponse.json({ data: { WmWishlist: null } })),
    );
    const { context, storage } = setupWishlistContext('guest', 'gone');
    expect((await loadWishlist(context)).items).toEqual([]);
    expect(storage.get('vsf-wishlist')).toBeNull();
  });
});
