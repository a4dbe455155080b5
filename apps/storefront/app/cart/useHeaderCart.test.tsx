// @vitest-environment jsdom
import { createSdk, type SessionState } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTestCart } from './buildTestCart';
import { createFakeCartStore } from './fakeCartStore';
import { useHeaderCart } from './useHeaderCart';

afterEach(cleanup);

const customer = (hideCartButton: boolean | null) => ({
  firstname: 'Ola',
  lastname: 'Nordmann',
  email: 'ola.nordmann@example.no',
  taxvat: null,
  companyId: null,
  phoneNumber: null,
  companyType: null,
  isSubscribed: false,
  hideCartButton,
  addresses: [],
  defaultBillingId: null,
  defaultShippingId: null,
});

function renderHeaderCart({
  session = { status: 'guest', customer: null, creditCheckApproved: null },
  storeHidesCartButton = false,
  quantity = 3,
}: {
  session?: SessionState;
  storeHidesCartButton?: boolean;
  quantity?: number;
} = {}) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  sdk.session.hydrate(session);
  const cart = createFakeCartStore({
    status: 'ready',
    cart: buildTestCart({ totalQuantity: quantity }),
    error: null,
  });
  const onOpen = vi.fn();
  function Probe() {
    const { headerProps, sidebarOpen } = useHeaderCart({ storeHidesCartButton, onOpen });
    return (
      <>
        <output data-testid="props">
          {JSON.stringify({ ...headerProps, onCartClick: typeof headerProps.onCartClick })}
        </output>
        <button type="button" onClick={headerProps.onCartClick}>
          cart
        </button>
        <output data-testid="open">{String(sidebarOpen)}</output>
        <Link to="/other">other</Link>
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <SdkProvider sdk={{ ...sdk, cart }}>
          <Probe />
        </SdkProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { onOpen };
}

const props = () => JSON.parse(screen.getByTestId('props').textContent ?? '{}');

describe('useHeaderCart', () => {
  it('shows the button with the total quantity, a link to the checkout as fallback', () => {
    renderHeaderCart();

    expect(props()).toEqual({
      showCart: true,
      cartQuantity: 3,
      onCartClick: 'function',
      cartHref: '/cart',
    });
  });

  it('has no badge quantity for an empty cart', () => {
    renderHeaderCart({ quantity: 0 });
    expect(props().cartQuantity).toBe(0);
  });

  it('hides the button for a customer with hide_cart_button, else as the store says', () => {
    renderHeaderCart({
      session: { status: 'authenticated', customer: customer(true), creditCheckApproved: null },
    });
    expect(props().showCart).toBe(false);
    cleanup();

    renderHeaderCart({
      session: { status: 'authenticated', customer: customer(false), creditCheckApproved: null },
      storeHidesCartButton: true,
    });
    expect(props().showCart).toBe(false);
    cleanup();

    renderHeaderCart({
      session: { status: 'authenticated', customer: customer(null), creditCheckApproved: null },
    });
    expect(props().showCart).toBe(true);
  });

  it('opens the sidebar on a click (telling the layout), and a navigation closes it', async () => {
    const { onOpen } = renderHeaderCart();

    fireEvent.click(screen.getByRole('button', { name: 'cart' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByTestId('open').textContent).toBe('true');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'other' })));
    expect(screen.getByTestId('open').textContent).toBe('false');
  });
});
