import { describe, expect, it } from 'vitest';
import { productPresentation } from './productPresentation';

describe('productPresentation', () => {
  it('shows a quote product with no amount, no stock status and a quote request instead of the cart', () => {
    expect(productPresentation({ orderOnRequest: true })).toEqual({
      price: 'on-request',
      showStock: false,
      purchase: 'quote',
    });
  });

  it('shows any other product with its price and stock, bought through the cart', () => {
    expect(productPresentation({ orderOnRequest: false })).toEqual({
      price: 'amount',
      showStock: true,
      purchase: 'cart',
    });
  });
});
