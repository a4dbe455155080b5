import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SdkError, isSdkError } from '../errors/SdkError';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport } from '../transport/createTransport';
import { createWishlistStore } from './createWishlistStore';
import { emptyWishlist } from './wishlistRules';
import { itemData, listData } from '../testing/wishlistData';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(status: SessionState['status'] = 'guest', code?: string) {
  const storage = createMemoryStorage();
  if (code) storage.set('vsf-wishlist', code);
  const logged: unknown[][] = [];
  let current = status;
  const store = createWishlistStore({
    transport: createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    session: { getSnapshot: (): SessionState => ({ ...guestSessionState, status: current }) },
    storage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
  });
  return { store, storage, logged, login: () => (current = 'authenticated') };
}

/** A guest backend holding one list in memory. */
function guestBackend(code = 'code-1') {
  let items: ReturnType<typeof itemData>[] = [];
  let next = 1;
  let reads = 0;
  const calls: string[] = [];
  /** The list after a change, as the API answers it: its first page of 10 items. */
  const answer = () => ({
    ...listData('9', items.slice(0, 10), code),
    items_count: items.length,
    page_info: { current_page: 1, page_size: 10, total_pages: Math.ceil(items.length / 10) },
  });
  server.use(
    magento.mutation('CreateGuestWishlist', () => {
      calls.push('create');
      return HttpResponse.json({ data: { WmWishlistCreate: { sharing_code: code } } });
    }),
    magento.query('GuestWishlist', ({ variables }) => {
      expect(variables).toEqual({ sharingCode: code, currentPage: 1, pageSize: 100 });
      reads += 1;
      return HttpResponse.json({ data: { WmWishlist: listData('9', items, code) } });
    }),
    magento.mutation('AddToGuestWishlist', ({ variables }) => {
      calls.push('add');
      const [input] = variables.items as { sku: string; parent_sku?: string }[];
      items = [
        ...items,
        itemData(
          String(next++),
          input!.parent_sku ?? input!.sku,
          input!.parent_sku ? input!.sku : null,
        ),
      ];
      return HttpResponse.json({
        data: { WmWishlistAddItems: { user_errors: [], wishlist: answer() } },
      });
    }),
    magento.mutation('RemoveFromGuestWishlist', ({ variables }) => {
      calls.push('remove');
      items = items.filter((item) => !(variables.itemIds as string[]).includes(item.id));
      return HttpResponse.json({
        data: { WmWishlistRemoveItems: { user_errors: [], wishlist: answer() } },
      });
    }),
    magento.query('GuestWishlistCount', () =>
      HttpResponse.json({ data: { WmWishlistItemsCount: items.length } }),
    ),
  );
  return { calls, reads: () => reads };
}

describe('createWishlistStore', () => {
  it('is empty for a guest without a sharing code, without a request', async () => {
    const { store } = setup();
    expect(await store.load()).toMatchObject({ items: [], itemsCount: 0 });
    expect(store.getSnapshot()).toMatchObject({ owner: 'guest', status: 'ready' });
  });

  it("creates a guest's list on the first add, stores its code, and toggles", async () => {
    const { calls, reads } = guestBackend();
    const { store, storage } = setup();
    await store.toggle({ sku: 'A', type: 'simple' });
    expect(storage.get('vsf-wishlist')).toBe('code-1');
    expect(store.has('A')).toBe(true);
    await store.add({ sku: 'A', type: 'simple' });
    await store.toggle({ sku: 'SHIRT', type: 'configurable' }, { variantSku: 'SHIRT-M' });
    expect(store.has('SHIRT', 'SHIRT-M')).toBe(true);
    expect(store.getSnapshot().count).toBe(2);
    await store.toggle({ sku: 'A', type: 'simple' });
    expect(store.has('A')).toBe(false);
    expect(calls).toEqual(['create', 'add', 'add', 'remove']);
    // Each change answers with the list: one round trip, no read after it.
    expect(reads()).toBe(0);
    expect(await store.count()).toBe(1);
  });

  it("reads a guest's list after a change when the answer's page is not the whole list", async () => {
    const { reads } = guestBackend();
    const { store } = setup();
    for (let index = 1; index <= 11; index += 1) {
      await store.add({ sku: `P${index}`, type: 'simple' });
    }
    // The first ten changes answered with the whole list; the eleventh's answer had a second page.
    expect(reads()).toBe(1);
    expect(store.getSnapshot().wishlist.items).toHaveLength(11);
    expect(store.has('P11')).toBe(true);
  });

  it('logs an unsupported type and sends nothing', async () => {
    const { store, logged } = setup();
    await store.add({ sku: 'M', type: 'membership' });
    expect(logged).toHaveLength(1);
    expect(store.getSnapshot().wishlist.items).toEqual([]);
  });

  it('forgets an unknown sharing code', async () => {
    server.use(
      magento.query('GuestWishlist', () => HttpResponse.json({ data: { WmWishlist: null } })),
    );
    const { store, storage } = setup('guest', 'gone');
    expect((await store.load()).items).toEqual([]);
    expect(storage.get('vsf-wishlist')).toBeNull();
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
    const { store, logged } = setup('guest', 'code-1');
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

  it('clears the local list only', async () => {
    const { calls } = guestBackend();
    const { store } = setup();
    await store.add({ sku: 'A', type: 'simple' });
    store.clear();
    expect(store.getSnapshot()).toMatchObject({ wishlist: { items: [] }, count: 0 });
    expect(calls).toEqual(['create', 'add']);
    expect((await store.load()).items).toHaveLength(1);
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
    const { store } = setup('authenticated');
    await store.load();
    expect(store.getSnapshot().owner).toBe('customer');
    await store.toggle({ sku: 'A', type: 'simple' });
    await store.toggle({ sku: 'SHIRT', type: 'configurable' }, { variantSku: 'SHIRT-M' });
    expect(store.getSnapshot().wishlist.items.map((item) => item.id)).toEqual(['2']);
    // One read (the load); each change is one round trip.
    expect(reads).toBe(1);
    expect(await store.count()).toBe(5);
  });

  it('moves an item to the cart, removing it; a cart failure leaves it', async () => {
    guestBackend();
    const { store } = setup();
    await store.add({ sku: 'A', type: 'simple' });
    const item = store.getSnapshot().wishlist.items[0]!;
    const failing = { add: () => Promise.reject(new SdkError('graphql', 'Not available')) };
    await expect(store.moveToCart(item, failing)).rejects.toThrow('Not available');
    expect(store.has('A')).toBe(true);
    const added: unknown[] = [];
    const cart = {
      add: async (...args: unknown[]) => {
        added.push(args);
        return { notice: 'product-added' as const, cart: null as never };
      },
    };
    expect(await store.moveToCart(item, cart)).toEqual({
      notice: 'added-to-cart',
      productName: 'Produkt A',
    });
    expect(added).toEqual([
      [
        { sku: 'A', type: 'simple', stockStatus: 'in-stock' },
        { quantity: 1, variantSku: null },
      ],
    ]);
    expect(store.has('A')).toBe(false);
  });

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
      const { store, storage, login } = setup('guest', 'code-1');
      expect(await store.mergeGuestWishlist()).toEqual({ merged: false });
      login();
      expect(await store.mergeGuestWishlist()).toEqual({ merged: true });
      expect(merged).toEqual([{ sharingCode: 'code-1' }]);
      expect(storage.get('vsf-wishlist')).toBeNull();
      expect(store.getSnapshot()).toMatchObject({ owner: 'customer', wishlist: { id: '5' } });
      expect(await store.mergeGuestWishlist()).toEqual({ merged: false });
    });

    it('keeps the code when the merge fails, so nothing is lost', async () => {
      customerBackend(true);
      const { store, storage, logged } = setup('authenticated', 'code-1');
      await expect(store.mergeGuestWishlist()).rejects.toThrow('Merge failed');
      expect(storage.get('vsf-wishlist')).toBe('code-1');
      expect(store.getSnapshot().errors.merge).toBeDefined();
      expect(logged).toHaveLength(1);
    });
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
      guestBackend();
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
