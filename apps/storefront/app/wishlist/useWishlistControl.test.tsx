// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { Header } from '@agri-parts/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useWishlistControl } from './useWishlistControl';
import { fakeGraphqlFetch, wishlistData } from './wishlistTestData';

afterEach(cleanup);

const labels = {
  search: 'Søk',
  searchPlaceholder: 'Søk',
  searchSubmit: 'Søk',
  account: 'Min konto',
  wishlist: 'Ønskeliste',
  wishlistCount: (count: number) => `Ønskeliste, ${count} varer`,
  cart: 'Handlekurv',
  cartQuantity: (quantity: number) => `Handlekurv, ${quantity} varer`,
  menu: 'Meny',
  phone: 'Ring oss',
  taxToggle: 'inkl. mva',
  toggleOn: 'På',
  toggleOff: 'Av',
};

function renderControl(enabled: boolean) {
  const storage = createMemoryStorage();
  storage.set('vsf-wishlist', 'code-1');
  const sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch: fakeGraphqlFetch({
      GuestWishlist: () => ({ data: { WmWishlist: wishlistData(['A', 'B']) } }),
    }),
    storage,
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  const onOpen = vi.fn();
  function Shell() {
    const control = useWishlistControl({ enabled, onOpen });
    return (
      <>
        <Header
          logo={{ src: '/logo.svg', alt: 'Agri Deler', href: '/' }}
          labels={labels}
          {...control.headerProps}
        />
        <output data-testid="open">{String(control.open)}</output>
        <Link to="/annet">Annen side</Link>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/', Component: Shell },
    { path: '/annet', Component: Shell },
  ]);
  render(
    <SdkProvider sdk={sdk}>
      <Stub initialEntries={['/']} />
    </SdkProvider>,
  );
  return { sdk, onOpen };
}

describe('useWishlistControl', () => {
  it('links the header to /onskeliste with the count; a click opens the sidebar, navigation closes it', async () => {
    const { sdk, onOpen } = renderControl(true);
    await sdk.wishlist.load();

    const link = await screen.findByRole('link', { name: 'Ønskeliste, 2 varer' });
    expect(link.getAttribute('href')).toBe('/onskeliste');
    fireEvent.click(link);

    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByTestId('open').textContent).toBe('true');

    fireEvent.click(screen.getByRole('link', { name: 'Annen side' }));

    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
  });

  it('shows no wishlist control while the wishlist is turned off', () => {
    renderControl(false);

    expect(screen.queryByRole('link', { name: /Ønskeliste/ })).toBeNull();
    expect(screen.getByTestId('open').textContent).toBe('false');
  });
});
