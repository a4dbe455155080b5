// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { OrderDetailData } from '../account/orderLoaders.server';
import { CheckoutThankYouPage } from './CheckoutThankYouPage';

afterEach(cleanup);

const nok = (value: number) => ({ value, currency: 'NOK' });

const order: OrderDetailData = {
  number: '000001043',
  date: { text: '21. november 2026', dateTime: '2026-11-21' },
  status: 'Pending',
  statusLabel: 'Venter',
  lines: [],
  totals: {
    subtotalExclTax: nok(127.2),
    subtotalInclTax: nok(159),
    shipping: nok(119.2),
    shippingInclTax: nok(149),
    discounts: [],
    taxes: [{ title: 'MVA', rate: 25, amount: nok(61.6) }],
    tax: nok(61.6),
    grandTotal: nok(308),
  },
  information: [],
  references: [],
  couponCodes: [],
  downloads: [],
  shipments: [],
};

/** Renders with an SDK whose tax display shows prices with VAT (`taxOff` false) or without. */
function render(ui: ReactElement, { taxOff = false } = {}) {
  const preferenceStorage = createMemoryStorage();
  preferenceStorage.set('taxOff', String(taxOff));
  const sdk = createSdk({
    endpoint: 'http://shop.invalid/graphql',
    storage: createMemoryStorage(),
    preferenceStorage,
    tokenStorage: createMemoryStorage(),
  });
  sdk.taxDisplay.initialise({});
  return renderInDom(<SdkProvider sdk={sdk}>{ui}</SdkProvider>);
}

describe('CheckoutThankYouPage', () => {
  it('shows the order number, its status and the sums', () => {
    render(<CheckoutThankYouPage order={order} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Takk for bestillingen!');
    expect(screen.getByTestId('order-number').textContent).toContain('Ordrenummer: 000001043');
    expect(screen.getByText('Venter')).toBeTruthy();
    expect(screen.getByText('308,–')).toBeTruthy();
  });

  it('shows the sums in the tax display the checkout had: before VAT, then the VAT and the total', () => {
    render(<CheckoutThankYouPage order={order} />, { taxOff: true });
    expect(screen.getByText('Varer eks. mva')).toBeTruthy();
    expect(screen.getByText('127,20')).toBeTruthy();
    expect(screen.getByText('Sum eks. mva')).toBeTruthy();
    expect(screen.getByText('246,40')).toBeTruthy();
    expect(screen.getByText('MVA 25 %')).toBeTruthy();
    expect(screen.getByText('Prisene er oppgitt eksklusive mva.')).toBeTruthy();
    expect(screen.queryByText('Varer inkl. mva')).toBeNull();
  });

  it('shows the customer’s references and an invoice’s terms and due date', () => {
    const references = [
      { label: 'Deres referanse', value: 'Per Hansen' },
      { label: 'Deres ordrenummer', value: 'PO-77' },
      { label: 'Betalingsbetingelser', value: 'Faktura, 14 dager netto' },
      { label: 'Forfallsdato', value: '05.12.2026', dateTime: '2026-12-05' },
    ];
    render(<CheckoutThankYouPage order={{ ...order, references }} />);
    const section = screen.getByRole('region', { name: 'Referanser og betaling' });
    expect(within(section).getByText('Per Hansen')).toBeTruthy();
    expect(within(section).getByText('PO-77')).toBeTruthy();
    expect(within(section).getByText('05.12.2026').getAttribute('datetime')).toBe('2026-12-05');
  });

  it('links to the order in the order history and back to the shop', () => {
    render(<CheckoutThankYouPage order={order} />);
    expect(
      screen.getByRole('link', { name: 'Se bestillingen i ordrehistorikken' }).getAttribute('href'),
    ).toBe('/customer/order-history/000001043');
    expect(screen.getByRole('link', { name: 'Fortsett å handle' }).getAttribute('href')).toBe('/');
  });

  it('links each file a downloadable order bought, the link text naming the file', () => {
    const downloads = [
      {
        key: 'l1:u1',
        title: 'Verkstedhåndbok (PDF)',
        href: '/downloads/t1',
        validUntil: { text: 'Lenken gjelder til 28. november 2026.', dateTime: '2026-11-28' },
      },
    ];
    render(<CheckoutThankYouPage order={{ ...order, downloads }} />);
    expect(screen.getByRole('heading', { name: 'Nedlastinger' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Last ned Verkstedhåndbok (PDF)' }).getAttribute('href'),
    ).toBe('/downloads/t1');
    expect(screen.getByText('Lenken gjelder til 28. november 2026.')).toBeTruthy();
  });

  it('shows no downloads section for an order without files', () => {
    render(<CheckoutThankYouPage order={order} />);
    expect(screen.queryByRole('heading', { name: 'Nedlastinger' })).toBeNull();
  });
});
