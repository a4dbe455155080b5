import { describe, expect, it } from 'vitest';
import { cartLineRefusal } from './cartLineRefusal';
import type { CartLine } from './mapCart';

function line(
  overrides: Partial<Pick<CartLine, 'isAvailable' | 'errors'>>,
  stock: Partial<CartLine['product']> = {},
) {
  return {
    isAvailable: true,
    errors: [],
    product: { stockStatus: 'in-stock', onlyXLeftInStock: null, ...stock } as CartLine['product'],
    ...overrides,
  };
}

const quantityError = {
  code: 'ITEM_QTY',
  message: 'The requested qty is not available',
  availableQuantity: null,
};

describe('cartLineRefusal', () => {
  it('is nothing for a line without a problem', () => {
    expect(cartLineRefusal(line({}))).toBeNull();
  });

  it('says out of stock, none left, when the product is out of stock', () => {
    expect(cartLineRefusal(line({ isAvailable: false }, { stockStatus: 'out-of-stock' }))).toEqual({
      kind: 'out_of_stock',
      availableQuantity: 0,
    });
  });

  it('says out of stock with what is left for a quantity error', () => {
    expect(cartLineRefusal(line({ errors: [quantityError] }, { onlyXLeftInStock: 2 }))).toEqual({
      kind: 'out_of_stock',
      availableQuantity: 2,
    });
    expect(cartLineRefusal(line({ isAvailable: false, errors: [quantityError] }))).toEqual({
      kind: 'out_of_stock',
      availableQuantity: null,
    });
  });

  it("takes what is left from the line's own error before the product's low-stock count", () => {
    const withQuantity = { ...quantityError, availableQuantity: 7 };
    expect(
      cartLineRefusal(
        line({ isAvailable: false, errors: [withQuantity] }, { onlyXLeftInStock: 2 }),
      ),
    ).toEqual({ kind: 'out_of_stock', availableQuantity: 7 });
    // None left, though the product page still showed some: out of stock.
    expect(
      cartLineRefusal(
        line({ isAvailable: false, errors: [{ ...quantityError, availableQuantity: 0 }] }),
      ),
    ).toEqual({ kind: 'out_of_stock', availableQuantity: 0 });
  });

  it('says not salable for another line that is not available', () => {
    expect(cartLineRefusal(line({ isAvailable: false }))).toEqual({ kind: 'not_salable' });
  });

  it('is nothing for another problem of an available line (its message tells it)', () => {
    expect(
      cartLineRefusal(
        line({ errors: [{ code: 'ITEM_INCREMENTS', message: 'Buy 2', availableQuantity: null }] }),
      ),
    ).toBeNull();
  });
});
