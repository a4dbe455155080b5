import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { endpoint, magento } from '../testing/magento';
import { itemData, listData } from '../testing/wishlistData';
import { guestWishlistBackend, setupWishlistStore } from '../testing/wishlistTestSetup';
import { createTransport } from '../transport/createTransport';
import { createWishlistStore } from './createWishlistStore';
import { emptyWishlist } from './wishlistRules';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createWishlistStore', () => {
  it('runs each method as its operation on one list, and answers has() from it', async () => {
    const { calls } = guestWishlistBackend(server);
    const { store } = setupWishlistStore();
    expect(store.has('A')).toBe(false);
    await store.add({ sku: 'A', type: 'simple' });
    expect(store.has('A')).toBe(true);
    await store.toggle({ sku: 'B', type: 'simple' });
    expect(await store.count()).toBe(2);
    await store.remove(store.getSnapshot().wishlist.items[0]!.id);
    expect(store.has('A')).toBe(false);
    store.clear();
    expect(store.getSnapshot()).toMatchObject({ wishlist: { items: [] }, count: 0 });
    expect((await store.load()).items.map((item) => item.product.sku)).toEqual(['B']);
    expect(calls).toEqual(['create', 'add', 'add', 'remove']);
  });

  it('keeps failures per action until the action succeeds', async () => {
    let fail = true;
    server.use(
      magento.query('GuestWishlist', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'Down' }] })
          : HttpResponse.json({ data: { WmWishlist: listData('9', []) } }),
      ),
      magento.mutation('AddToGuestWishlist', () =>
        HttpResponse.json({
          data: {
            WmWishlistAddItems: {
              user_errors: [
                { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' },
              ],
            },
          },
        }),
      ),
    );
    const { store, logged } = setupWishlistStore('guest', 'code-1');
    await expect(store.load()).rejects.toThrow('Down');
    const addError = await store
      .add({ sku: 'X', type: 'simple' })
      .catch((caught: unknown) => caught);
    expect(isSdkError(addError) && addError.message).toBe('Could not find a product with SKU "X"');
    expect(Object.keys(store.getSnapshot().errors).sort()).toEqual(['add', 'load']);
    expect(store.getSnapshot().status).toBe('error');
    fail = false;
    await store.load();
    expect(Object.keys(store.getSnapshot().errors)).toEqual(['add']);
    expect(logged).toHaveLength(2);
  });

  describe('following the session', () => {
    /** A store over a session whose status the test changes, telling its subscribers. */
    function followingSetup(code?: string) {
      const storage = createMemoryStorage();
      if (code) storage.set('vsf-wishlist', code);
      let status: SessionState['status'] = 'guest';
      const listeners = new Set<() => void>();
      const store = createWishlistStore({
        transport: createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
        session: {
          getSnapshot: (): SessionState => ({ ...guestSessionState, status }),
          subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
        storage,
        logger: { error: () => undefined },
      });
      const become = (next: SessionState['status']) => {
        status = next;
        for (const listener of listeners) listener();
      };
      return { store, storage, become };
    }

    it('becomes idle for the new owner at a login, keeping the guest code for the merge', async () => {
      guestWishlistBackend(server);
      const { store, storage, become } = followingSetup('code-1');
      await store.add({ sku: 'A', type: 'simple' });
      expect(store.getSnapshot()).toMatchObject({ owner: 'guest', count: 1 });

      become('authenticated');
      expect(store.getSnapshot()).toEqual({
        owner: 'customer',
        status: 'idle',
        wishlist: emptyWishlist,
        count: 0,
        errors: {},
      });
      expect(store.has('A')).toBe(false);
      expect(storage.get('vsf-wishlist')).toBe('code-1');

      become('authenticated');
      expect(store.getSnapshot().status).toBe('idle');
    });

    it('drops the answer of a load for the previous owner', async () => {
      let answer: (() => void) | null = null;
      server.use(
        magento.query('GuestWishlist', async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({
            data: { WmWishlist: listData('9', [itemData('1', 'A')], 'code-1') },
          });
        }),
      );
      const { store, become } = followingSetup('code-1');
      const loading = store.load();
      await vi.waitFor(() => expect(answer).not.toBeNull());
      become('authenticated');
      answer!();

      expect((await loading).items).toHaveLength(1);
      expect(store.getSnapshot()).toMatchObject({ owner: 'customer', status: 'idle', count: 0 });
    });
  });
});
