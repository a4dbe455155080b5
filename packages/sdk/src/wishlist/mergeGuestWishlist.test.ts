import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { itemData } from '../testing/wishlistData';
import { setupWishlistContext } from '../testing/wishlistTestSetup';
import { mergeGuestWishlist } from './mergeGuestWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mergeGuestWishlist', () => {
  function customerBackend(fail: boolean) {
    const merged: unknown[] = [];
    server.use(
      magento.mutation('MergeGuestWishlist', ({ variables }) => {
        if (fail) return HttpResponse.json({ errors: [{ message: 'Merge failed' }] });
        merged.push(variables);
        return HttpResponse.json({ data: { WmMergeWishlist: { user_errors: [] } } });
      }),
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
    );
    return merged;
  }

  it('moves the guest list into the account and forgets the code', async () => {
    const merged = customerBackend(false);
    const { context, store, storage, login } = setupWishlistContext('guest', 'code-1');
    expect(await mergeGuestWishlist(context)).toEqual({ merged: false });
    login();
    expect(await mergeGuestWishlist(context)).toEqual({ merged: true });
    expect(merged).toEqual([{ sharingCode: 'code-1' }]);
    expect(storage.get('vsf-wishlist')).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ owner: 'customer', wishlist: { id: '5' } });
    expect(await mergeGuestWishlist(context)).toEqual({ merged: false });
  });

  it('keeps the code when the merge fails, so nothing is lost', async () => {
    customerBackend(true);
    const { context, store, storage, logged } = setupWishlistContext('authenticated', 'code-1');
    await expect(mergeGuestWishlist(context)).rejects.toThrow('Merge failed');
    expect(storage.get('vsf-wishlist')).toBe('code-1');
    expect(store.getSnapshot().errors.merge).toBeDefined();
    expect(logged).toHaveLength(1);
  });
});
