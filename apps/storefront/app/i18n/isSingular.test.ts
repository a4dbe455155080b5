import { describe, expect, it } from 'vitest';

import { isSingular } from './isSingular';
import { translate } from './translate';

describe('isSingular', () => {
  it.each([1, -1])('takes the singular for %d', (count) => {
    expect(isSingular(count)).toBe(true);
  });

  it.each([0, 2, 11, 21, 101, 1000, 1.5, 0.5, -2, Number.NaN, Number.POSITIVE_INFINITY])(
    'takes the plural for %d',
    (count) => {
      expect(isSingular(count)).toBe(false);
    },
  );
});

describe('counts the shopper sees', () => {
  const products = (count: number) =>
    translate(isSingular(count) ? 'category.productCountOne' : 'category.productCount', {
      count,
    });
  const cart = (quantity: number) =>
    translate(isSingular(quantity) ? 'header.cartQuantityOne' : 'header.cartQuantity', {
      quantity,
    });
  const wishlist = (count: number) =>
    translate(isSingular(count) ? 'header.wishlistCountOne' : 'header.wishlistCount', { count });
  const colors = (count: number) =>
    translate(isSingular(count) ? 'product.moreColorsOne' : 'product.moreColors', { count });

  it('says "1 produkt" and "2 produkter"', () => {
    expect([products(0), products(1), products(2)]).toEqual([
      '0 produkter',
      '1 produkt',
      '2 produkter',
    ]);
  });

  it('says "1 vare" and "3 varer" in the header', () => {
    expect([cart(1), cart(3), wishlist(1), wishlist(0)]).toEqual([
      'Handlekurv, 1 vare',
      'Handlekurv, 3 varer',
      'Ønskeliste, 1 vare',
      'Ønskeliste, 0 varer',
    ]);
  });

  it('says "1 farge til" and "2 farger til" after the swatches', () => {
    expect([colors(1), colors(2)]).toEqual(['1 farge til', '2 farger til']);
  });
});
