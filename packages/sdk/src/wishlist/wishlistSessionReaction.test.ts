import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sdk } from '../Sdk';
import { graphQLError, magento } from '../testing/magento';
import { setupSessionReactions } from '../testing/sessionReactionsTestSetup';
import { itemData, listData } from '../testing/wishlistData';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** The data of `CustomerWishlist` for a customer whose list holds `skus`. */
function customerWishlist(skus: readonly string[]) {
  const { items, page_info, ...list } = listData(
    'w1',
    skus.map((sku, index) => itemData(String(index + 1), sku)),
    'customer-code',
  );
  return { data: { customer: { wishlists: [{ ...list, items_v2: { items, page_info } }] } } };
}

/** Every operation the API was asked, in order. */
function operations(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const name = url.searchParams.get('operationName');
    if (name) seen.push(name);
  });
  return seen;
}

/** As a shop's wish list sidebar does (`useWishlist`): loads the list whenever it is idle. */
function showWishlist(sdk: Sdk): void {
  sdk.wishlist.subscribe(() => {
    if (sdk.wishlist.getSnapshot().status === 'idle') sdk.wishlist.load().catch(() => undefined);
  });
}

const skusOf = (sdk: Sdk) =>
  sdk.wishlist.getSnapshot().wishlist.items.map((item) => item.product.sku);

describe('wishlistSessionReaction (through sdk.sessionReactions)', () => {
  it('moves the guest list into the account at login, then shows the account’s list', async () => {
    const merges: unknown[] = [];
    let accountSkus = ['KONTO-1'];
    server.use(
      magento.query('GuestWishlist', () =>
        HttpResponse.json({
          data: { WmWishlist: listData('9', [itemData('1', 'GJEST-1')], 'guest-code') },
        }),
      ),
      magento.mutation('MergeGuestWishlist', ({ variables }) => {
        merges.push(variables);
        accountSkus = ['KONTO-1', 'GJEST-1'];
        return HttpResponse.json({ data: { WmMergeWishlist: { user_errors: [] } } });
      }),
      magento.query('CustomerWishlist', () => HttpResponse.json(customerWishlist(accountSkus))),
      magento.query('CustomerCart', () => HttpResponse.error()),
    );
    const { sdk, storage, merged, failed, signIn } = setupSessionReactions({
      stored: { 'vsf-wishlist': 'guest-code' },
    });
    showWishlist(sdk);
    await sdk.wishlist.load();
    expect(skusOf(sdk)).toEqual(['GJEST-1']);

    await signIn();

    await vi.waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1', 'GJEST-1']));
    expect(sdk.wishlist.getSnapshot().owner).toBe('customer');
    expect(merges).toEqual([{ sharingCode: 'guest-code' }]);
    expect(storage.get('vsf-wishlist')).toBeNull();
    expect(merged).toContainEqual({ target: 'wishlist' });
    expect(failed.filter((event) => event.target === 'wishlist')).toEqual([]);
  });

  it('keeps the code and says so when the merge fails, and shows the account’s list', async () => {
    server.use(
      magento.query('GuestWishlist', () =>
        HttpResponse.json({
          data: { WmWishlist: listData('9', [itemData('1', 'GJEST-1')], 'guest-code') },
        }),
      ),
      magento.mutation('MergeGuestWishlist', () =>
        HttpResponse.json({ errors: [graphQLError('Internal server error', 'internal')] }),
      ),
      magento.query('CustomerWishlist', () => HttpResponse.json(customerWishlist(['KONTO-1']))),
      magento.query('CustomerCart', () => HttpResponse.error()),
    );
    const { sdk, storage, failed, signIn } = setupSessionReactions({
      stored: { 'vsf-wishlist': 'guest-code' },
    });
    showWishlist(sdk);
    await sdk.wishlist.load();

    await signIn();

    await vi.waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1']));
    expect(storage.get('vsf-wishlist')).toBe('guest-code');
    expect(failed.filter((event) => event.target === 'wishlist')).toEqual([
      { target: 'wishlist', error: expect.objectContaining({ code: 'graphql' }) },
    ]);
  });

  it('sends nothing at login without a guest list, but shows the account’s list', async () => {
    server.use(
      magento.query('CustomerWishlist', () => HttpResponse.json(customerWishlist(['KONTO-1']))),
      magento.query('CustomerCart', () => HttpResponse.error()),
    );
    const { sdk, signIn } = setupSessionReactions();
    showWishlist(sdk);
    await sdk.wishlist.load();
    expect(sdk.wishlist.getSnapshot().owner).toBe('guest');
    const asked = operations();

    await signIn();

    await vi.waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1']));
    expect(asked.filter((name) => name.includes('Wishlist'))).toEqual(['CustomerWishlist']);
  });

  it('stops showing the customer’s list after a logout', async () => {
    server.use(
      magento.query('CustomerWishlist', () => HttpResponse.json(customerWishlist(['KONTO-1']))),
      magento.query('CustomerCart', () => HttpResponse.error()),
    );
    const { sdk, signIn, signOut } = setupSessionReactions();
    showWishlist(sdk);
    await signIn();
    await sdk.wishlist.load();
    expect(skusOf(sdk)).toEqual(['KONTO-1']);

    await signOut();

    await vi.waitFor(() => expect(sdk.wishlist.getSnapshot().owner).toBe('guest'));
    expect(skusOf(sdk)).toEqual([]);
    expect(sdk.wishlist.getSnapshot().count).toBe(0);
  });
});
