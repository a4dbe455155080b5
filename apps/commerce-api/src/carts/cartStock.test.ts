import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from './cartItems.js';
import { availableQuantityOf, stockProblem } from './cartStock.js';

describe('stockProblem', () => {
  it('accepts a quantity up to and including the stock', () => {
    expect(stockProblem(3, [{ inStock: 3, perUnit: 1 }], 'OLJ-1')).toBeNull();
    expect(stockProblem(1, [{ inStock: 100, perUnit: 1 }], 'OLJ-1')).toBeNull();
  });
  it('refuses one more than the stock as insufficient, naming the product and what is left', () => {
    expect(stockProblem(4, [{ inStock: 3, perUnit: 1 }], 'OLJ-1')).toMatchObject({
      type: 'INSUFFICIENT_STOCK',
      code: 'INSUFFICIENT_STOCK',
      message: CART_MESSAGES.insufficientStock,
      params: { sku: 'OLJ-1', available_quantity: 3 },
    });
  });
  it('refuses anything of a product with no stock as not salable, whatever the quantity', () => {
    for (const inStock of [0, -2]) {
      expect(stockProblem(1, [{ inStock, perUnit: 1 }], 'OLJ-1')).toMatchObject({
        type: 'NOT_SALABLE',
        code: 'OUT_OF_STOCK',
        message: CART_MESSAGES.notSalable,
        params: { available_quantity: 0 },
      });
    }
  });
  it('counts a bundle member per bundle: 3 bundles of 2 need 6', () => {
    expect(stockProblem(3, [{ inStock: 6, perUnit: 2 }], 'OLJ-1')).toBeNull();
    expect(stockProblem(3, [{ inStock: 5, perUnit: 2 }], 'OLJ-1')).toMatchObject({
      type: 'INSUFFICIENT_STOCK',
      params: { available_quantity: 2 },
    });
  });
  it('needs every member: one empty member makes the whole line not salable', () => {
    expect(
      stockProblem(
        1,
        [
          { inStock: 10, perUnit: 1 },
          { inStock: 0, perUnit: 1 },
        ],
        'OLJ-1',
      )?.type,
    ).toBe('NOT_SALABLE');
  });
  it('prefers not salable over insufficient when both apply', () => {
    expect(
      stockProblem(
        5,
        [
          { inStock: 1, perUnit: 1 },
          { inStock: 0, perUnit: 1 },
        ],
        'OLJ-1',
      )?.code,
    ).toBe('OUT_OF_STOCK');
  });
  it('treats a line that draws on nothing as not salable (not as out of stock)', () => {
    expect(stockProblem(1, [], 'OLJ-1')).toMatchObject({
      type: 'NOT_SALABLE',
      code: 'NOT_SALABLE',
    });
  });
  it('names the most a line may hold: the scarcest member decides', () => {
    expect(
      stockProblem(
        9,
        [
          { inStock: 10, perUnit: 1 },
          { inStock: 7, perUnit: 2 },
        ],
        'OLJ-1',
      )?.params,
    ).toEqual({ sku: 'OLJ-1', available_quantity: 3 });
  });
});

describe('availableQuantityOf', () => {
  it('reads the quantity a refusal allows, and null where it names none', () => {
    expect(availableQuantityOf(stockProblem(4, [{ inStock: 2, perUnit: 1 }], 'OLJ-1')!)).toBe(2);
    expect(availableQuantityOf(stockProblem(1, [{ inStock: 0, perUnit: 1 }], 'OLJ-1')!)).toBe(0);
    expect(availableQuantityOf(stockProblem(1, [], 'OLJ-1')!)).toBeNull();
  });
});
