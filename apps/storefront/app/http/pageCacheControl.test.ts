import { describe, expect, it } from 'vitest';

import {
  catalogueCacheControl,
  isPersonalPath,
  notFoundCacheControl,
  pageCacheControl,
  type PageCacheInput,
} from './pageCacheControl';

const anonymousCategory: PageCacheInput = {
  method: 'GET',
  pathname: '/traktordeler.html',
  status: 200,
  session: false,
  setsCookie: false,
  routeCacheControl: null,
};

const personal = { cacheControl: 'private, no-store', varyCookie: false };

describe('pageCacheControl', () => {
  it.each([
    '/',
    '/traktordeler.html',
    '/p/ABC-1',
    '/search',
    '/parts/traktor',
    '/aktuelt',
    '/faq.html',
  ])('makes the anonymous page %s public for a CDN, varying on cookies', (pathname) => {
    expect(pageCacheControl({ ...anonymousCategory, pathname })).toEqual({
      cacheControl: catalogueCacheControl,
      varyCookie: true,
    });
  });

  it('uses the agreed public value', () => {
    expect(catalogueCacheControl).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
  });

  it.each(['HEAD', 'get'])('treats %s like GET', (method) => {
    expect(pageCacheControl({ ...anonymousCategory, method }).cacheControl).toBe(
      catalogueCacheControl,
    );
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('keeps no answer to %s', (method) => {
    expect(pageCacheControl({ ...anonymousCategory, method })).toEqual(personal);
  });

  it('keeps no page rendered for a request with a session, whatever the status', () => {
    for (const status of [200, 301, 404, 500]) {
      expect(pageCacheControl({ ...anonymousCategory, status, session: true })).toEqual(personal);
    }
  });

  it('keeps no answer that sets a cookie', () => {
    expect(pageCacheControl({ ...anonymousCategory, setsCookie: true })).toEqual(personal);
  });

  it('lets a session beat a route’s own Cache-Control', () => {
    expect(
      pageCacheControl({
        ...anonymousCategory,
        session: true,
        routeCacheControl: 'public, max-age=3600',
      }),
    ).toEqual(personal);
  });

  it.each([
    '/customer',
    '/customer/login',
    '/customer/MyAccount/order-history',
    '/Customer/Login',
    '/checkout',
    '/checkout/bestilling',
    '/checkout/takk.data',
    '/checkout.data',
    '/onskeliste',
    '/onskeliste.data',
    '/my-tractors',
    '/sveacheckout/confirmation',
    '/delt-liste/abcdefghijklmnopqrstuvwxyz012345',
    '//customer/login',
    '/%63ustomer/login',
  ])('keeps no guest page at %s (one shopper’s page)', (pathname) => {
    expect(pageCacheControl({ ...anonymousCategory, pathname })).toEqual(personal);
  });

  it('does not take a catalogue path that only begins with the same letters for a personal one', () => {
    for (const pathname of ['/customers-favourites.html', '/checkouts.html', '/onskelister']) {
      expect(isPersonalPath(pathname)).toBe(false);
    }
  });

  it('judges a .data request as its page', () => {
    expect(isPersonalPath('/_root.data')).toBe(false);
    expect(pageCacheControl({ ...anonymousCategory, pathname: '/traktordeler.html.data' })).toEqual(
      {
        cacheControl: catalogueCacheControl,
        varyCookie: true,
      },
    );
  });

  it('judges a path that is not validly percent-encoded as it is', () => {
    expect(isPersonalPath('/%E0%A4%A/customer')).toBe(false);
    expect(isPersonalPath('/customer/%E0%A4%A')).toBe(true);
  });

  it.each([404, 410])('keeps a %i briefly', (status) => {
    expect(pageCacheControl({ ...anonymousCategory, status })).toEqual({
      cacheControl: notFoundCacheControl,
      varyCookie: true,
    });
  });

  it.each([301, 308])('keeps a permanent redirect (%i) like a page', (status) => {
    expect(pageCacheControl({ ...anonymousCategory, status }).cacheControl).toBe(
      catalogueCacheControl,
    );
  });

  it.each([302, 303, 307, 400, 401, 403, 429, 500, 502, 503])('keeps no anonymous %i', (status) => {
    expect(pageCacheControl({ ...anonymousCategory, status })).toEqual({
      cacheControl: 'no-store',
      varyCookie: false,
    });
  });

  it('keeps the Cache-Control a route chose (the sitemap), without Vary: Cookie', () => {
    expect(
      pageCacheControl({
        ...anonymousCategory,
        pathname: '/sitemap.xml',
        routeCacheControl: 'public, max-age=3600',
      }),
    ).toEqual({ cacheControl: 'public, max-age=3600', varyCookie: false });
  });

  it('does not keep a route’s Cache-Control on a server error', () => {
    expect(
      pageCacheControl({
        ...anonymousCategory,
        status: 500,
        routeCacheControl: 'public, max-age=3600',
      }).cacheControl,
    ).toBe('no-store');
  });
});
