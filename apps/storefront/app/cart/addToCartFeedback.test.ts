import { SdkError, type Refusal } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { addToCartErrorMessage, addToCartRefusalMessage } from './addToCartFeedback';

/** An add the API refused, as the SDK throws it (its message is Magento's English). */
const refused = (refusal: Refusal) => new SdkError('graphql', 'Magento’s English', { refusal });

describe('addToCartErrorMessage', () => {
  it("says the API's stock and option refusals in Norwegian, by kind", () => {
    const cases: [Refusal, string][] = [
      [{ kind: 'out_of_stock', availableQuantity: 0 }, 'Varen er ikke på lager.'],
      [{ kind: 'not_salable' }, 'Varen kan ikke bestilles nå.'],
      [{ kind: 'out_of_stock', availableQuantity: 3 }, 'Det er bare 3 på lager.'],
      [
        { kind: 'out_of_stock', availableQuantity: null },
        'Det antallet du ba om, er ikke på lager.',
      ],
      [{ kind: 'invalid_quantity' }, 'Antallet må være større enn 0.'],
      [{ kind: 'options_required' }, 'Du må velge alternativer for varen.'],
      [{ kind: 'bundle_options_invalid' }, 'Velg innholdet i settet.'],
      [{ kind: 'not_found', entity: 'product' }, 'Vi fant ikke varen.'],
    ];
    for (const [refusal, norwegian] of cases) {
      expect(addToCartErrorMessage(refused(refusal))).toBe(norwegian);
    }
  });

  it("reads the refusal from the API's error code as the SDK maps it", () => {
    const error = new SdkError('graphql', 'The requested qty is not available', {
      graphQLErrors: [
        {
          message: 'The requested qty is not available',
          category: 'graphql-input',
          extensions: { error_code: 'INSUFFICIENT_STOCK', available_quantity: 3 },
        },
      ],
    });
    expect(addToCartErrorMessage(error)).toBe('Det er bare 3 på lager.');
  });

  it("says the SDK's own refusals in Norwegian", () => {
    const own = (refusal: Refusal, reason: string) =>
      addToCartErrorMessage(new SdkError('invalid-argument', reason, { refusal }));
    expect(own({ kind: 'out_of_stock', availableQuantity: 0 }, 'out-of-stock')).toBe(
      'Varen er ikke på lager.',
    );
    expect(own({ kind: 'invalid_quantity' }, 'invalid-quantity')).toBe(
      'Velg et antall større enn 0.',
    );
    expect(own({ kind: 'options_required' }, 'variant-required')).toBe(
      'Du må velge alternativer for varen.',
    );
  });

  it("uses the shop's own text for another refusal, no connection or an unexpected error", () => {
    const generic = 'Vi kunne ikke legge varen i handlekurven. Prøv igjen.';
    expect(addToCartErrorMessage(new SdkError('graphql', 'Something odd happened'))).toBe(generic);
    expect(
      addToCartErrorMessage(
        refused({ kind: 'invalid_input', code: null, message: 'Something odd happened' }),
      ),
    ).toBe(generic);
    expect(
      addToCartErrorMessage(
        new SdkError('invalid-argument', 'Product Type giftcard not supported in add to cart yet', {
          refusal: { kind: 'unsupported_product_type' },
        }),
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
