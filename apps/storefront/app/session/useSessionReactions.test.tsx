// @vitest-environment jsdom
import {
  createMemoryStorage,
  createSdk,
  guestSessionState,
  SdkError,
  type Sdk,
  type SessionState,
} from '@agri-parts/sdk';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTestCart } from '../cart/buildTestCart';
import { fakeGraphqlFetch, type FakeGraphqlAnswer } from '../wishlist/wishlistTestData';
import { useSessionReactions } from './useSessionReactions';

afterEach(cleanup);

/**
 * The shell's SDK as `AppShell` makes it (reactions started by the hook), over a fake API
 * answering `handlers`, with the SDK's storage holding `stored`; the page's loader counted.
 */
function renderShell(
  options: {
    session?: SessionState;
    stored?: Record<string, string>;
    handlers?: Record<string, (variables: Record<string, unknown>) => FakeGraphqlAnswer>;
    wishlist?: boolean;
  } = {},
) {
  const storage = createMemoryStorage(Object.entries(options.stored ?? {}));
  const fetch = fakeGraphqlFetch(options.handlers ?? {});
  const sdk: Sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch,
    storage,
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
    sessionReactions: false,
  });
  sdk.session.hydrate(options.session ?? guestSessionState);
  function Shell() {
    useSessionReactions(sdk, options.wishlist ?? true);
    return <p>side</p>;
  }
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([{ path: '/', Component: Shell, loader }]);
  render(<Stub initialEntries={['/']} />);
  const notices = () => sdk.notifications.getSnapshot();
  /**
   * The shell on screen with its effects run: the page renders after the stub's loader, outside
   * `act`, so its listeners may not be attached yet when the text shows (a busy machine saw it).
   */
  const mounted = async () => {
    await screen.findByText('side');
    await act(async () => {});
  };
  return { sdk, fetch, loader, notices, mounted };
}

const signedIn: SessionState = { ...guestSessionState, status: 'authenticated' };

describe('useSessionReactions', () => {
  it('starts the SDK’s reactions once mounted, leaving the wish list alone when the shop has none', async () => {
    const { fetch } = renderShell({
      session: signedIn,
      stored: { 'vsf-cart': 'guest-cart', 'vsf-wishlist': 'guest-code' },
      handlers: { CustomerCart: () => ({ errors: [{ message: 'down' }] }) },
      wishlist: false,
    });

    await waitFor(() => expect(fetch.calls).toContain('CustomerCart'));
    expect(fetch.calls).not.toContain('MergeGuestWishlist');
  });

  it('names the cart lines that could not be moved in a persistent warning', async () => {
    const { sdk, notices, mounted } = renderShell();
    await mounted();

    sdk.events.emit('session:guest-merged', {
      target: 'cart',
      cart: buildTestCart(),
      unmoved: [
        {
          sku: 'OF-100',
          name: 'Oljefilter',
          quantity: 3,
          message: 'The requested qty is not available',
          refusal: { kind: 'out_of_stock', availableQuantity: 2 },
        },
      ],
    });

    await waitFor(() =>
      expect(notices()).toMatchObject([
        {
          type: 'warning',
          title: 'Noen varer ble ikke flyttet',
          message:
            'Disse varene kunne ikke flyttes til handlekurven på kontoen din: Oljefilter (3 stk.) – Det er bare 2 på lager.',
          persist: true,
        },
      ]),
    );
  });

  it('says nothing when every cart line moved', async () => {
    const { sdk, loader, notices, mounted } = renderShell();
    await mounted();

    sdk.events.emit('session:guest-merged', { target: 'cart', cart: buildTestCart(), unmoved: [] });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(notices()).toEqual([]);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('shows a persistent danger notice when the cart or the wish list could not be moved', async () => {
    const { sdk, notices, mounted } = renderShell();
    await mounted();
    const error = new SdkError('network', 'fetch failed');

    sdk.events.emit('session:guest-merge-failed', { target: 'cart', error });
    sdk.events.emit('session:guest-merge-failed', { target: 'wishlist', error });

    expect(notices()).toMatchObject([
      { type: 'danger', title: 'Handlekurven ble ikke flyttet', persist: true },
      { type: 'danger', title: 'Feil i ønskelisten', persist: true },
    ]);
  });

  it('loads the page again when tractors went into the account, and stays quiet when they did not', async () => {
    const { sdk, loader, notices, mounted } = renderShell();
    await mounted();

    sdk.events.emit('session:guest-merge-failed', { target: 'tractors', error: new Error('down') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).toHaveBeenCalledOnce();
    expect(notices()).toEqual([]);

    sdk.events.emit('session:guest-merged', { target: 'tractors', sent: 1 });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });
});
