import { logoutDestination } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  checkoutRouteId,
  checkoutStepPath,
  checkoutVariantOf,
  thankYouPath,
} from './checkoutRoutes';

describe('checkout routes', () => {
  it('names the steps in Norwegian under /checkout and in English under checkout-default', () => {
    expect(
      ['account', 'order', 'thankyou'].map((step) => checkoutStepPath(step as 'order')),
    ).toEqual(['/checkout/konto', '/checkout/bestilling', '/checkout/takk']);
    expect(checkoutStepPath('account', 'checkout-default')).toBe(
      '/checkout/checkout-default/account',
    );
  });

  it('puts the order number in the thank-you address', () => {
    expect(thankYouPath('000001043')).toBe('/checkout/takk?order=000001043');
    expect(thankYouPath('a b', 'checkout-default')).toBe(
      '/checkout/checkout-default/thankyou?order=a%20b',
    );
  });

  it('tells the address set from the path', () => {
    expect(checkoutVariantOf('/checkout/checkout-default/order')).toBe('checkout-default');
    expect(checkoutVariantOf('/checkout/bestilling')).toBe('checkout');
  });

  it('gives route ids that begin with checkout', () => {
    expect(checkoutRouteId('order', 'checkout')).toBe('checkout-bestilling');
    expect(checkoutRouteId('thankyou', 'checkout-default')).toBe('checkout-default-thankyou');
  });

  it('are pages a logout leaves for home (the SDK knows every checkout path)', () => {
    const steps = ['account', 'order', 'thankyou'] as const;
    for (const variant of ['checkout', 'checkout-default'] as const) {
      for (const step of steps)
        expect(logoutDestination(checkoutStepPath(step, variant))).toBe('home');
    }
    expect(logoutDestination('/sveacheckout/confirmation')).toBe('home');
    expect(logoutDestination('/customer/my-profile')).toBe('reload');
  });
});
