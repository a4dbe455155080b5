import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logoutDestination';

describe('logoutDestination', () => {
  it.each([
    '/checkout',
    '/checkout/',
    '/checkout/bestilling',
    '/checkout/konto',
    '/checkout/takk',
    '/checkout/checkout-default/order',
    '/sveacheckout',
    '/sveacheckout/',
    '/sveacheckout/confirmation',
  ])('goes home from the checkout page %s', (pathname) => {
    expect(logoutDestination(pathname)).toBe('home');
  });

  it.each(['/Checkout', '/CHECKOUT/Bestilling', '/SveaCheckout/confirmation'])(
    'reads %s in any letter case, as the router does',
    (pathname) => {
      expect(logoutDestination(pathname)).toBe('home');
    },
  );

  it.each(['/checkout?step=2', '/checkout#betaling', '/sveacheckout/confirmation?id=1'])(
    'ignores the query and fragment of %s',
    (pathname) => {
      expect(logoutDestination(pathname)).toBe('home');
    },
  );

  it('reads the path of a whole URL', () => {
    expect(logoutDestination('https://shop.example/checkout/takk?order=1')).toBe('home');
    expect(logoutDestination('https://shop.example/customer?to=/checkout')).toBe('reload');
  });

  it('treats repeated slashes as one', () => {
    expect(logoutDestination('//checkout')).toBe('home');
    expect(logoutDestination('/checkout//takk')).toBe('home');
  });

  it.each([
    '/',
    '',
    '/customer/my-profile',
    '/customer/order-history/000000123',
    '/traktordeler.html',
    '/cart',
    '/checkoutx',
    '/checkout-info',
    '/checkout.html',
    '/sveacheckoutx',
    '/sveacheckout-info',
    '/no/checkout',
    '/aktuelt/checkout',
    '/customer?to=/checkout',
    '/customer#/checkout',
  ])('reloads %s', (pathname) => {
    expect(logoutDestination(pathname)).toBe('reload');
  });

  it('reads a path without its leading slash', () => {
    expect(logoutDestination('checkout')).toBe('home');
    expect(logoutDestination('customer')).toBe('reload');
  });
});
