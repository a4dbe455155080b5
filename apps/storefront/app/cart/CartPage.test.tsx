// @vitest-environment jsdom
import { createSdk, type Customer, type SessionState } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { buildTestCart } from './buildTestCart';
import { CartPage } from './CartPage';
import { CartSidebar } from './CartSidebar';
import { createFakeCartStore, type FakeCartStore } from './fakeCartStore';

afterEach(cleanup);

const userEvent = userEventLibrary.setup({ delay: null });

// 2026-11-23 is a Monday, 10:00 in Oslo.
const mondayMorning = () => new Date('2026-11-23T09:00:00Z');

const customer = (hideCartButton: boolean | null): Customer => ({
  firstname: 'Siri',
  lastname: 'Bakken',
  email: 'lager@bygdelaget.example.no',
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

function withSdk(store: FakeCartStore, session?: SessionState) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  if (session) sdk.session.hydrate(session);
  return (children: React.ReactNode) => (
    <SdkProvider sdk={{ ...sdk, cart: store }}>{children}</SdkProvider>
  );
}

describe('CartPage (/cart)', () => {
  it('renders the cart the server loaded before the browser has its own, with a heading and the checkout link', () => {
    const wrap = withSdk(createFakeCartStore());
    const html = renderToString(wrap(<CartPage rendered={buildTestCart()} now={mondayMorning} />));
    expect(html).toContain('<h1>Handlekurv</h1>');
    expect(html).toContain('Oljefilter');
    expect(html).toContain('href="/checkout"');
    expect(html).toContain('Totalt inkl. mva');
  });

  it('shows the browser cart once loaded, lines as a labelled list with quantity fields named after the product', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    render(withSdk(store)(<CartPage rendered={null} now={mondayMorning} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Varer i handlekurven' });
    const line = within(list).getByRole('article', { name: 'Oljefilter' });
    expect(within(line).getByLabelText('Antall, Oljefilter')).toHaveProperty('value', '2');
    expect(screen.getByRole('link', { name: 'Gå til kassen' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('announces a quantity change and a removal in a polite live region', async () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    render(withSdk(store)(<CartPage rendered={null} now={mondayMorning} />));
    await userEvent.click(screen.getByRole('button', { name: 'Øk antall' }));
    const region = screen.getByTestId('cart-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(region.textContent).toBe('Antallet av Oljefilter er nå 3.'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Fjern Oljefilter fra handlekurven' }),
    );
    await waitFor(() => expect(region.textContent).toBe('Oljefilter er fjernet fra handlekurven.'));
  });

  it('tells a customer who may not buy online to contact the shop, with no way to the checkout', () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    render(
      withSdk(store, {
        status: 'authenticated',
        customer: customer(true),
        creditCheckApproved: null,
      })(<CartPage rendered={null} now={mondayMorning} />),
    );
    expect(screen.queryByRole('link', { name: 'Gå til kassen' })).toBeNull();
    const notice = screen.getByText(/Kontakt oss for bestilling/);
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('tel:+4762000000');
  });
});

describe('CartSidebar', () => {
  it('links to the full cart page', () => {
    const store = createFakeCartStore({ status: 'ready', cart: buildTestCart(), error: null });
    render(withSdk(store)(<CartSidebar open onOpenChange={() => undefined} now={mondayMorning} />));
    expect(screen.getByRole('link', { name: 'Vis handlekurv' }).getAttribute('href')).toBe('/cart');
  });
});
