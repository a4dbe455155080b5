import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartData, cartLineData } from '../testing/cartData';
import { magento } from '../testing/magento';
import { setupSessionReactions, signedInState } from '../testing/sessionReactionsTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** Counts the requests of each operation from now on. */
function countRequests(): Record<string, number> {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const name = new URL(request.url).searchParams.get('operationName') ?? request.method;
    counts[name] = (counts[name] ?? 0) + 1;
  });
  return counts;
}

/** A customer cart `cust` (one line) into which the guest cart `guest` merges (two lines). */
function answerCartMerge() {
  server.use(
    magento.query('CustomerCart', () =>
      HttpResponse.json({ data: { customerCart: cartData('cust', [cartLineData('c1', 'Z', 1)]) } }),
    ),
    magento.mutation('MergeCarts', () =>
      HttpResponse.json({
        data: {
          mergeCarts: cartData('cust', [cartLineData('c1', 'Z', 1), cartLineData('g1', 'A', 2)]),
        },
      }),
    ),
  );
}

const guestTractors = JSON.stringify({
  tractors: [
    {
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
      model: { id: 10, name: '6480', slug: '6480' },
      licensePlate: null,
      nickname: null,
      addedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  activeId: null,
});

describe('sdk.sessionReactions', () => {
  it('merges the guest cart once when the session turns authenticated, however often it is hydrated', async () => {
    answerCartMerge();
    const requests = countRequests();
    const { sdk, storage, merged, failed, signIn } = setupSessionReactions({
      stored: { 'vsf-cart': 'guest' },
    });

    await signIn();
    await signIn({ ...signedInState, creditCheckApproved: true });

    expect(requests).toEqual({ CustomerCart: 1, POST: 1 });
    expect(merged).toEqual([
      {
        target: 'cart',
        cart: expect.objectContaining({ id: 'cust', totalQuantity: 3 }),
        unmoved: [],
      },
    ]);
    expect(failed).toEqual([]);
    expect(storage.get('vsf-cart')).toBe('cust');
    expect(sdk.cart.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'cust' } });
  });

  it('does nothing for a guest, nor at a logout with nothing to load again', async () => {
    answerCartMerge();
    const { signIn, signOut, merged } = setupSessionReactions();
    await signIn();
    const requests = countRequests();

    await signOut();

    expect(requests).toEqual({});
    expect(merged).toEqual([]);
  });

  it('merges on a session that starts signed in (a stored token)', async () => {
    answerCartMerge();
    const requests = countRequests();
    const { sdk, merged } = setupSessionReactions({
      stored: { 'vsf-cart': 'guest' },
      token: 'tok',
    });

    await sdk.sessionReactions.settled();

    expect(requests).toEqual({ CustomerCart: 1, POST: 1 });
    expect(merged.map((event) => event.target)).toEqual(['cart']);
  });

  it('starts only when asked, and a second start (strict-mode effects) repeats nothing', async () => {
    answerCartMerge();
    const requests = countRequests();
    const { sdk, merged } = setupSessionReactions({
      stored: { 'vsf-cart': 'guest' },
      sessionReactions: false,
    });
    sdk.session.hydrate(signedInState);
    await sdk.sessionReactions.settled();
    expect(requests).toEqual({});

    const stop = sdk.sessionReactions.start();
    stop();
    sdk.sessionReactions.start();
    await sdk.sessionReactions.settled();

    expect(requests).toEqual({ CustomerCart: 1, POST: 1 });
    expect(merged.map((event) => event.target)).toEqual(['cart']);
  });

  it('leaves the wish list alone while the shop has none, and catches it up once it has', async () => {
    let wishlistMerges = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
      magento.mutation('MergeGuestWishlist', () => {
        wishlistMerges += 1;
        return HttpResponse.json({ data: { WmMergeWishlist: { user_errors: [] } } });
      }),
      magento.query('CustomerWishlist', () =>
        HttpResponse.json({ data: { customer: { wishlists: [] } } }),
      ),
    );
    const { sdk, merged } = setupSessionReactions({
      stored: { 'vsf-wishlist': 'guest-code' },
      sessionReactions: false,
    });
    sdk.sessionReactions.start({ wishlist: false });
    sdk.session.hydrate(signedInState);
    await sdk.sessionReactions.settled();
    expect(wishlistMerges).toBe(0);

    sdk.sessionReactions.start({ wishlist: true });
    await sdk.sessionReactions.settled();

    expect(wishlistMerges).toBe(1);
    expect(merged).toEqual([{ target: 'wishlist' }]);
  });

  it('moves a guest’s tractors into the account at login, and says how many went', async () => {
    const sent: unknown[] = [];
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
      magento.mutation('AddTractors', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { WmAddTractors: [] } });
      }),
    );
    const { preferenceStorage, merged, signIn } = setupSessionReactions({
      preferences: { 'vsf-my-tractors': guestTractors },
    });

    await signIn();

    expect(sent).toHaveLength(1);
    expect(merged).toEqual([{ target: 'tractors', sent: 1 }]);
    expect(preferenceStorage.get('vsf-my-tractors')).toBeNull();
  });
});
