// @vitest-environment jsdom
import { SdkProvider, useWishlist } from '@agri-parts/react-hooks';
import {
  createMemoryStorage,
  createSdk,
  guestSessionState,
  type NotificationInput,
  type Sdk,
  type SessionState,
} from '@agri-parts/sdk';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useWishlistSessionSync } from './useWishlistSessionSync';
import {
  customerWishlistAnswer,
  fakeGraphqlFetch,
  wishlistData,
  type FakeGraphqlAnswer,
} from './wishlistTestData';

afterEach(cleanup);

const signedIn: SessionState = { ...guestSessionState, status: 'authenticated' };

/** A browser SDK whose cookie storage holds `stored`, over a fake API. */
function setup(
  stored: Record<string, string>,
  handlers: Record<string, (variables: Record<string, unknown>) => FakeGraphqlAnswer>,
) {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.set(key, value);
  const fetch = fakeGraphqlFetch(handlers);
  const sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch,
    storage,
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  const notices: NotificationInput[] = [];
  // As in the shop: the session is hydrated first, and the sidebar (useWishlist) shows the list.
  function Sync({ session }: { session: SessionState }) {
    useWishlistSessionSync(sdk.wishlist, session.status, (notice) => notices.push(notice));
    return null;
  }
  function Sidebar() {
    useWishlist();
    return null;
  }
  const shell = (session: SessionState) => {
    sdk.session.hydrate(session);
    return (
      <SdkProvider sdk={sdk}>
        <Sidebar />
        <Sync session={session} />
      </SdkProvider>
    );
  };
  const view = render(shell(guestSessionState));
  const signIn = (session: SessionState = signedIn) => view.rerender(shell(session));
  return { sdk, storage, fetch, notices, signIn };
}

const skusOf = (sdk: Sdk) =>
  sdk.wishlist.getSnapshot().wishlist.items.map((item) => item.product.sku);

describe('useWishlistSessionSync', () => {
  it('moves the guest list into the account at login, then shows the account’s list', async () => {
    const merged: unknown[] = [];
    let accountSkus = ['KONTO-1'];
    const { sdk, storage, notices, signIn } = setup(
      { 'vsf-wishlist': 'guest-code' },
      {
        GuestWishlist: () => ({ data: { WmWishlist: wishlistData(['GJEST-1'], 'guest-code') } }),
        MergeGuestWishlist: (variables) => {
          merged.push(variables);
          accountSkus = ['KONTO-1', 'GJEST-1'];
          return { data: { WmMergeWishlist: { user_errors: [] } } };
        },
        CustomerWishlist: () => customerWishlistAnswer(accountSkus),
      },
    );
    await sdk.wishlist.load();
    expect(skusOf(sdk)).toEqual(['GJEST-1']);

    signIn();

    await waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1', 'GJEST-1']));
    expect(sdk.wishlist.getSnapshot().owner).toBe('customer');
    expect(merged).toEqual([{ sharingCode: 'guest-code' }]);
    expect(storage.get('vsf-wishlist')).toBeNull();
    expect(notices).toEqual([]);
  });

  it('keeps the code and says so when the merge fails, and shows the account’s list', async () => {
    const { sdk, storage, notices, signIn } = setup(
      { 'vsf-wishlist': 'guest-code' },
      {
        GuestWishlist: () => ({ data: { WmWishlist: wishlistData(['GJEST-1'], 'guest-code') } }),
        MergeGuestWishlist: () => ({ errors: [{ message: 'Internal server error' }] }),
        CustomerWishlist: () => customerWishlistAnswer(['KONTO-1']),
      },
    );
    await sdk.wishlist.load();

    signIn();

    await waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1']));
    expect(storage.get('vsf-wishlist')).toBe('guest-code');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'danger',
      title: 'Feil i ønskelisten',
      persist: true,
    });
  });

  it('sends nothing at login without a guest list, but shows the account’s list', async () => {
    const { sdk, fetch, signIn } = setup(
      {},
      {
        CustomerWishlist: () => customerWishlistAnswer(['KONTO-1']),
      },
    );
    await sdk.wishlist.load();
    expect(sdk.wishlist.getSnapshot().owner).toBe('guest');

    signIn();

    await waitFor(() => expect(skusOf(sdk)).toEqual(['KONTO-1']));
    expect(fetch.calls).toEqual(['CustomerWishlist']);
  });

  it('stops showing the customer’s list after a logout', async () => {
    const { sdk, signIn } = setup(
      {},
      {
        CustomerWishlist: () => customerWishlistAnswer(['KONTO-1']),
      },
    );
    signIn();
    await sdk.wishlist.load();
    expect(skusOf(sdk)).toEqual(['KONTO-1']);

    signIn(guestSessionState);

    await waitFor(() => expect(sdk.wishlist.getSnapshot().owner).toBe('guest'));
    expect(skusOf(sdk)).toEqual([]);
    expect(sdk.wishlist.getSnapshot().count).toBe(0);
  });
});
