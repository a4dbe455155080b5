import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStockStatusLabels } from '../fixtures/buildProductCard';
import { StockStatus, stockStatusState } from './StockStatus';

const labels = buildStockStatusLabels();

describe('StockStatus', () => {
  it('says in stock', () => {
    render(<StockStatus status="in-stock" labels={labels} />);

    expect(screen.getByText('På lager').dataset.state).toBe('in-stock');
  });

  it('says only x left when the catalogue gives a count', () => {
    render(<StockStatus status="in-stock" onlyLeft={3} labels={labels} />);

    expect(screen.getByText('Kun 3 igjen').dataset.state).toBe('low-stock');
  });

  it('says out of stock whatever the count', () => {
    render(<StockStatus status="out-of-stock" onlyLeft={3} labels={labels} />);

    expect(screen.getByText('Ikke på lager').dataset.state).toBe('out-of-stock');
  });
});

describe('stockStatusState', () => {
  it('treats a missing or zero count as plainly in stock', () => {
    expect(stockStatusState('in-stock')).toBe('in-stock');
    expect(stockStatusState('in-stock', null)).toBe('in-stock');
    expect(stockStatusState('in-stock', 0)).toBe('in-stock');
    expect(stockStatusState('in-stock', 1)).toBe('low-stock');
    expect(stockStatusState('out-of-stock', null)).toBe('out-of-stock');
  });
});
