import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedListTable, type SavedListTableLabels } from './SavedListTable';

const labels: SavedListTableLabels = {
  caption: 'Verksted',
  product: 'Vare',
  sku: 'Varenr.',
  price: 'Pris',
  quantity: 'Antall',
  total: 'Sum',
  actions: 'Fjern',
  remove: (name) => `Fjern ${name}`,
  quantityOf: (name) => `Antall av ${name}`,
};
const lines = [
  {
    uid: 'MQ==',
    sku: 'OF-1',
    name: 'Oljefilter',
    href: '/of.html',
    quantity: 2,
    price: '249 kr',
    total: '498 kr',
  },
  {
    uid: 'Mg==',
    sku: 'GONE',
    name: 'GONE',
    quantity: 1,
    price: null,
    total: null,
    note: 'Finnes ikke lenger.',
  },
];

describe('SavedListTable', () => {
  it('gives the owner a named quantity field and a remove button per line', () => {
    render(
      <form>
        <SavedListTable lines={lines} labels={labels} editable />
      </form>,
    );
    const table = screen.getByRole('table', { name: 'Verksted' });
    const quantity = within(table).getByRole('spinbutton', { name: 'Antall av Oljefilter' });
    expect(quantity.getAttribute('name')).toBe('quantity:MQ==');
    expect((quantity as HTMLInputElement).value).toBe('2');
    const remove = within(table).getByRole('button', { name: 'Fjern GONE' });
    expect(remove.getAttribute('name')).toBe('removeItem');
    expect(remove.getAttribute('value')).toBe('Mg==');
    expect(within(table).getByRole('link', { name: 'Oljefilter' }).getAttribute('href')).toBe(
      '/of.html',
    );
    expect(within(table).getByText('Finnes ikke lenger.')).toBeTruthy();
  });

  it('is read-only without editable: no fields, no buttons, a dash for an unknown price', () => {
    render(<SavedListTable lines={lines} labels={labels} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const gone = screen.getByRole('rowheader', { name: /GONE/ }).closest('tr')!;
    expect(within(gone).getAllByText('–')).toHaveLength(2);
  });
});
