import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { addToCartErrorMessage, addToCartRefusalMessage } from './addToCartFeedback';

describe('addToCartErrorMessage', () => {
  it("says the API's stock and option refusals in Norwegian", () => {
    const cases: [string, string][] = [
      ['This product is out of stock.', 'Varen er ikke på lager.'],
      ['Product that you are trying to add is not available.', 'Varen kan ikke bestilles nå.'],
      ['The requested qty is not available', 'Det antallet du ba om, er ikke på lager.'],
      ['The product quantity should be greater than 0', 'Antallet må være større enn 0.'],
      ['You need to choose options for your item.', 'Du må velge alternativer for varen.'],
      ['Please specify product option(s).', 'Velg innholdet i settet.'],
      ['Could not find a product with SKU "X-1"', 'Vi fant ikke varen.'],
    ];
    for (const [message, norwegian] of cases) {
      expect(addToCartErrorMessage(new SdkError('graphql', message))).toBe(norwegian);
    }
  });

  it("says the SDK's own refusals in Norwegian", () => {
    expect(addToCartErrorMessage(new SdkError('invalid-argument', 'out-of-stock'))).toBe(
      'Varen er ikke på lager.',
    );
    expect(addToCartErrorMessage(new SdkError('invalid-argument', 'invalid-quantity'))).toBe(
      'Velg et antall større enn 0.',
    );
    expect(addToCartErrorMessage(new SdkError('invalid-argument', 'variant-required'))).toBe(
      'Du må velge alternativer for varen.',
    );
  });

  it("uses the shop's own text for an unknown message, no connection or an unexpected error", () => {
    const generic = 'Vi kunne ikke legge varen i handlekurven. Prøv igjen.';
    expect(addToCartErrorMessage(new SdkError('graphql', 'Something odd happened'))).toBe(generic);
    expect(
      addToCartErrorMessage(
        new SdkError('invalid-argument', 'Product Type giftcard not supported in add to cart yet'),
      ),
    ).toBe(generic);
    expect(addToCartErrorMessage(new SdkError('network', 'fetch failed'))).toBe(generic);
    expect(addToCartErrorMessage(new SdkError('http', 'HTTP 502'))).toBe(generic);
    expect(addToCartErrorMessage(new TypeError('x is undefined'))).toBe(generic);
    expect(addToCartErrorMessage('out-of-stock')).toBe(generic);
  });
});

describe('addToCartRefusalMessage', () => {
  it('is nothing when the product can be added', () => {
    expect(addToCartRefusalMessage({ ok: true })).toBeNull();
  });

  it('names the option to choose first, for a variant or a bundle', () => {
    expect(
      addToCartRefusalMessage(
        { ok: false, reason: 'variant-required' },
        { label: 'Farge', kind: 'variant' },
      ),
    ).toBe('Velg farge for å legge varen i handlekurven.');
    expect(addToCartRefusalMessage({ ok: true }, { label: 'Motorolje', kind: 'bundle' })).toBe(
      'Velg motorolje for å legge settet i handlekurven.',
    );
  });

  it('explains out of stock and how many are left', () => {
    expect(addToCartRefusalMessage({ ok: false, reason: 'out-of-stock' })).toBe(
      'Varen er ikke på lager og kan ikke legges i handlekurven nå.',
    );
    expect(
      addToCartRefusalMessage({ ok: false, reason: 'quantity-above-stock', available: 2 }),
    ).toBe('Det er bare 2 igjen på lager. Velg 2 eller færre.');
  });

  it('asks for a quantity, for a grouped product for at least one member', () => {
    expect(addToCartRefusalMessage({ ok: false, reason: 'invalid-quantity' })).toBe(
      'Velg et antall større enn 0.',
    );
    expect(
      addToCartRefusalMessage({ ok: false, reason: 'invalid-quantity' }, null, 'grouped'),
    ).toBe('Velg antall for minst én vare.');
  });

  it('falls back to a general text for a variant without a named option and an unsupported type', () => {
    expect(addToCartRefusalMessage({ ok: false, reason: 'variant-required' })).toBe(
      'Du må velge alternativer for varen.',
    );
    expect(addToCartRefusalMessage({ ok: false, reason: 'unsupported-type' })).toBe(
      'Vi kunne ikke legge varen i handlekurven. Prøv igjen.',
    );
  });
});
