import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderListLabels, buildOrders } from '../fixtures/buildOrders';
import { OrderList } from './OrderList';

const labels = buildOrderListLabels();

describe('OrderList', () => {
  it('shows the orders as a captioned table with the number linking to the order', () => {
    render(<OrderList orders={buildOrders(2)} labels={labels} />);

    const table = screen.getByRole('table', { name: 'Ordrehistorikk' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ordrenummer', 'Dato', 'Status', 'Varer', 'Totalt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['000000124', '20.11.2026', 'Behandles', '1', '1 249,00 kr'],
      ['000000123', '17.11.2026', 'Venter', '3', '3 624,00 kr'],
    ]);
    const link = within(rows[0]!).getByRole('link', { name: '000000124' });
    expect(link.getAttribute('href')).toBe('/customer/order-history/000000124');
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20');
    expect(rows[1]!.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
  });

  it('shows the same orders as cards for phones', () => {
    render(<OrderList orders={buildOrders(2)} labels={labels} />);

    const cards = screen.getByRole('list', { name: 'Ordrehistorikk' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Ordre 000000124');
    expect(first.getByRole('link', { name: 'Ordre 000000124' }).getAttribute('href')).toBe(
      '/customer/order-history/000000124',
    );
    expect(first.getByText('1 vare')).toBeDefined();
    expect(first.getByText('Behandles')).toBeDefined();
  });

  it('shows where a shipped order’s parcels are under its status, in the table and the card', () => {
    const orders = buildOrders(4).map((order) =>
      order.status === 'Complete' ? { ...order, shipmentStatus: 'Sending: På vei' } : order,
    );
    render(<OrderList orders={orders} labels={buildOrderListLabels()} />);
    // Once in the table row, once on the phone card of the one Complete order.
    expect(screen.getAllByText('Sending: På vei')).toHaveLength(2);
  });

  it('leaves the item column out when no order has a count', () => {
    render(
      <OrderList
        orders={buildOrders(2).map((order) => ({ ...order, itemCount: null }))}
        labels={labels}
      />,
    );

    expect(screen.queryByRole('columnheader', { name: 'Varer' })).toBeNull();
    expect(screen.queryByText('Varer')).toBeNull();
  });

  it('shows the empty slot without orders, or nothing', () => {
    const { container, rerender } = render(
      <OrderList orders={[]} labels={labels} empty={<p>Ingen ordrer ennå</p>} />,
    );

    expect(screen.getByText('Ingen ordrer ennå')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<OrderList orders={[]} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('falls back to the status itself without a translated label', () => {
    render(<OrderList orders={[{ ...buildOrders(1)[0]!, statusLabel: null }]} labels={labels} />);

    expect(screen.getAllByText('Processing')).toHaveLength(2);
  });

  it("puts each order's actions in a named last column and at the foot of its card", () => {
    const orders = buildOrders(2);
    render(
      <OrderList
        orders={orders}
        labels={labels}
        actionsLabel="Handlinger"
        renderActions={(order) => <button type="submit">Bestill {order.number}</button>}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').at(-1)?.textContent).toBe('Handlinger');
    for (const order of orders) {
      expect(screen.getAllByRole('button', { name: `Bestill ${order.number}` })).toHaveLength(2);
    }
  });
});
