import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickOrderTable } from './QuickOrderTable';

const labels = {
  caption: 'Resultat: 2 linjer',
  line: 'Linje',
  product: 'Vare',
  quantity: 'Antall',
  price: 'Pris',
  status: 'Status',
  ready: 'Klar',
  error: 'Feil:',
};

describe('QuickOrderTable', () => {
  it('names each row by its part number and keeps its error in the same row', () => {
    render(
      <QuickOrderTable
        labels={labels}
        rows={[
          {
            key: 'a',
            lines: '1, 3',
            partNumber: 'RE 504836',
            name: 'Oljefilter',
            href: '/oljefilter.html',
            sku: 'JD-RE504836',
            quantity: 3,
            price: '249,–',
            stock: 'På lager',
          },
          { key: 'b', lines: '2', partNumber: 'ZZ-1', quantity: 1, problem: 'Fant ingen vare.' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Resultat: 2 linjer' });
    const [found, missing] = within(table).getAllByRole('row').slice(1);
    expect(within(found!).getByRole('rowheader').textContent).toContain('RE 504836');
    expect(within(found!).getByRole('link', { name: 'Oljefilter' }).getAttribute('href')).toBe(
      '/oljefilter.html',
    );
    expect(
      within(found!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1, 3', '3', '249,–', 'Klar']);
    expect(within(missing!).getByRole('rowheader').textContent).toBe('ZZ-1');
    expect(within(missing!).getAllByRole('cell').at(-1)!.textContent).toBe(
      'Feil: Fant ingen vare.',
    );
  });

  it('shows what happened to a row once sent instead of ready', () => {
    render(
      <QuickOrderTable
        labels={labels}
        rows={[
          { key: 'a', lines: '1', partNumber: 'A1', quantity: 1, outcome: 'Lagt i handlekurven' },
        ]}
      />,
    );
    expect(screen.getAllByRole('cell').at(-1)!.textContent).toBe('Lagt i handlekurven');
  });
});
