// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PriceDisplayProvider } from '../price/PriceDisplay';
import { WishlistSidebar } from './WishlistSidebar';
import { fakeGraphqlFetch, wishlistData } from './wishlistTestData';

afterEach(cleanup);

function renderSidebar(skus: string[], open = true) {
  const storage = createMemoryStorage();
  storage.set('vsf-wishlist', 'code-1');
  const fetch = fakeGraphqlFetch({
    GuestWishlist: () => ({ data: { WmWishlist: wishlistData(skus) } }),
  });
  const sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch,
    storage,
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  const onOpenChange = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SdkProvider sdk={sdk}>
          <PriceDisplayProvider settings={{ pricesIncludeTax: true, showIncludingTax: false }}>
            <WishlistSidebar open={open} onOpenChange={onOpenChange} />
          </PriceDisplayProvider>
        </SdkProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { sdk, fetch, onOpenChange };
}

describe('WishlistSidebar', () => {
  it('shows the items, priced as the shopper wants, and links to the wishlist page', async () => {
    const { onOpenChange } = renderSidebar(['OLJE-1', 'LUFT-2']);

    const dialog = screen.getByRole('dialog', { name: 'Ønskeliste' });
    const item = await within(dialog).findByRole('article', { name: 'Produkt OLJE-1' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    // 100 NOK with VAT, shown without it.
    expect(item.querySelector('.ap-price')?.textContent).toBe('80,– eks. mva');
    expect(item.dataset.layout).toBe('compact');
    const all = within(dialog).getByRole('link', { name: 'Se hele ønskelisten' });
    expect(all.getAttribute('href')).toBe('/onskeliste');

    fireEvent.click(all);

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says so when the list is empty', async () => {
    renderSidebar([]);

    await screen.findByText(/Ønskelisten din er tom/);
  });

  it('loads the list while closed, for the header’s count', async () => {
    const { sdk, fetch } = renderSidebar(['OLJE-1'], false);

    await waitFor(() => expect(sdk.wishlist.getSnapshot().count).toBe(1));
    expect(fetch.calls).toEqual(['GuestWishlist']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
