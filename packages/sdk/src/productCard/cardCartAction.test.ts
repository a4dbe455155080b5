import { describe, expect, it } from 'vitest';
import { cardCartAction } from './cardCartAction';

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
