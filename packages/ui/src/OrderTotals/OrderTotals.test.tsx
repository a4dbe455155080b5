import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderTotals } from '../fixtures/buildOrders';
import { OrderTotals } from './OrderTotals';

describe('OrderTotals', () => {
  it('shows the rows as terms and amounts in the given order, marking their kind', () => {
    const { container } = render(<OrderTotals rows={buildOrderTotals()} />);

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Delsum',
      'Frakt',
      'Rabatt (VÅR10)',
      'Herav mva',
      'Totalt',
    ]);
    expect(screen.getAllByRole('definition').at(-1)?.textContent).toBe('3 791,30 kr');
    expect(
      [...container.querySelectorAll('.ap-order-totals__row')].map((row) =>
        row.getAttribute('data-kind'),
      ),
    ).toEqual(['default', 'default', 'discount', 'default', 'total']);
  });

  it('renders nothing without rows', () => {
    const { container } = render(<OrderTotals rows={[]} />);

    expect(container.innerHTML).toBe('');
  });
});
