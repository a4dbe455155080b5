import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompanyAddress } from '../fixtures/buildAccount';
import { OrderAddresses } from './OrderAddresses';

describe('OrderAddresses', () => {
  it('shows each block as a section named by its heading', () => {
    render(
      <OrderAddresses
        labels={{ telephone: 'Telefon', vatId: 'Org.nr.' }}
        headingLevel={2}
        blocks={[
          { title: 'Fakturaadresse', address: buildCompanyAddress() },
          { title: 'Leveringsmåte', lines: ['Bring – hjemlevering', 'Sporing på e-post'] },
        ]}
      />,
    );

    const billing = screen.getByRole('region', { name: 'Fakturaadresse' });
    expect(within(billing).getByRole('heading', { level: 2 })).toBeDefined();
    expect(billing.querySelector('address')?.textContent).toContain('Haugen Gård AS');
    const shipping = screen.getByRole('region', { name: 'Leveringsmåte' });
    expect([...shipping.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Bring – hjemlevering',
      'Sporing på e-post',
    ]);
  });
});
