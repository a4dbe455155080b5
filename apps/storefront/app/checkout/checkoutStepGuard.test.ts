import { describe, expect, it } from 'vitest';

import { checkoutStepRedirect } from './checkoutStepGuard';

describe('checkoutStepRedirect', () => {
  it('sends /checkout to the account step without a session and to the order step with one', () => {
    expect(checkoutStepRedirect({ step: 'entry', variant: 'checkout', authenticated: false })).toBe(
      '/checkout/konto',
    );
    expect(checkoutStepRedirect({ step: 'entry', variant: 'checkout', authenticated: true })).toBe(
      '/checkout/bestilling',
    );
    expect(
      checkoutStepRedirect({ step: 'entry', variant: 'checkout-default', authenticated: true }),
    ).toBe('/checkout/checkout-default/order');
  });

  it('moves a logged-in customer on from the account step and renders it for a guest', () => {
    expect(
      checkoutStepRedirect({ step: 'account', variant: 'checkout', authenticated: true }),
    ).toBe('/checkout/bestilling');
    expect(
      checkoutStepRedirect({ step: 'account', variant: 'checkout', authenticated: false }),
    ).toBeNull();
  });

  it('sends a guest on the order step to the account step (no guest checkout)', () => {
    expect(checkoutStepRedirect({ step: 'order', variant: 'checkout', authenticated: false })).toBe(
      '/checkout/konto',
    );
    expect(
      checkoutStepRedirect({ step: 'order', variant: 'checkout-default', authenticated: false }),
    ).toBe('/checkout/checkout-default/account');
    expect(
      checkoutStepRedirect({ step: 'order', variant: 'checkout', authenticated: true }),
    ).toBeNull();
  });

  it('shows the thank-you page only for an order of the logged-in customer', () => {
    expect(
      checkoutStepRedirect({
        step: 'thankyou',
        variant: 'checkout',
        authenticated: true,
        orderFound: true,
      }),
    ).toBeNull();
    expect(
      checkoutStepRedirect({
        step: 'thankyou',
        variant: 'checkout',
        authenticated: true,
        orderFound: false,
      }),
    ).toBe('/checkout');
    expect(
      checkoutStepRedirect({
        step: 'thankyou',
        variant: 'checkout',
        authenticated: false,
        orderFound: true,
      }),
    ).toBe('/checkout');
  });
});
