import { describe, expect, it } from 'vitest';
import {
  checkRequisitionListInput,
  mapRequisitionListCartProblems,
  mergeRequisitionListLines,
  requisitionListTotals,
  type RequisitionListItem,
} from './requisitionListRules';

const item = (sku: string, quantity: number, price: number | null): RequisitionListItem => ({
  uid: sku,
  sku,
  quantity,
  product:
    price === null
      ? null
      : {
          sku,
          uid: sku,
          name: sku,
          type: 'simple',
          url: `/p/${sku}`,
          stockStatus: 'in-stock',
          onlyXLeftInStock: null,
          priceRange: {
            minimum: {
              regular: { value: price, currency: 'NOK' },
              final: { value: price, currency: 'NOK' },
            },
            maximum: {
              regular: { value: price, currency: 'NOK' },
              final: { value: price, currency: 'NOK' },
            },
          },
          thumbnail: null,
        },
});

describe('checkRequisitionListInput', () => {
  it('trims the name, folds inner spaces and makes an empty note null', () => {
    expect(checkRequisitionListInput({ name: '  Våronn   MF 135 ', description: '  ' })).toEqual({
      ok: true,
      name: 'Våronn MF 135',
      description: null,
    });
  });
  it('refuses an empty name, one over 60 characters and a note over 255', () => {
    expect(checkRequisitionListInput({ name: ' \t ' })).toEqual({
      ok: false,
      problem: 'name-empty',
    });
    expect(checkRequisitionListInput({ name: 'å'.repeat(60) }).ok).toBe(true);
    expect(checkRequisitionListInput({ name: 'å'.repeat(61) })).toEqual({
      ok: false,
      problem: 'name-too-long',
    });
    expect(checkRequisitionListInput({ name: 'Verksted', description: 'x'.repeat(256) })).toEqual({
      ok: false,
      problem: 'description-too-long',
    });
  });
});

describe('mergeRequisitionListLines', () => {
  it('adds up the same SKU (and parent), keeps first-seen order, drops non-positive lines', () => {
    expect(
      mergeRequisitionListLines([
        { sku: 'A', quantity: 1 },
        { sku: 'B-RED', quantity: 1, parentSku: 'B' },
        { sku: ' A ', quantity: 2 },
        { sku: 'C', quantity: 0 },
        { sku: 'B-RED', quantity: 3, parentSku: 'B' },
        { sku: 'B-RED', quantity: 1 },
      ]),
    ).toEqual([
      { sku: 'A', quantity: 3, parentSku: null },
      { sku: 'B-RED', quantity: 4, parentSku: 'B' },
      { sku: 'B-RED', quantity: 1, parentSku: null },
    ]);
  });
  it('holds a line to the most the backend takes', () => {
    expect(
      mergeRequisitionListLines([
        { sku: 'A', quantity: 9_999 },
        { sku: 'A', quantity: 5 },
      ]),
    ).toEqual([{ sku: 'A', quantity: 10_000, parentSku: null }]);
  });
});

describe('requisitionListTotals', () => {
  it('sums price times quantity in whole øre and counts lines without a product apart', () => {
    expect(
      requisitionListTotals([item('A', 3, 0.1), item('B', 2, 1249.5), item('GONE', 4, null)]),
    ).toEqual({
      lines: 3,
      units: 9,
      total: { value: 2499.3, currency: 'NOK' },
      unpriced: 1,
    });
  });
  it('is zero without a currency for an empty list', () => {
    expect(requisitionListTotals([])).toEqual({
      lines: 0,
      units: 0,
      total: { value: 0, currency: null },
      unpriced: 0,
    });
  });
});

describe('mapRequisitionListCartProblems', () => {
  it('maps every type, and an unknown one to options_updated', () => {
    expect(
      mapRequisitionListCartProblems([
        { message: 'm1', type: 'OUT_OF_STOCK', wm_sku: 'A' },
        { message: 'm2', type: 'UNAVAILABLE_SKU', wm_sku: 'B' },
        { message: 'm3', type: 'LOW_QUANTITY', wm_sku: 'C' },
        { message: 'm4', type: 'SOMETHING_NEW' },
        null,
      ]),
    ).toEqual([
      { sku: 'A', type: 'out_of_stock', message: 'm1' },
      { sku: 'B', type: 'unavailable_sku', message: 'm2' },
      { sku: 'C', type: 'low_quantity', message: 'm3' },
      { sku: null, type: 'options_updated', message: 'm4' },
    ]);
  });
});
