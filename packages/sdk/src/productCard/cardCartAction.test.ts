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

  it('leads to the product page when something must be typed in first (a hose’s length)', () => {
    const length = [{ uid: 'o1', title: 'Lengde (cm)' }];
    expect(
      cardCartAction({ type: 'simple', stockStatus: 'in-stock', requiredCustomOptions: length }),
    ).toBe('enter-options');
    expect(
      cardCartAction({ type: 'simple', stockStatus: 'in-stock', requiredCustomOptions: [] }),
    ).toBe('add');
    expect(
      cardCartAction({
        type: 'simple',
        stockStatus: 'out-of-stock',
        requiredCustomOptions: length,
      }),
    ).toBe('out-of-stock');
    expect(
      cardCartAction(
        { type: 'simple', stockStatus: 'in-stock', requiredCustomOptions: length },
        { canBuyOnline: false },
      ),
    ).toBe('contact-us');
  });

  it('says out of stock for any type that is', () => {
    for (const type of ['simple', 'configurable', 'bundle', 'grouped'] as const) {
      expect(cardCartAction({ type, stockStatus: 'out-of-stock' })).toBe('out-of-stock');
    }
  });

  it('tells a shopper who may not buy online to contact the shop, whatever the product', () => {
    for (const type of ['simple', 'configurable', 'bundle'] as const) {
      expect(cardCartAction({ type, stockStatus: 'in-stock' }, { canBuyOnline: false })).toBe(
        'contact-us',
      );
    }
    expect(
      cardCartAction({ type: 'simple', stockStatus: 'in-stock' }, { canBuyOnline: true }),
    ).toBe('add');
  });

  it('leads a quote product to its page to ask for a quote, in stock or not, whoever the shopper', () => {
    for (const stockStatus of ['in-stock', 'out-of-stock', null] as const) {
      expect(cardCartAction({ type: 'simple', stockStatus, orderOnRequest: true })).toBe(
        'request-quote',
      );
    }
    expect(
      cardCartAction(
        { type: 'simple', stockStatus: 'in-stock', orderOnRequest: true },
        { canBuyOnline: false },
      ),
    ).toBe('request-quote');
    expect(cardCartAction({ type: 'simple', stockStatus: 'in-stock', orderOnRequest: false })).toBe(
      'add',
    );
  });
});

describe('cardCartAction with backorders', () => {
  it('adds a backordered part from the card though it is out of stock', () => {
    expect(cardCartAction({ type: 'simple', stockStatus: 'out-of-stock', backorders: true })).toBe(
      'add',
    );
    expect(cardCartAction({ type: 'simple', stockStatus: 'out-of-stock', backorders: false })).toBe(
      'out-of-stock',
    );
  });
});
