import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from './parseQuickOrder';
import {
  quickOrderCartLine,
  quickOrderRows,
  type QuickOrderMatch,
  type QuickOrderProduct,
} from './quickOrderRows';

function product(sku: string, extra: Partial<QuickOrderProduct> = {}): QuickOrderProduct {
  return {
    sku,
    originalNumber: null,
    uid: `uid-${sku}`,
    name: `Produkt ${sku}`,
    type: 'simple',
    url: `/p/${sku}`,
    stockStatus: 'in-stock',
    priceRange: {} as QuickOrderProduct['priceRange'],
    thumbnail: null,
    smallImage: null,
    ratingSummary: 0,
    reviewCount: 0,
    newFromDate: null,
    newToDate: null,
    deliveryTime: null,
    productGroup: null,
    orderOnRequest: false,
    universalFit: false,
    backorders: false,
    supplierLeadDays: null,
    configurableOptions: [],
    colorSwatches: [],
    requiredCustomOptions: [],
    onlyLeft: null,
    ...extra,
  };
}

const found = (item: QuickOrderProduct, parentSku: string | null = null): QuickOrderMatch => ({
  status: 'found',
  product: item,
  parentSku,
  matchCount: 1,
});
const none: QuickOrderMatch = {
  status: 'not-found',
  product: null,
  parentSku: null,
  matchCount: 0,
};

describe('quickOrderRows', () => {
  it('merges lines that found the same product, adding up their quantities', () => {
    const filter = product('JD-RE504836');
    const rows = quickOrderRows(
      parseQuickOrder('RE504836;2\nAL78405\nre-504836;3'),
      new Map([
        ['RE504836', found(filter)],
        ['re-504836', found(filter)],
        ['AL78405', found(product('JD-AL78405'))],
      ]),
    );
    expect(
      rows.map((row) => [row.lineNumbers, row.product?.sku, row.quantity, row.problem]),
    ).toEqual([
      [[1, 3], 'JD-RE504836', 5, null],
      [[2], 'JD-AL78405', 1, null],
    ]);
  });

  it('takes the reading that found a product: the quantity, else the whole number', () => {
    const rows = quickOrderRows(
      parseQuickOrder('RE504836 2\n87 802 498'),
      new Map([
        ['RE504836', found(product('A'))],
        ['RE504836 2', none],
        ['87 802', none],
        ['87 802 498', found(product('B'))],
      ]),
    );
    expect(rows.map((row) => [row.partNumber, row.quantity, row.product?.sku])).toEqual([
      ['RE504836', 2, 'A'],
      ['87 802 498', 1, 'B'],
    ]);
  });

  it('says per line what was not found, what several products share, and unreadable lines', () => {
    const rows = quickOrderRows(
      parseQuickOrder('ZZ1\nzz-1\nOEM7;2\nX;0'),
      new Map<string, QuickOrderMatch>([
        ['ZZ1', none],
        ['zz-1', none],
        ['OEM7', { status: 'ambiguous', product: null, parentSku: null, matchCount: 3 }],
      ]),
    );
    expect(rows.map((row) => [row.lineNumbers, row.partNumber, row.problem, row.count])).toEqual([
      [[1, 2], 'ZZ1', 'not-found', null],
      [[3], 'OEM7', 'ambiguous', 3],
      [[4], 'X;0', 'quantity-invalid', null],
    ]);
  });

  it('refuses what cannot go into the cart as it is', () => {
    const rows = quickOrderRows(
      parseQuickOrder('C1\nV1\nQ1\nS1\nL1;5\nB1\nK1\nO1'),
      new Map([
        ['C1', found(product('C1', { type: 'configurable' }))],
        ['V1', found(product('V1'), 'C1')],
        ['Q1', found(product('Q1', { orderOnRequest: true }))],
        ['S1', found(product('S1', { stockStatus: 'out-of-stock' }))],
        ['L1', found(product('L1', { onlyLeft: 2 }))],
        ['B1', found(product('B1', { type: 'bundle' }))],
        ['K1', found(product('K1', { stockStatus: 'out-of-stock', backorders: true }))],
        ['O1', found(product('O1', { requiredCustomOptions: [{ uid: 'o', title: 'Lengde' }] }))],
      ]),
    );
    expect(rows.map((row) => [row.partNumber, row.problem, row.count])).toEqual([
      ['C1', 'choose-variant', null],
      ['V1', null, null],
      ['Q1', 'quote-only', null],
      ['S1', 'out-of-stock', null],
      ['L1', 'quantity-above-stock', 2],
      ['B1', 'choose-options', null],
      ['K1', null, null],
      ['O1', 'choose-options', null],
    ]);
    expect(rows.map(quickOrderCartLine)).toEqual([
      null,
      { sku: 'V1', quantity: 1, parentSku: 'C1' },
      null,
      null,
      null,
      null,
      { sku: 'K1', quantity: 1, parentSku: null },
      null,
    ]);
  });
});
