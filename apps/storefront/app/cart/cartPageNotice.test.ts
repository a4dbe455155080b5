import { describe, expect, it } from 'vitest';

import { cartPageNotice, checkoutEmptiedState } from './cartPageNotice';

describe('cartPageNotice', () => {
  it('tells a shopper the checkout sent back that there was nothing to order', () => {
    expect(cartPageNotice(checkoutEmptiedState)).toBe(
      'Det er ingen varer å bestille, så vi tok deg tilbake til handlekurven. Legg til varer før du går til kassen.',
    );
  });

  it('says nothing for an ordinary visit or a state it does not know', () => {
    expect(cartPageNotice(null)).toBeNull();
    expect(cartPageNotice(undefined)).toBeNull();
    expect(cartPageNotice({ notice: 'something-else' })).toBeNull();
    expect(cartPageNotice('checkout-emptied')).toBeNull();
  });
});
