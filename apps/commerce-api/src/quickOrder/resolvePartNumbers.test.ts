import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../catalog/catalogRows.js';
import { pickProduct } from './resolvePartNumbers.js';

/** A product row with what `pickProduct` reads. */
const row = (id: number, sku: string, numbers: string[], extra: Partial<ProductRow> = {}) =>
  ({
    id,
    sku,
    visible: true,
    parent_id: null,
    part_numbers_normalized: numbers,
    ...extra,
  }) as ProductRow;

describe('pickProduct', () => {
  it('takes the product whose own SKU the number is over those sharing it as a cross-reference', () => {
    const own = row(1, 'JD-RE504836', ['jdre504836', 're504836']);
    const other = row(2, 'FL-77', ['fl77', 'jdre504836']);
    expect(pickProduct('jdre504836', [other, own])).toEqual({
      status: 'FOUND',
      product: own,
      count: 1,
    });
  });

  it('finds the only product with a cross-reference, and calls several ambiguous', () => {
    const a = row(1, 'A-1', ['a1', 're504836']);
    const b = row(2, 'B-1', ['b1', 're504836']);
    expect(pickProduct('re504836', [a])).toMatchObject({ status: 'FOUND', product: a });
    expect(pickProduct('re504836', [a, b])).toEqual({
      status: 'AMBIGUOUS',
      product: null,
      count: 2,
    });
  });

  it("does not count a configurable's variants sharing its number, nor hidden products", () => {
    const parent = row(1, 'KJ-1', ['kj1', 'oem9']);
    const variant = row(2, 'KJ-1-RED', ['kj1red', 'oem9'], { visible: false, parent_id: 1 });
    const hidden = row(3, 'OLD-1', ['old1', 'oem9'], { visible: false });
    expect(pickProduct('oem9', [parent, variant, hidden])).toMatchObject({
      status: 'FOUND',
      product: parent,
    });
    expect(pickProduct('kj1red', [variant])).toMatchObject({ status: 'FOUND', product: variant });
  });

  it('answers NOT_FOUND for nothing and EMPTY for a blank number', () => {
    expect(pickProduct('zz9', [])).toEqual({ status: 'NOT_FOUND', product: null, count: 0 });
    expect(pickProduct('', [])).toEqual({ status: 'EMPTY', product: null, count: 0 });
  });
});
