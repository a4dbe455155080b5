import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderItems, buildOrderItemsLabels } from '../fixtures/buildOrders';
import { OrderItemsTable } from './OrderItemsTable';

describe('OrderItemsTable', () => {
  it('lists the items with the product as row header', () => {
    render(<OrderItemsTable items={buildOrderItems()} labels={buildOrderItemsLabels()} />);

    const table = screen.getByRole('table', { name: 'Bestilte varer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Produkt', 'Antall', 'Pris', 'Sum']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        'Oljefilter – Massey Ferguson 35Varenr. MF-1447Orig.nr. 1447318M1Pris 249,00 kr',
        '2',
        '249,00 kr',
        '498,00 kr',
      ],
      [
        'Arbeidshanske med foringVarenr. HANSKE-10Størrelse: LFarge: GrønnPris 189,00 kr',
        '1',
        '189,00 kr',
        '189,00 kr',
      ],
      [
        'Hydraulikkslange 1/2" 1,5 mVarenr. HYD-12-150Pris 1 120,00 kr',
        '3',
        '1 120,00 kr',
        '3 360,00 kr',
      ],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // The price column and the price under the name are the same price; CSS shows one of them.
    expect(table.querySelectorAll('.ap-order-items__unit-price')).toHaveLength(3);
    expect(table.querySelectorAll('td.ap-order-items__price')).toHaveLength(3);
  });

  it('links the names that have a product page', () => {
    render(<OrderItemsTable items={buildOrderItems()} labels={buildOrderItemsLabels()} />);

    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/oljefilter-massey-ferguson-35.html',
      '/arbeidshanske.html',
    ]);
  });
});
