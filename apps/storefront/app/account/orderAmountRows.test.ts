import { orderDisplayAmounts, type OrderLine, type OrderTotals } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { orderItemRows, orderTotalsRows } from './orderAmountRows';

const nok = (value: number) => ({ value, currency: 'NOK' });
const nbsp = '\u00A0';

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'MQ==',
    sku: 'MF-3080',
    originalNumber: '3595854M1',
    name: 'Oljefilter',
    urlKey: 'oljefilter',
    quantityOrdered: 2,
    quantityShipped: 0,
    quantityCanceled: 0,
    quantityRefunded: 0,
    unitPrice: nok(200),
    unitPriceInclTax: nok(250),
    rowTotal: nok(400),
    rowTotalInclTax: nok(500),
    discount: null,
    options: [{ label: 'Farge', value: 'Rød' }],
    downloads: [],
    ...overrides,
  };
}

const totals: OrderTotals = {
  subtotalExclTax: nok(4000),
  subtotalInclTax: nok(5000),
  shipping: nok(119.2),
  shippingInclTax: nok(149),
  discounts: [{ label: 'VAAR10', amount: nok(500) }],
  taxes: [{ title: 'MVA', rate: 25, amount: nok(929.8) }],
  tax: nok(929.8),
  grandTotal: nok(4649),
};

const shown = (lines: OrderLine[], showIncludingTax: boolean) =>
  orderDisplayAmounts({ items: lines, totals }, { showIncludingTax });

describe('orderItemRows', () => {
  it('shows the part numbers, the options and the prices with VAT, and links a product still sold', () => {
    const lines = [line()];
    expect(orderItemRows(lines, shown(lines, true))).toEqual([
      {
        id: 'MQ==',
        name: 'Oljefilter',
        sku: 'MF-3080',
        originalNumber: '3595854M1',
        href: '/p/MF-3080',
        options: [{ label: 'Farge', value: 'Rød' }],
        quantity: 2,
        price: '250,–',
        rowTotal: '500,–',
      },
    ]);
  });

  it('shows the prices before VAT in the display without VAT', () => {
    const lines = [line()];
    expect(orderItemRows(lines, shown(lines, false))[0]).toMatchObject({
      price: '200,–',
      rowTotal: '400,–',
    });
  });

  it('shows a hose’s typed-in length with the line', () => {
    const lines = [line({ options: [{ label: 'Lengde (cm)', value: '250' }] })];
    expect(orderItemRows(lines, shown(lines, false))[0]?.options).toEqual([
      { label: 'Lengde (cm)', value: '250' },
    ]);
  });

  it('leaves a product no longer sold unlinked, and works out missing VAT amounts', () => {
    const lines = [
      line({ urlKey: null, unitPriceInclTax: null, rowTotalInclTax: null, quantityOrdered: 3 }),
    ];
    expect(orderItemRows(lines, shown(lines, true))[0]).toMatchObject({
      href: null,
      price: '200,–',
      rowTotal: '600,–',
    });
  });
});

describe('orderTotalsRows', () => {
  it('lists goods, shipping, discounts, the VAT in it and the total, VAT included', () => {
    expect(orderTotalsRows(shown([], true))).toEqual([
      { label: 'Varer inkl. mva', value: `5${nbsp}000,–` },
      { label: 'Frakt inkl. mva', value: '149,–' },
      { label: 'Rabatt (VAAR10)', value: '-500,–', kind: 'discount' },
      { label: 'Herav MVA 25 %', value: '929,80' },
      { label: 'Totalt inkl. mva', value: `4${nbsp}649,–`, kind: 'total' },
    ]);
  });

  it('lists a business order before VAT: the sum before VAT, the VAT, then the total with it', () => {
    expect(orderTotalsRows(shown([], false))).toEqual([
      { label: 'Varer eks. mva', value: `4${nbsp}000,–` },
      { label: 'Frakt eks. mva', value: '119,20' },
      { label: 'Rabatt (VAAR10)', value: '-400,–', kind: 'discount' },
      { label: 'Sum eks. mva', value: `3${nbsp}719,20` },
      { label: 'MVA 25 %', value: '929,80' },
      { label: 'Totalt inkl. mva', value: `4${nbsp}649,–`, kind: 'total' },
    ]);
  });

  it('shows an unlabelled discount and the VAT in all without rates', () => {
    const rows = orderTotalsRows(
      orderDisplayAmounts(
        {
          items: [],
          totals: { ...totals, discounts: [{ label: '', amount: nok(-100) }], taxes: [] },
        },
        { showIncludingTax: true },
      ),
    );
    expect(rows).toContainEqual({ label: 'Rabatt', value: '-100,–', kind: 'discount' });
    expect(rows).toContainEqual({ label: 'Herav Mva', value: '929,80' });
  });
});
