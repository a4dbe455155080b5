import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { cartErrorMessage, translateCartMessage } from './cartSidebarMessages';

describe('translateCartMessage', () => {
  it.each([
    ['The coupon code "NOPE" is not valid.', 'Rabattkoden er ikke gyldig.'],
    [
      'A coupon is already applied to the cart. Please remove it to apply another',
      'Handlekurven har allerede en rabattkode. Fjern den før du bruker en ny.',
    ],
    ['The requested qty is not available', 'Det antallet du ba om, er ikke på lager.'],
    ['This product is out of stock.', 'Varen er ikke på lager.'],
    ['Could not find cart item with id: 7.', 'Varen ligger ikke lenger i handlekurven.'],
    ["The current customer isn't authorized.", 'Du har ikke tilgang. Vennligst logg inn.'],
    ['Something new', 'Something new'],
  ])('%s → %s', (message, expected) => {
    expect(translateCartMessage(message)).toBe(expected);
  });
});

describe('cartErrorMessage', () => {
  it("shows the API's first message in Norwegian", () => {
    expect(cartErrorMessage(new SdkError('graphql', 'The coupon code "XYZ" is not valid.'))).toBe(
      'Rabattkoden er ikke gyldig.',
    );
    expect(cartErrorMessage(new SdkError('graphql', 'The requested qty is not available'))).toBe(
      'Det antallet du ba om, er ikke på lager.',
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
