import { describe, expect, it } from 'vitest';

import { buildProduct } from '../product/buildProduct';
import { cardCartAction, productCardView } from './productCardView';

const now = new Date('2026-01-01T00:00:00Z');

describe('productCardView', () => {
  it('keeps what the wishlist and the cart need: the SKU, the type and how the card adds it', () => {
    const card = productCardView(buildProduct(), now);
    expect(card).toMatchObject({
      sku: 'VA-1001',
      originalNumber: 'V836867476',
      type: 'simple',
      inStock: true,
      cartAction: 'add',
    });
    expect(productCardView(buildProduct({ stockStatus: 'out-of-stock' }), now)).toMatchObject({
      inStock: false,
      cartAction: 'out-of-stock',
    });
  });

  it('keeps the part numbers, and no original number for a product without one', () => {
    expect(productCardView(buildProduct({ originalNumber: null }), now)).toMatchObject({
      sku: 'VA-1001',
      originalNumber: null,
    });
  });
});

describe('cardCartAction', () => {
  it('adds simple, virtual and downloadable products in stock (or of unknown stock) from the card', () => {
    for (const type of ['simple', 'virtual', 'downloadable'] as const) {
      expect(cardCartAction({ type, stockStatus: 'in-stock' })).toBe('add');
      expect(cardCartAction({ type, stockStatus: null })).toBe('add');
    }
  });

  it('leads to the product page for a configurable, bundle or grouped product', () => {
    expect(cardCartAction({ type: 'configurable', stockStatus: 'in-stock' })).toBe(
      'choose-variant',
    );
    expect(cardCartAction({ type: 'bundle', stockStatus: 'in-stock' })).toBe('see-options');
    expect(cardCartAction({ type: 'grouped', stockStatus: null })).toBe('see-options');
  });

  it('says out of stock for any type that is', () => {
    for (const type of ['simple', 'configurable', 'bundle', 'grouped'] as const) {
      expect(cardCartAction({ type, stockStatus: 'out-of-stock' })).toBe('out-of-stock');
    }
  });
});
