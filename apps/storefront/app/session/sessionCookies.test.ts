import { storageKeysClearedAtExpiry, storageKeysClearedAtLogout } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { cookieNames, cookiesClearedAtSessionEnd } from './sessionCookies';

const everyShopCookie =
  'vsf-store=ad_nb_no; vsf-currency=NOK; vsf-customer=t; vsf-cart=c; vsf-cache-id=x; ' +
  'vsf-country=NO; vsf-locale=nb; vsf-message=m; vsf-wishlist=w; vsf-credit-check-approved=true; ' +
  'taxOff=true; listingView=list';

describe('cookieNames', () => {
  it('names each cookie once, trimmed, skipping parts without a value separator', () => {
    expect(cookieNames('a=1;a=2;  b = x ; flag; =nameless')).toEqual(['a', 'b']);
  });

  it('is empty without a header', () => {
    expect(cookieNames('')).toEqual([]);
    expect(cookieNames(null)).toEqual([]);
    expect(cookieNames(undefined)).toEqual([]);
  });
});

describe('cookiesClearedAtSessionEnd', () => {
  it('at logout: every vsf- cookie the browser has but store, currency and the token', () => {
    expect(cookiesClearedAtSessionEnd(everyShopCookie, storageKeysClearedAtLogout())).toEqual([
      'vsf-cart',
      'vsf-cache-id',
      'vsf-country',
      'vsf-locale',
      'vsf-message',
      'vsf-wishlist',
      'vsf-credit-check-approved',
    ]);
  });

  it("when the API refused the token: every cookie of the customer's session, the guest's kept (the token is cleared on its own)", () => {
    const cleared = cookiesClearedAtSessionEnd(everyShopCookie, storageKeysClearedAtExpiry());
    expect(cleared).toEqual(expect.arrayContaining(['vsf-cart', 'vsf-cache-id', 'vsf-message']));
    expect(cleared).not.toContain('vsf-customer');
    expect(cleared).not.toContain('vsf-wishlist');
    expect(cleared).not.toContain('vsf-store');
  });

  it('clears only cookies the browser has, and leaves preferences alone', () => {
    expect(
      cookiesClearedAtSessionEnd('taxOff=true; vsf-store=x', storageKeysClearedAtLogout()),
    ).toEqual([]);
    expect(cookiesClearedAtSessionEnd(null, storageKeysClearedAtLogout())).toEqual([]);
  });
});
