// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { OrderDetailData } from '../account/orderLoaders.server';
import { CheckoutThankYouPage } from './CheckoutThankYouPage';

afterEach(cleanup);

const order: OrderDetailData = {
  number: '000001043',
  date: { text: '21. november 2026', dateTime: '2026-11-21' },
  status: 'Pending',
  statusLabel: 'Venter',
  items: [],
  totals: [{ label: 'Totalt', value: '308,–', kind: 'total' }],
  information: [],
  couponCodes: [],
};

describe('CheckoutThankYouPage', () => {
  it('shows the order number, its status and the sums', () => {
    render(<CheckoutThankYouPage order={order} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Takk for bestillingen!');
    expect(screen.getByTestId('order-number').textContent).toContain('Ordrenummer: 000001043');
    expect(screen.getByText('Venter')).toBeTruthy();
    expect(screen.getByText('308,–')).toBeTruthy();
  });

  it('links to the order in the order history and back to the shop', () => {
    render(<CheckoutThankYouPage order={order} />);
    expect(
      screen.getByRole('link', { name: 'Se bestillingen i ordrehistorikken' }).getAttribute('href'),
    ).toBe('/customer/order-history/000001043');
    expect(screen.getByRole('link', { name: 'Fortsett å handle' }).getAttribute('href')).toBe('/');
  });
});
