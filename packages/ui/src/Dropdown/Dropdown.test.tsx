import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildBrandOptions } from '../fixtures/buildDropdownOptions';
import { Dropdown, type DropdownProps } from './Dropdown';

const labels = { label: 'Merke', filter: 'Filtrer merker', noResults: 'Ingen treff' };

function renderDropdown(props: Partial<DropdownProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <>
      <Dropdown
        options={buildBrandOptions()}
        labels={labels}
        placeholder="Velg merke"
        onChange={onChange}
        {...props}
      />
      <button type="button">Utenfor</button>
    </>,
  );
  const button = screen.getByRole('button', { name: /^Merke/ });
  return { user, onChange, button };
}

function optionNames() {
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('Dropdown', () => {
  it('shows the placeholder on a closed button named by its label', () => {
    const { button } = renderDropdown();

    expect(button.textContent).toBe('Velg merke');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on click and chooses an option', async () => {
    const { user, onChange, button } = renderDropdown();

    await user.click(button);
    expect(screen.getByRole('listbox', { name: 'Merke' })).toBeDefined();
    await user.click(screen.getByRole('option', { name: 'Valtra' }));

    expect(onChange).toHaveBeenCalledWith('valtra');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.textContent).toBe('Valtra');
    expect(document.activeElement).toBe(button);
  });

  it('is usable with the keyboard alone', async () => {
    const { user, onChange, button } = renderDropdown();
    button.focus();

    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(document.activeElement).toBe(listbox);
    // In the tab order while open: a list long enough to scroll must be reachable by keyboard.
    expect(listbox.tabIndex).toBe(0);
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Case IH' }).id,
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // Fordson is disabled and skipped.
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'John Deere' }).id,
    );

    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('valtra');
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape without choosing and returns focus to the button', async () => {
    const { user, onChange, button } = renderDropdown();

    await user.click(button);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on an outside click', async () => {
    const { user, button } = renderDropdown();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Utenfor' }));

    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters the options by label, ignoring case, and chooses from the filter', async () => {
    const { user, onChange, button } = renderDropdown({ filterable: true });

    await user.click(button);
    const filter = screen.getByRole('combobox', { name: 'Filtrer merker' });
    expect(document.activeElement).toBe(filter);

    await user.type(filter, 'DE');
    expect(optionNames()).toEqual(['Deutz-Fahr', 'John Deere']);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('john-deere');
  });

  it('says so when the filter matches nothing', async () => {
    const { user, button } = renderDropdown({ filterable: true });

    await user.click(button);
    await user.type(screen.getByRole('combobox'), 'Lamborghini');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Ingen treff');
  });

  it('does not open while disabled', async () => {
    const { user, button } = renderDropdown({ disabled: true });

    await user.click(button);

    expect(screen.queryByRole('listbox')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows a controlled value and marks it selected', async () => {
    const { user, button } = renderDropdown({ value: 'zetor' });

    expect(button.textContent).toBe('Zetor');
    await user.click(button);

    expect(screen.getByRole('option', { name: 'Zetor' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Fendt' }));
    // Still Zetor: the owner of the value has not changed it.
    expect(button.textContent).toBe('Zetor');
  });

  it('submits its value with a form when named', async () => {
    const { user, button } = renderDropdown({ name: 'brand', defaultValue: 'fendt' });
    const hidden = document.querySelector<HTMLInputElement>('input[name="brand"]');
    expect(hidden?.value).toBe('fendt');

    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Case IH' }));

    expect(hidden?.value).toBe('case-ih');
  });
});
