import { SdkError, type Refusal } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { cartErrorMessage, cartRefusalMessage, couponErrorMessage } from './cartSidebarMessages';

const NBSP = '\u00a0';

describe('cartRefusalMessage', () => {
  it.each<[Refusal | null, string]>([
    [
      { kind: 'coupon_refused', reason: 'not_found', minSubtotal: null },
      'Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.',
    ],
    [{ kind: 'coupon_refused', reason: 'expired', minSubtotal: null }, 'Rabattkoden er utløpt.'],
    [
      { kind: 'coupon_refused', reason: 'inactive', minSubtotal: null },
      'Rabattkoden kan ikke brukes nå.',
    ],
    [
      { kind: 'coupon_refused', reason: 'not_applicable', minSubtotal: null },
      'Rabattkoden gjelder ikke for varene i handlekurven.',
    ],
    [
      { kind: 'coupon_refused', reason: 'minimum_not_reached', minSubtotal: 1000 },
      'Handlekurven er under minstebeløpet for rabattkoden.',
    ],
    [
      { kind: 'coupon_refused', reason: 'already_applied', minSubtotal: null },
      'Handlekurven har allerede en rabattkode. Fjern den før du bruker en ny.',
    ],
    [{ kind: 'out_of_stock', availableQuantity: 2 }, 'Det er bare 2 på lager.'],
    [{ kind: 'out_of_stock', availableQuantity: null }, 'Det antallet du ba om, er ikke på lager.'],
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
    ).toBe('Rabattkoden er utløpt.');
    expect(cartErrorMessage(refused({ kind: 'out_of_stock', availableQuantity: 1 }))).toBe(
      'Det er bare 1 på lager.',
    );
    expect(cartErrorMessage(refused({ kind: 'out_of_stock', availableQuantity: null }))).toBe(
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
    expect(cartErrorMessage(error)).toBe(
      'Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.',
    );
  });

  it("uses the shop's own text when the API was not reached or something else failed", () => {
    const text = 'Vi kunne ikke endre handlekurven. Prøv igjen.';
    expect(cartErrorMessage(new SdkError('network', 'fetch failed'))).toBe(text);
    expect(cartErrorMessage(new SdkError('http', 'HTTP 502'))).toBe(text);
    expect(cartErrorMessage(new Error('boom'))).toBe(text);
    expect(cartErrorMessage(new SdkError('graphql', '  '))).toBe(text);
  });
});

describe('couponErrorMessage', () => {
  const belowMinimum = new SdkError('graphql', 'The coupon code "GARD15" is not valid.', {
    graphQLErrors: [
      {
        message: 'The coupon code "GARD15" is not valid.',
        category: 'graphql-no-such-entity',
        extensions: { error_code: 'COUPON_MINIMUM_NOT_REACHED', min_subtotal: 5000 },
      },
    ],
  });
  const cartWorth = (subtotalIncludingTax: number | null) => ({
    prices: {
      subtotalIncludingTax,
      subtotalExcludingTax: null,
      grandTotal: null,
      appliedTaxes: [],
      discounts: [],
    },
  });

  it('says the minimum and what the cart lacks, in the tax display of the totals', () => {
    expect(couponErrorMessage(belowMinimum, cartWorth(3766), { showIncludingTax: true })).toBe(
      `Rabattkoden gjelder fra 5${NBSP}000${NBSP}kr. Du mangler 1${NBSP}234${NBSP}kr.`,
    );
    expect(couponErrorMessage(belowMinimum, cartWorth(3750), { showIncludingTax: false })).toBe(
      `Rabattkoden gjelder fra 4${NBSP}000${NBSP}kr eks. mva. Du mangler 1${NBSP}000${NBSP}kr eks. mva.`,
    );
  });

  it('says the minimum alone when what is missing is not known', () => {
    expect(couponErrorMessage(belowMinimum, null, { showIncludingTax: true })).toBe(
      `Rabattkoden gjelder fra 5${NBSP}000${NBSP}kr.`,
    );
    expect(couponErrorMessage(belowMinimum, cartWorth(null), { showIncludingTax: false })).toBe(
      `Rabattkoden gjelder fra 4${NBSP}000${NBSP}kr eks. mva.`,
    );
  });

  it('says every other refusal as the cart does', () => {
    const expired = new SdkError('graphql', 'x', {
      refusal: { kind: 'coupon_refused', reason: 'expired', minSubtotal: null },
    });
    expect(couponErrorMessage(expired, cartWorth(100), { showIncludingTax: true })).toBe(
      'Rabattkoden er utløpt.',
    );
    expect(
      couponErrorMessage(new SdkError('network', 'fetch failed'), null, { showIncludingTax: true }),
    ).toBe('Vi kunne ikke endre handlekurven. Prøv igjen.');
  });
});
