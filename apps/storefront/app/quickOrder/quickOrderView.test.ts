import { describe, expect, it } from 'vitest';

import type { QuickOrderRowData } from './quickOrderData';
import { quickOrderRefusalText, quickOrderTableRows } from './quickOrderView';

const product = (extra: Partial<NonNullable<QuickOrderRowData['product']>> = {}) => ({
  sku: 'JD-RE504836',
  name: 'Oljefilter',
  url: '/oljefilter.html',
  price: 249,
  stockStatus: 'in-stock' as const,
  onlyLeft: null,
  backorders: false,
  supplierLeadDays: null,
  deliveryTime: null,
  ...extra,
});

const row = (extra: Partial<QuickOrderRowData>): QuickOrderRowData => ({
  key: '1',
  lineNumbers: [1],
  partNumber: 'RE 504836',
  quantity: 2,
  parentSku: null,
  problem: null,
  count: null,
  product: product(),
  ...extra,
});

const format = (amount: number) => `${amount} kr`;

describe('quickOrderTableRows', () => {
  it('shows a found product with its price as formatted and its stock in words', () => {
    expect(
      quickOrderTableRows(
        [row({ lineNumbers: [1, 4] }), row({ key: '2', product: product({ onlyLeft: 2 }) })],
        format,
      ),
    ).toEqual([
      {
        key: '1',
        lines: '1, 4',
        partNumber: 'RE 504836',
        name: 'Oljefilter',
        href: '/oljefilter.html',
        sku: 'JD-RE504836',
        quantity: 2,
        price: '249 kr',
        stock: 'På lager',
        problem: null,
        outcome: null,
      },
      expect.objectContaining({ key: '2', stock: 'Kun 2 igjen' }),
    ]);
  });

  it('says each problem in Norwegian, and no quantity for a line that was not read', () => {
    const rows = quickOrderTableRows(
      [
        row({ problem: 'not-found', product: null }),
        row({ key: '2', problem: 'ambiguous', count: 3, product: null }),
        row({ key: '3', problem: 'choose-variant' }),
        row({ key: '4', problem: 'quote-only' }),
        row({ key: '5', problem: 'quantity-invalid', product: null }),
        row({
          key: '6',
          problem: 'out-of-stock',
          product: product({ stockStatus: 'out-of-stock' }),
        }),
      ],
      format,
    );
    expect(rows.map((entry) => [entry.problem, entry.quantity])).toEqual([
      ['Fant ingen vare med dette nummeret.', 2],
      ['3 varer har dette nummeret – søk etter det og velg riktig vare.', 2],
      ['Velg variant på varesiden.', 2],
      ['Selges på forespørsel – be om tilbud på varesiden.', 2],
      ['Antallet må være et helt tall fra 1 til 9999.', null],
      ['Ikke på lager.', 2],
    ]);
    expect(rows[5]!.stock).toBe('Ikke på lager');
  });

  it('shows what the cart did with a row once sent', () => {
    const rows = quickOrderTableRows(
      [row({}), row({ key: '2' })],
      format,
      new Map([
        ['1', { kind: 'added' as const }],
        ['2', { kind: 'refused' as const, code: 'INSUFFICIENT_STOCK', availableQuantity: 1 }],
      ]),
    );
    expect(rows.map((entry) => [entry.outcome, entry.problem])).toEqual([
      ['Lagt i handlekurven', null],
      [null, 'Bare 1 på lager.'],
    ]);
  });
});

describe('quickOrderRefusalText', () => {
  it('reads the code and the quantity left, never the English message', () => {
    expect(
      quickOrderRefusalText({
        kind: 'refused',
        code: 'PRODUCT_NOT_FOUND',
        availableQuantity: null,
      }),
    ).toBe('Fant ingen vare med dette nummeret.');
    expect(
      quickOrderRefusalText({ kind: 'refused', code: 'NOT_SALABLE', availableQuantity: 0 }),
    ).toBe('Ikke på lager.');
    expect(
      quickOrderRefusalText({ kind: 'refused', code: 'UNDEFINED', availableQuantity: null }),
    ).toBe('Kunne ikke legges i handlekurven.');
  });
});
