import { describe, expect, it } from 'vitest';

import { bodyClassName, isCheckoutPage, pageLayout } from './checkoutLayout';

const page = (pathname: string, ...routeIds: string[]) => ({
  pathname,
  routeIds: ['root', ...routeIds],
});

describe('isCheckoutPage', () => {
  it('is true for every route whose id begins with checkout', () => {
    expect(isCheckoutPage(page('/checkout/konto', 'checkout', 'checkout-konto'))).toBe(true);
    expect(
      isCheckoutPage(
        page('/checkout/checkout-default/order', 'checkout', 'checkout-default-order'),
      ),
    ).toBe(true);
    expect(isCheckoutPage(page('/checkout/takk', 'checkout', 'checkout-takk'))).toBe(true);
  });

  it('is true for paths under the external checkout whatever their route id', () => {
    expect(isCheckoutPage(page('/sveacheckout', 'sveacheckout'))).toBe(true);
    expect(isCheckoutPage(page('/sveacheckout/confirmation', 'routes/x'))).toBe(true);
  });

  it('is false elsewhere, also for look-alike paths and ids that only contain checkout', () => {
    expect(isCheckoutPage(page('/', 'routes/home'))).toBe(false);
    expect(isCheckoutPage(page('/sveacheckouts', 'routes/catchAll'))).toBe(false);
    expect(isCheckoutPage(page('/checkout-guide', 'routes/catchAll'))).toBe(false);
    expect(isCheckoutPage(page('/customer/x', 'customer-checkout'))).toBe(false);
  });
});

describe('bodyClassName', () => {
  it('marks checkout pages with checkout-page and leaves others without a class', () => {
    expect(bodyClassName(page('/checkout/bestilling', 'checkout', 'checkout-bestilling'))).toBe(
      'checkout-page',
    );
    expect(bodyClassName(page('/onskeliste', 'wishlist'))).toBeUndefined();
  });
});

describe('pageLayout', () => {
  it('gives the account and order steps the minimal layout', () => {
    expect(pageLayout(page('/checkout/konto', 'checkout', 'checkout-konto'))).toBe('minimal');
    expect(pageLayout(page('/checkout/bestilling', 'checkout', 'checkout-bestilling'))).toBe(
      'minimal',
    );
    expect(
      pageLayout(
        page('/checkout/checkout-default/account', 'checkout', 'checkout-default-account'),
      ),
    ).toBe('minimal');
    expect(pageLayout(page('/sveacheckout', 'sveacheckout'))).toBe('minimal');
  });

  it('gives the thank-you pages and the external confirmation the full layout', () => {
    expect(pageLayout(page('/checkout/takk', 'checkout', 'checkout-takk'))).toBe('default');
    expect(
      pageLayout(
        page('/checkout/checkout-default/thankyou', 'checkout', 'checkout-default-thankyou'),
      ),
    ).toBe('default');
    expect(pageLayout(page('/sveacheckout/confirmation', 'sveacheckout-confirmation'))).toBe(
      'default',
    );
    expect(pageLayout(page('/sveacheckout/confirmation/', 'sveacheckout-confirmation'))).toBe(
      'default',
    );
  });

  it('gives every other page the default layout', () => {
    expect(pageLayout(page('/customer/my-profile', 'customer', 'customer-my-profile'))).toBe(
      'default',
    );
  });
});
