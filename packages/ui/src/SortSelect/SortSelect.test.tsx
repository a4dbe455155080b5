import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildSortOptions } from '../fixtures/buildFacets';
import { SortSelect } from './SortSelect';

describe('SortSelect', () => {
  it('is a labelled native select named sort with the given orders', () => {
    render(
      <SortSelect
        options={buildSortOptions()}
        defaultValue="price_ASC"
        labels={{ label: 'Sorter etter' }}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Sorter etter' });
    expect(select.getAttribute('name')).toBe('sort');
    expect(select).toHaveProperty('value', 'price_ASC');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Navn A–Å',
      'Navn Å–A',
      'Pris lav–høy',
      'Pris høy–lav',
      'Nyeste',
    ]);
  });

  it('reports the chosen order and follows a controlled value', async () => {
    const onChange = vi.fn();
    render(
      <SortSelect
        options={buildSortOptions()}
        value="name_ASC"
        onChange={onChange}
        labels={{ label: 'Sorter etter' }}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Sorter etter' });
    await userEvent.selectOptions(select, 'Nyeste');

    expect(onChange).toHaveBeenCalledWith('updated_at_DESC', expect.anything());
    expect(select).toHaveProperty('value', 'name_ASC');
  });
});
