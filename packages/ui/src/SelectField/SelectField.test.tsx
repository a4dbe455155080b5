import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: 'NO', label: 'Norge' },
  { value: 'SE', label: 'Sverige' },
  { value: 'IS', label: 'Island', disabled: true },
];

describe('SelectField', () => {
  it('is a labelled native select with a placeholder of empty value', () => {
    render(
      <SelectField label="Land" name="country_code" options={options} placeholder="Velg land" />,
    );

    const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect(select.name).toBe('country_code');
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Velg land',
      'Norge',
      'Sverige',
      'Island',
    ]);
    expect(screen.getByRole('option', { name: 'Island' }).hasAttribute('disabled')).toBe(true);
  });

  it('chooses an option and reports it', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Land" name="c" options={options} defaultValue="NO" onChange={onChange} />,
    );

    await userEvent.selectOptions(screen.getByRole('combobox'), 'SE');

    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('SE');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('wires its error', () => {
    render(<SelectField label="Land" name="c" options={options} error="Dette feltet er påkrevd" />);

    const select = screen.getByRole('combobox', { name: 'Land' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dette feltet er påkrevd',
    );
  });
});
