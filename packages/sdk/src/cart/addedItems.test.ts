import { describe, expect, it } from 'vitest';
import { checkoutCartData } from '../checkout/checkoutTestData';
import { addedItems } from './addedItems';
import type { Cart, CartLine } from './mapCart';
import { mapCart } from './mapCart';

function cartLine(sku: string, extra: Partial<CartLine> = {}): CartLine {
  return {
    uid: `l-${sku}`,
    quantity: 3,
    product: {
      sku,
      originalNumber: null,
      uid: `p-${sku}`,
      name: `Produkt ${sku}`,
      type: 'simple',
      url: `/${sku}.html`,
      stockStatus: 'in-stock',
      onlyXLeftInStock: null,
      thumbnail: null,
    },
    configuredVariant: null,
    options: [],
    prices: {
      price: 80,
      priceIncludingTax: 100,
      rowTotal: 240,
      rowTotalIncludingTax: 300,
      totalItemDiscount: 0,
    },
    isAvailable: true,
    notAvailableMessage: null,
    errors: [],
    ...extra,
  };
}

const cartOf = (items: CartLine[]): Cart => ({ ...mapCart(checkoutCartData()), items });

describe('addedItems', () => {
  it('gives the SKU, name and unit price with VAT of the line, with the quantity added', () => {
    expect(
      addedItems(
        cartOf([cartLine('B'), cartLine('A')]),
        { sku: 'A', type: 'simple' },
        { quantity: 2 },
      ),
    ).toEqual([{ sku: 'A', name: 'Produkt A', price: 100, quantity: 2 }]);
  });

  it('takes a configurable product’s variant line (its SKU and name)', () => {
    const line = cartLine('SHIRT', {
      configuredVariant: { sku: 'SHIRT-M', uid: 'v', name: 'Skjorte M', thumbnail: null },
    });
    expect(
      addedItems(
        cartOf([line]),
        { sku: 'SHIRT', type: 'configurable' },
        { quantity: 1, variantSku: 'SHIRT-M' },
      ),
    ).toEqual([{ sku: 'SHIRT-M', name: 'Skjorte M', price: 100, quantity: 1 }]);
  });

  it('gives each grouped member with a quantity', () => {
    expect(
      addedItems(
        cartOf([cartLine('M1'), cartLine('M2')]),
        { sku: 'KIT', type: 'grouped' },
        {
          quantity: 1,
          groupedItems: [
            { sku: 'M1', quantity: 2 },
            { sku: 'M2', quantity: 0 },
          ],
        },
      ),
    ).toEqual([{ sku: 'M1', name: 'Produkt M1', price: 100, quantity: 2 }]);
  });

  it('falls back to the price without VAT and the SKU, and leaves out a SKU without a line', () => {
    const line = cartLine('A', {
      product: { ...cartLine('A').product, name: null },
      prices: { ...cartLine('A').prices, priceIncludingTax: null },
    });
    expect(addedItems(cartOf([line]), { sku: 'A', type: 'simple' }, { quantity: 1 })).toEqual([
      { sku: 'A', name: 'A', price: 80, quantity: 1 },
    ]);
    expect(addedItems(cartOf([]), { sku: 'A', type: 'simple' }, { quantity: 1 })).toEqual([]);
  });
});
