import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSpecifications } from '../fixtures/buildProductInfo';
import { SpecificationsTable } from './SpecificationsTable';

describe('SpecificationsTable', () => {
  it('is a table named by its caption, each label a row header beside its value', () => {
    render(<SpecificationsTable caption="Spesifikasjoner" rows={buildSpecifications()} />);

    const table = screen.getByRole('table', { name: 'Spesifikasjoner' });
    const headers = within(table).getAllByRole('rowheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Varenummer',
      'Passer til',
      'Gjenge',
      'Høyde',
      'Ytre diameter',
    ]);
    const row = within(table).getByRole('row', { name: /Gjenge/ });
    expect(within(row).getByRole('cell').textContent).toBe('3/4" UNF');
  });

  it('renders nothing without rows', () => {
    const { container } = render(<SpecificationsTable caption="Spesifikasjoner" rows={[]} />);

    expect(container.innerHTML).toBe('');
  });
});
