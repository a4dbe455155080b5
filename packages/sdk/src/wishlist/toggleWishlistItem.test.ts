import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { itemData } from '../testing/wishlistData';
import { guestWishlistBackend, setupWishlistContext } from '../testing/wishlistTestSetup';
import { addToWishlist } from './addToWishlist';
import { countWishlist } from './countWishlist';
import { loadWishlist } from './loadWishlist';
import { toggleWishlistItem } from './toggleWishlistItem';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('toggleWishlistItem', () => {
  it("creates a guest's list on the first add, stores its code, and toggles", async () => {
    const { calls, reads } = guestWishlistBackend(server);
    const { context, store, has, storage } = setupWishlistContext();
    await toggleWishlistItem(context, { sku: 'A', type: 'simple' });
    expect(storage.get('vsf-wishlist')).toBe('code-1');
    expect(has('A')).toBe(true);
    await addToWishlist(context, { sku: 'A', type: 'simple' });
    await toggleWishlistItem(
      context,
      { sku: 'SHIRT', type: 'configurable' },
      { variantSku: 'SHIRT-M' },
    );
    expect(has('SHIRT', 'SHIRT-M')).toBe(true);
    expect(store.getSnapshot().count).toBe(2);
    await toggleWishlistItem(context, { sku: 'A', type: 'simple' });
    expect(has('A')).toBe(false);
    expect(calls).toEqual(['create', 'add', 'add', 'remove']);
    // Each change answers with the list: one round trip, no read after it.
    expect(reads()).toBe(0);
    expect(await countWishlist(context)).toBe(1);
  });

  it("uses a customer's account list, whose response replaces local state", async () => {
    let items = [itemData('1', 'A')];
    let reads = 0;
    const list = () => ({
      id: '5',
      items_count: items.length,
      sharing_code: 's',
      items_v2: { items, page_info: { current_page: 1, page_size: 100, total_pages: 1 } },
    });
    server.use(
      magento.query('CustomerWishlist', () => {
        reads += 1;
        return HttpResponse.json({ data: { customer: { wishlists: [list()] } } });
      }),
      // The changes answer with the list after them, the same page the store loads.
      magento.mutation('RemoveFromCustomerWishlist', ({ variables }) => {
        expect(variables).toEqual({
          wishlistId: '5',
          itemIds: ['1'],
          currentPage: 1,
          pageSize: 100,
        });
        items = [];
        return HttpResponse.json({
          data: { removeProductsFromWishlist: { user_errors: [], wishlist: list() } },
        });
      }),
      magento.mutation('AddToCustomerWishlist', ({ variables }) => {
        expect(variables).toEqual({
          wishlistId: '5',
          items: [{ sku: 'SHIRT-M', parent_sku: 'SHIRT', quantity: 1 }],
          currentPage: 1,
          pageSize: 100,
        });
        items = [itemData('2', 'SHIRT', 'SHIRT-M')];
        return HttpResponse.json({
          data: { addProductsToWishlist: { user_errors: [], wishlist: list() } },
        });
      }),
      magento.query('CustomerWishlistCount', () =>
        HttpResponse.json({
          data: { customer: { wishlists: [{ items_count: 3 }, { items_count: 2 }] } },
        }),
      ),
    );
    const { context, store } = setupWishlistContext('authenticated');
    await loadWishlist(context);
    expect(store.getSnapshot().owner).toBe('customer');
    await toggleWishlistItem(context, { sku: 'A', type: 'simple' });
    await toggleWishlistItem(
      context,
      { sku: 'SHIRT', type: 'configurable' },
      { variantSku: 'SHIRT-M' },
    );
    expect(store.getSnapshot().wishlist.items.map((item) => item.id)).toEqual(['2']);
    // One read (the load); each change is one round trip.
    expect(reads).toBe(1);
    expect(await countWishlist(context)).toBe(5);
  });
});
