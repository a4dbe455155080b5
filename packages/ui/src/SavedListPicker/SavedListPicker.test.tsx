import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedListPicker, type SavedListPickerLabels } from './SavedListPicker';

const labels: SavedListPickerLabels = {
  open: 'Legg i liste',
  list: 'Velg liste',
  newList: 'Ny liste …',
  newListName: 'Navn på ny liste',
  submit: 'Lagre i listen',
  loading: 'Henter listene dine …',
  count: (count) => `${count} varer`,
  login: 'Logg inn for å lagre lister',
};

describe('SavedListPicker', () => {
  it('says when it opens and posts the chosen list with the hidden fields', async () => {
    const onOpenChange = vi.fn();
    render(
      <SavedListPicker
        action="/customer/saved-lists"
        hiddenFields={{ intent: 'add', sku: 'OF-1' }}
        lists={[{ uid: 'MQ==', name: 'Verksted', itemsCount: 3 }]}
        signedIn
        loginHref="/customer/login"
        labels={labels}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByText('Legg i liste'));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
    const select = screen.getByRole('combobox', { name: 'Velg liste' }) as HTMLSelectElement;
    expect(select.value).toBe('MQ==');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Verksted (3 varer)',
      'Ny liste …',
    ]);
    const form = select.form!;
    expect(form.getAttribute('action')).toBe('/customer/saved-lists');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'add',
      sku: 'OF-1',
      list: 'MQ==',
      newListName: '',
    });
  });

  it('chooses the first list once the lists arrive after the first open', () => {
    const props = {
      action: '/customer/saved-lists',
      hiddenFields: {},
      signedIn: true,
      loginHref: '/customer/login',
      labels,
      open: true,
    };
    const { rerender } = render(<SavedListPicker {...props} lists={[]} loading />);
    const before = screen.getByRole('combobox', { name: 'Velg liste' }) as HTMLSelectElement;
    expect(before.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Henter listene dine …');
    rerender(
      <SavedListPicker {...props} lists={[{ uid: 'Mg==', name: 'Våronn', itemsCount: 0 }]} />,
    );
    const after = screen.getByRole('combobox', { name: 'Velg liste' }) as HTMLSelectElement;
    expect(after.value).toBe('Mg==');
  });

  it('gives a guest a login link and no form', () => {
    render(
      <SavedListPicker
        action="/x"
        hiddenFields={{}}
        lists={[]}
        signedIn={false}
        loginHref="/customer/login?redirectTo=%2Fp%2FOF-1"
        labels={labels}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Logg inn for å lagre lister' }).getAttribute('href'),
    ).toBe('/customer/login?redirectTo=%2Fp%2FOF-1');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
