import { describe, expect, it } from 'vitest';

import { cookiesClearedAtSessionEnd } from './sessionCookies';

describe('cookiesClearedAtSessionEnd', () => {
  it('lists the vsf- cookies of the header but store, currency and the token', () => {
    expect(
      cookiesClearedAtSessionEnd(
        'vsf-store=ad_nb_no; vsf-currency=NOK; vsf-customer=t; vsf-cart=c; vsf-cache-id=x; ' +
          'vsf-country=NO; vsf-locale=nb; vsf-message=m; vsf-wishlist=w; vsf-later-added=1',
      ),
    ).toEqual([
      'vsf-cart',
      'vsf-cache-id',
      'vsf-country',
      'vsf-locale',
      'vsf-message',
      'vsf-wishlist',
      'vsf-later-added',
    ]);
  });

  it('leaves cookies without the prefix alone: preferences and other sites’ cookies', () => {
    expect(cookiesClearedAtSessionEnd('taxOff=true; listingView=list; my-vsf-cart=1')).toEqual([]);
  });

  it('names each cookie once, trims spaces, and skips parts without a value separator', () => {
    expect(
      cookiesClearedAtSessionEnd('vsf-cart=a;vsf-cart=b;  vsf-message = x ; vsf-flag'),
    ).toEqual(['vsf-cart', 'vsf-message']);
  });

  it('is empty without a header', () => {
    expect(cookiesClearedAtSessionEnd('')).toEqual([]);
    expect(cookiesClearedAtSessionEnd(null)).toEqual([]);
    expect(cookiesClearedAtSessionEnd(undefined)).toEqual([]);
  });
});
