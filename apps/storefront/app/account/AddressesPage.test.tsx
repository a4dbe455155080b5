// @vitest-environment jsdom
import { createSdk } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AddressesPage } from './AddressesPage';
import type { AddressCardView } from './addressView';

afterEach(cleanup);

const companyLocked =
  'Fakturaadressen til en bedriftskonto kan ikke endres. Kontakt kundeservice for å endre den.';

function card(
  id: number,
  street: string,
  overrides: Partial<AddressCardView> = {},
): AddressCardView {
  return {
    id,
    address: {
      name: 'Per Haugen',
      street: [street],
      postcode: '2380',
      city: 'Brumunddal',
      country: 'Norge',
    },
    defaultBilling: false,
    defaultShipping: false,
    editHref: `/customer/addresses-details/edit/${id}`,
    editDisabledReason: null,
    deleteDisabledReason: null,
    ...overrides,
  };
}

const cards = [
  card(1, 'Postboks 44', {
    defaultBilling: true,
    editHref: null,
    editDisabledReason: companyLocked,
    deleteDisabledReason: companyLocked,
  }),
  card(2, 'Sagvegen 3'),
];

/** The address book at `/customer/addresses-details`, its action recording what was posted. */
function stub(posted: FormData[]) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  const Stub = createRoutesStub([
    {
      path: '/customer/addresses-details',
      Component: () => (
        <SdkProvider sdk={sdk}>
          <AddressesPage cards={cards} />
        </SdkProvider>
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  return { Stub, sdk };
}

describe('AddressesPage', () => {
  it('shows a locked billing address with its reason, and deletes by a plain form post before the page runs', () => {
    const { Stub } = stub([]);
    const html = renderToString(<Stub initialEntries={['/customer/addresses-details']} />);
    expect(html).toContain(companyLocked);
    expect(html).toContain('aria-disabled="true"');
    // The other card's delete is a form posting its id, without the confirmation.
    expect(html).toContain('action="/customer/addresses-details" method="post"');
    expect(html).toContain('name="addressId" value="2"');
    expect(html).not.toContain('name="confirmed"');
    expect(html).not.toContain('role="dialog"');
  });

  it('asks in a dialog once the page runs; cancelling posts nothing, confirming posts the id', async () => {
    const posted: FormData[] = [];
    const { Stub } = stub(posted);
    render(<Stub initialEntries={['/customer/addresses-details']} />);
    const sagvegen = (await screen.findByText('Sagvegen 3')).closest('article');
    expect(sagvegen).not.toBeNull();

    fireEvent.click(within(sagvegen!).getByRole('button', { name: /Slett/ }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Vil du slette adressen til Per Haugen, Sagvegen 3, 2380 Brumunddal? Dette kan ikke angres.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(within(sagvegen!).getByRole('button', { name: /Slett/ }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, slett adressen' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'delete',
      addressId: '2',
      confirmed: 'yes',
    });
  });

  it('does nothing for the locked address', async () => {
    const posted: FormData[] = [];
    const { Stub } = stub(posted);
    render(<Stub initialEntries={['/customer/addresses-details']} />);
    const billing = (await screen.findByText('Postboks 44')).closest('article');
    fireEvent.click(within(billing!).getByRole('button', { name: /Slett/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });
});
