import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport } from '../transport/createTransport';
import { createWishlistStore, type WishlistStoreOptions } from '../wishlist/createWishlistStore';
import { createWishlistContext } from '../wishlist/wishlistContext';
import { findWishlistItem } from '../wishlist/wishlistRules';
import { endpoint, magento } from './magento';
import { itemData, listData } from './wishlistData';

/**
 * What a wish list store is made of, over a session of `status` that does not tell changes
 * (`login()` changes it for the next request), with a stored sharing code when given.
 */
function wishlistWiring(status: SessionState['status'], code?: string) {
  const storage = createMemoryStorage();
  if (code) storage.set('vsf-wishlist', code);
  const logged: unknown[][] = [];
  let current = status;
  const options: WishlistStoreOptions = {
    transport: createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    session: { getSnapshot: (): SessionState => ({ ...guestSessionState, status: current }) },
    storage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
  };
  return { options, storage, logged, login: () => (current = 'authenticated') };
}

/** A wish list store (`createWishlistStore`) and what it is made of; see `wishlistWiring`. */
export function setupWishlistStore(status: SessionState['status'] = 'guest', code?: string) {
  const { options, ...wiring } = wishlistWiring(status, code);
  return { store: createWishlistStore(options), ...wiring };
}

/**
 * The context the wish list's operations run in (`createWishlistContext`), for calling one
 * operation directly; `has` says whether the state's list holds a product.
 */
export function setupWishlistContext(status: SessionState['status'] = 'guest', code?: string) {
  const { options, ...wiring } = wishlistWiring(status, code);
  const context = createWishlistContext(options);
  const has = (sku: string, variantSku?: string | null) =>
    Boolean(findWishlistItem(context.store.getSnapshot().wishlist, sku, variantSku));
  return { context, store: context.store, has, ...wiring };
}

/** A guest backend on `server` holding one list in memory; with the changes and reads seen. */
export function guestWishlistBackend(server: SetupServer, code = 'code-1') {
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
