import { SdkError, type Refusal } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { cartErrorMessage, cartRefusalMessage } from './cartSidebarMessages';

describe('cartRefusalMessage', () => {
  it.each<[Refusal | null, string]>([
    [
      { kind: 'coupon_refused', reason: 'not_found', minSubtotal: null },
      'Rabattkoden er ikke gyldig.',
    ],
    [
      { kind: 'coupon_refused', reason: 'minimum_not_reached', minSubtotal: 1000 },
      'Rabattkoden er ikke gyldig.',
    ],
    [
      { kind: 'coupon_refused', reason: 'already_applied', minSubtotal: null },
      'Handlekurven har allerede en rabattkode. Fjern den før du bruker en ny.',
    ],
    [{ kind: 'out_of_stock', availableQuantity: 2 }, 'Det antallet du ba om, er ikke på lager.'],
    [{ kind: 'out_of_stock', availableQuantity: 0 }, 'Varen er ikke på lager.'],
    [{ kind: 'not_salable' }, 'Varen kan ikke bestilles nå.'],
    [{ kind: 'invalid_quantity' }, 'Antallet må være større enn 0.'],
    [{ kind: 'not_found', entity: 'cart_line' }, 'Varen ligger ikke lenger i handlekurven.'],
    [{ kind: 'not_authorized' }, 'Du har ikke tilgang. Vennligst logg inn.'],
    [{ kind: 'invalid_input', code: null, message: 'Something new' }, 'Something new'],
    [{ kind: 'not_found', entity: 'cart' }, 'Something new'],
    [null, 'Something new'],
  ])('%j → %s', (refusal, expected) => {
    expect(cartRefusalMessage(refusal, ' Something new ')).toBe(expected);
  });
});

describe('cartErrorMessage', () => {
  it("shows the API's refusal in Norwegian, by kind", () => {
    const refused = (refusal: Refusal) => new SdkError('graphql', 'Magento’s English', { refusal });
    expect(
      cartErrorMessage(refused({ kind: 'coupon_refused', reason: 'expired', minSubtotal: null })),
    ).toBe('Rabattkoden er ikke gyldig.');
    expect(cartErrorMessage(refused({ kind: 'out_of_stock', availableQuantity: 1 }))).toBe(
      'Det antallet du ba om, er ikke på lager.',
    );
  });

  it("reads the refusal from the API's error code as the SDK maps it", () => {
    const message = 'The coupon code "XYZ" is not valid.';
    const error = new SdkError('graphql', message, {
      graphQLErrors: [
        {
          message,
          category: 'graphql-no-such-entity',
          extensions: { error_code: 'COUPON_NOT_FOUND', coupon_code: 'XYZ' },
        },
      ],
    });
    expect(cartErrorMessage(error)).toBe('Rabattkoden er ikke gyldig.');
  });

  it("uses the shop's own text when the API was not reached or something else failed", () => {
    const text = 'Vi kunne ikke endre handlekurven. Prøv igjen.';
    expect(cartErrorMessage(new SdkError('network', 'fetch failed'))).toBe(text);
    expect(cartErrorMessage(new SdkError('http', 'HTTP 502'))).toBe(text);
    expect(cartErrorMessage(new Error('boom'))).toBe(text);
    expect(cartErrorMessage(new SdkError('graphql', '  '))).toBe(text);
  });
});
