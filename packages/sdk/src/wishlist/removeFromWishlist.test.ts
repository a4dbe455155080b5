import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { itemData } from '../testing/wishlistData';
import { guestWishlistBackend, setupWishlistContext } from '../testing/wishlistTestSetup';
import { addToWishlist } from './addToWishlist';
import { removeFromWishlist } from './removeFromWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('removeFromWishlist', () => {
  it("removes an item from a guest's list, taking the list it answers with", async () => {
    const { calls, reads } = guestWishlistBackend(server);
    const { context, has } = setupWishlistContext();
    const added = await addToWishlist(context, { sku: 'A', type: 'simple' });

    const after = await removeFromWishlist(context, added.items[0]!.id);

    expect(after.items).toEqual([]);
    expect(has('A')).toBe(false);
    expect(calls).toEqual(['create', 'add', 'remove']);
    expect(reads()).toBe(0);
  });

  it('sends nothing for a guest without a list', async () => {
    const { context, store } = setupWishlistContext();
    expect((await removeFromWishlist(context, '1')).items).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', count: 0 });
  });

  it("keeps the account's refusal under errors.remove, the list as it was", async () => {
    server.use(
      magento.query('CustomerWishlist', () =>
        HttpResponse.json({
          data: {
            customer: {
              wishlists: [
                {
                  id: '5',
                  items_count: 1,
                  sharing_code: 's',
                  items_v2: { items: [itemData('1', 'A')], page_info: null },
                },
              ],
            },
          },
        }),
      ),
      magento.mutation('RemoveFromCustomerWishlist', () =>
        HttpResponse.json({
          data: {
            removeProductsFromWishlist: {
              user_errors: [{ code: 'UNDEFINED', message: 'The wishlist item was not found' }],
              wishlist: null,
            },
          },
        }),
      ),
    );
    const { context, store, logged } = setupWishlistContext('authenticated');

    await expect(removeFromWishlist(context, '9')).rejects.toThrow(
      'The wishlist item was not found',
    );
    expect(store.getSnapshot().errors.remove).toBeDefined();
    expect(store.getSnapshot().status).toBe('idle');
    expect(logged).toHaveLength(1);
  });
});
