import { describe, expect, it } from 'vitest';

import { checkoutProgressSteps, checkoutStepTitle, currentCheckoutStep } from './checkoutProgress';

describe('checkout progress', () => {
  it('names the three steps in order', () => {
    expect(checkoutProgressSteps).toEqual([
      { id: 'account', label: 'Konto' },
      { id: 'order', label: 'Levering og betaling' },
      { id: 'thankyou', label: 'Bekreftelse' },
    ]);
  });

  it('finds the step of the matched routes in both address sets', () => {
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-konto'])).toBe('account');
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-bestilling'])).toBe('order');
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-takk'])).toBe('thankyou');
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-default-order'])).toBe('order');
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-default-thankyou'])).toBe('thankyou');
  });

  it('has no step for /checkout itself or outside the checkout', () => {
    expect(currentCheckoutStep(['root', 'checkout', 'checkout-index'])).toBeNull();
    expect(currentCheckoutStep(['root', 'cart'])).toBeNull();
  });

  it('gives each step a title of its own', () => {
    const titles = checkoutProgressSteps.map(({ id }) => checkoutStepTitle(id));
    expect(titles).toEqual([
      'Konto – Kasse',
      'Levering og betaling – Kasse',
      'Bekreftelse – Kasse',
    ]);
  });
});
