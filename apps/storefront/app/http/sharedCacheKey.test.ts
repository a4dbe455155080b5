import { consentCookieName, shopConstants } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { readCookie } from '../cookies/readCookie';
import { readListingLayout } from '../listing/useListingLayout';
import { readTaxOffCookie } from '../price/preferenceStorage';
import { readCustomerToken } from '../session/sessionCookie.server';
import { cacheBypassCookies, pageVariant, pageVariantCookies } from './sharedCacheKey';

describe('the cookies of the shared cache key', () => {
  it('are the ones the server renders an anonymous page from', () => {
    expect(pageVariantCookies).toEqual([
      'taxOff',
      'listing-view',
      'vsf-consent',
      'top-bar-dismissed',
    ]);
    // Each name is the one its reader reads.
    expect(readTaxOffCookie('taxOff=true')).toBe('true');
    expect(readListingLayout('listing-view=list')).toBe('list');
    expect(readCookie(`${consentCookieName}=x`, pageVariantCookies[2])).toBe('x');
  });

  it('bypass the cache with the session or the cart cookie', () => {
    expect(cacheBypassCookies).toEqual([
      shopConstants.cookies.names.customer,
      shopConstants.cookies.names.cart,
    ]);
    expect(readCustomerToken(`${cacheBypassCookies[0]}=token`)).toBe('token');
  });
});

describe('pageVariant', () => {
  it('names every variant cookie’s raw value, empty when absent, in a fixed order', () => {
    expect(pageVariant(null)).toBe('taxOff=;listing-view=;vsf-consent=;top-bar-dismissed=');
    expect(pageVariant('_ga=GA1.1.1; listing-view=list; taxOff=true; _gid=2')).toBe(
      'taxOff=true;listing-view=list;vsf-consent=;top-bar-dismissed=',
    );
    expect(pageVariant('vsf-consent=%7B%22version%22%3A1%7D; top-bar-dismissed=abc')).toBe(
      'taxOff=;listing-view=;vsf-consent=%7B%22version%22%3A1%7D;top-bar-dismissed=abc',
    );
  });

  it.each([
    'taxOff=true',
    'taxOff=true; taxOff=false',
    'taxOff =true',
    '\u00a0taxOff=true',
    'taxOff= true ',
    'xtaxOff=true;taxOff=false',
    'TaxOff=true',
    'taxOff="true"',
    'taxOff=tru%65',
    'taxOff',
    'a=b;;taxOff=true;',
  ])('reads %j as the server’s cookie reader does', (header) => {
    const raw = /^taxOff=(.*?);/.exec(pageVariant(header))?.[1] ?? '';
    const read = readCookie(header, 'taxOff');
    // The same cookie, before and after decoding: never one cookie for the key, another for the page.
    expect(raw === '' ? null : readCookie(`taxOff=${raw}`, 'taxOff')).toBe(read);
  });
});
