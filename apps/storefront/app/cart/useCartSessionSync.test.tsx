// @vitest-environment jsdom
import { SdkError, type MergeCartsResult, type SessionState } from '@agri-parts/sdk';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTestCart } from './buildTestCart';
import { createFakeCartStore, type FakeCartStore } from './fakeCartStore';
import { unmovedLinesNotice } from './unmovedLinesNotice';
import { useCartSessionSync } from './useCartSessionSync';

afterEach(cleanup);

function Sync({
  store,
  status,
  notify,
}: {
  store: FakeCartStore;
  status: SessionState['status'];
  notify: (input: unknown) => void;
}) {
  useCartSessionSync(store, status, notify);
  return null;
}

function renderSync(store: FakeCartStore, status: SessionState['status']) {
  const notify = vi.fn();
  const view = render(<Sync store={store} status={status} notify={notify} />);
  return {
    notify,
    setStatus: (next: SessionState['status']) =>
      view.rerender(<Sync store={store} status={next} notify={notify} />),
  };
}

const customerCart = buildTestCart({ id: 'customer-cart', totalQuantity: 5 });

describe('useCartSessionSync', () => {
  it('merges the guest cart when the session turns authenticated, once', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    vi.mocked(store.mergeGuestCart).mockImplementation(async () => {
      store.setCart(customerCart);
      return { merged: true, cart: customerCart, unmoved: [] };
    });
    const { notify, setStatus } = renderSync(store, 'guest');
    expect(store.mergeGuestCart).not.toHaveBeenCalled();

    setStatus('authenticated');
    await waitFor(() => expect(store.mergeGuestCart).toHaveBeenCalledOnce());
    setStatus('authenticated');

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.mergeGuestCart).toHaveBeenCalledOnce();
    expect(store.load).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('merges on a page opened signed in, and loads again when an earlier load answers after it', async () => {
    const store = createFakeCartStore({ status: 'loading', cart: null, error: null });
    vi.mocked(store.mergeGuestCart).mockImplementation(async () => {
      store.setState({ status: 'loading', cart: customerCart, error: null });
      return { merged: true, cart: customerCart, unmoved: [] };
    });
    renderSync(store, 'authenticated');

    await waitFor(() => expect(store.mergeGuestCart).toHaveBeenCalledOnce());
    // The page's first load answers after the merge, with the cart as it was before.
    store.setCart(buildTestCart({ id: 'customer-cart', totalQuantity: 2 }));

    await waitFor(() => expect(store.load).toHaveBeenCalledOnce());
  });

  it('names the lines that could not be moved in a persistent warning', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    const result: MergeCartsResult = {
      merged: true,
      cart: customerCart,
      unmoved: [
        {
          sku: 'OF-100',
          name: 'Oljefilter',
          quantity: 3,
          message: 'The requested qty is not available',
        },
      ],
    };
    vi.mocked(store.mergeGuestCart).mockImplementation(async () => {
      store.setCart(customerCart);
      return result;
    });
    const { notify, setStatus } = renderSync(store, 'guest');

    setStatus('authenticated');

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'warning',
        title: 'Noen varer ble ikke flyttet',
        message:
          'Disse varene kunne ikke flyttes til handlekurven på kontoen din: Oljefilter (3 stk.) – Det antallet du ba om, er ikke på lager.',
        persist: true,
      }),
    );
  });

  it('shows a persistent danger notice when the merge fails', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    vi.mocked(store.mergeGuestCart).mockRejectedValue(new SdkError('network', 'fetch failed'));
    const { notify, setStatus } = renderSync(store, 'guest');

    setStatus('authenticated');

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'danger',
          title: 'Handlekurven ble ikke flyttet',
          persist: true,
        }),
      ),
    );
    expect(store.load).not.toHaveBeenCalled();
  });

  it('after a logout loads the cart again while it still holds the customer cart, creating none', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: customerCart, error: null });
    const { setStatus } = renderSync(store, 'guest');
    expect(store.load).not.toHaveBeenCalled();

    setStatus('authenticated');
    await waitFor(() => expect(store.mergeGuestCart).toHaveBeenCalledOnce());
    setStatus('guest');

    expect(store.load).toHaveBeenCalledExactlyOnceWith({ create: false });
  });

  it('leaves the load after a logout to useCart when the SDK has reset the cart', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: customerCart, error: null });
    const { setStatus } = renderSync(store, 'authenticated');
    await waitFor(() => expect(store.mergeGuestCart).toHaveBeenCalledOnce());

    store.setState({ status: 'idle', cart: null, error: null });
    setStatus('guest');

    expect(store.load).not.toHaveBeenCalled();
  });
});

describe('unmovedLinesNotice', () => {
  it('is null when every line moved and lists each line otherwise', () => {
    expect(unmovedLinesNotice([])).toBeNull();
    expect(
      unmovedLinesNotice([
        { sku: 'A', name: 'Oljefilter', quantity: 1, message: 'This product is out of stock.' },
        { sku: 'B', name: 'Hanske', quantity: 2, message: 'Something else' },
      ])?.message,
    ).toBe(
      'Disse varene kunne ikke flyttes til handlekurven på kontoen din: Oljefilter (1 stk.) – Varen er ikke på lager.; Hanske (2 stk.) – Something else',
    );
  });
});
