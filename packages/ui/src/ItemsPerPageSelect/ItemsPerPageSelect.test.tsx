import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemsPerPageSelect } from './ItemsPerPageSelect';

const labels = { label: 'Vis per side', option: (count: number) => `${count} varer` };

describe('ItemsPerPageSelect', () => {
  it('is a select named itemsPerPage that reports the size as a number', async () => {
    const onChange = vi.fn();
    render(
      <ItemsPerPageSelect options={[12, 24, 48]} value={12} onChange={onChange} labels={labels} />,
    );

    const select = screen.getByRole('combobox', { name: 'Vis per side' });
    expect(select.getAttribute('name')).toBe('itemsPerPage');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '12 varer',
      '24 varer',
      '48 varer',
    ]);

    await userEvent.selectOptions(select, '48 varer');
    expect(onChange).toHaveBeenCalledWith(48, expect.anything());
  });
});
