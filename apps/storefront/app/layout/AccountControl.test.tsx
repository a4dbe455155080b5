// @vitest-environment jsdom
import { createSdk, type SessionState } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AccountControl } from './AccountControl';

afterEach(cleanup);

const customer = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  email: 'ola.nordmann@example.no',
  taxvat: null,
  companyId: null,
  phoneNumber: null,
  companyType: null,
  isSubscribed: false,
  hideCartButton: null,
  addresses: [],
  defaultBillingId: null,
  defaultShippingId: null,
};

/** The control on `/aktuelt?page=2`, with the session the root loader would have given. */
function renderAt(state: SessionState) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  sdk.session.hydrate(state);
  const Stub = createRoutesStub([
    {
      path: '/aktuelt',
      Component: () => (
        <SdkProvider sdk={sdk}>
          <AccountControl />
        </SdkProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/aktuelt?page=2']} />);
}

describe('AccountControl', () => {
  it('is a link to the login page, back to this page, for a guest', () => {
    renderAt({ status: 'guest', customer: null, creditCheckApproved: null });
    const link = screen.getByRole('link', { name: 'Logg inn' });
    expect(link.getAttribute('href')).toBe('/customer/login?redirectTo=%2Faktuelt%3Fpage%3D2');
  });

  it('opens the login modal instead once the page runs', async () => {
    renderAt({ status: 'guest', customer: null, creditCheckApproved: null });
    fireEvent.click(screen.getByRole('link', { name: 'Logg inn' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('form')?.getAttribute('action')).toBe(
      '/customer/login?redirectTo=%2Faktuelt%3Fpage%3D2',
    );
    expect(await screen.findByLabelText('E-post')).toBeTruthy();
  });

  it("is the account menu for a customer: greeting, the spec's links and a logout form back here", async () => {
    renderAt({ status: 'authenticated', customer, creditCheckApproved: true });
    expect(screen.queryByRole('link', { name: 'Logg inn' })).toBeNull();
    // The signed-in menu's code loads on demand.
    expect(await screen.findByText('Min konto')).toBeTruthy();
    expect(screen.getByText('Hei, Ola!')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href')),
    ).toEqual([
      '/customer/my-profile',
      '/customer/addresses-details',
      '/customer/find-my-tractor',
      '/customer/order-history',
      '/customer/downloads',
      '/customer/saved-lists',
    ]);
    const logout = screen.getByRole('button', { name: 'Logg ut', hidden: true }).closest('form');
    expect(logout?.getAttribute('action')).toBe('/customer/logout');
    expect(logout?.getAttribute('method')).toBe('post');
    expect(
      (logout?.querySelector('input[name="redirectTo"]') as HTMLInputElement | null)?.value,
    ).toBe('/aktuelt?page=2');
  });
});
