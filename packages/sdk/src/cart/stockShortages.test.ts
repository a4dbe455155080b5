import { describe, expect, it } from 'vitest';
import { cartData, cartLineData } from '../testing/cartData';
import type { CartFieldsFragment } from '../generated/graphql';
import { mapCart } from './mapCart';
import { stockShortages } from './stockShortages';

const itemQty = (available: number | null) => ({
  is_available: false,
  errors: [
    {
      code: 'ITEM_QTY',
      message: 'The requested qty is not available',
      wm_available_quantity: available,
    },
  ],
});

const cartOf = (...items: ReturnType<typeof cartLineData>[]) =>
  mapCart(cartData('cart-1', items) as unknown as CartFieldsFragment);

describe('stockShortages', () => {
  it('names the line stock no longer covers, with how many are left', () => {
    const cart = cartOf(cartLineData('l1', 'OF-1', 1), cartLineData('l2', 'OF-2', 5, itemQty(2)));
    expect(stockShortages(cart)).toEqual([
      { uid: 'l2', name: 'Produkt OF-2', sku: 'OF-2', quantity: 5, availableQuantity: 2 },
    ]);
  });

  it('says none left for a product out of stock, and keeps every short line in order', () => {
    const cart = cartOf(
      cartLineData('l1', 'OF-1', 3, itemQty(0)),
      cartLineData('l2', 'OF-2', 4, itemQty(null)),
    );
    expect(stockShortages(cart).map((line) => [line.uid, line.availableQuantity])).toEqual([
      ['l1', 0],
      ['l2', null],
    ]);
  });

  it('names a configurable line by its variant part number', () => {
    const line = cartLineData('l1', 'JAKKE', 2, {
      ...itemQty(1),
      __typename: 'ConfigurableCartItem',
      configured_variant: { sku: 'JAKKE-XL', uid: 'v1', name: 'Jakke XL', thumbnail: null },
      configurable_options: [{ option_label: 'Størrelse', value_label: 'XL' }],
    });
    expect(stockShortages(cartOf(line))[0]).toMatchObject({
      sku: 'JAKKE-XL',
      availableQuantity: 1,
    });
  });

  it('is empty when stock covers every line', () => {
    expect(stockShortages(cartOf(cartLineData('l1', 'OF-1', 1)))).toEqual([]);
  });
});
