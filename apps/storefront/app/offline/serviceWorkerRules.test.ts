import { describe, expect, it } from 'vitest';

import {
  cacheNames,
  isStorable,
  offlinePagePath,
  routeRequest,
  staleCaches,
  type ResponseFacts,
} from './serviceWorkerRules';

const origin = 'https://agrideler.no';
const get = (path: string, mode = 'cors') => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode,
  origin,
});

describe('routeRequest', () => {
  it.each([
    '/assets/root-BxY12.js',
    '/assets/ui-9a8b7c.css',
    '/assets/font-abc.woff2',
    '/favicon.svg',
    offlinePagePath,
    '/images/page-not-found.svg',
    '/fonts/inter.woff2',
  ])('answers the static file %s from the cache first', (path) => {
    expect(routeRequest(get(path))).toBe('static');
  });

  it.each(['/', '/traktordeler.html', '/customer/my-profile', '/checkout', '/onskeliste'])(
    'sends the navigation to %s to the network, with the offline page as fallback',
    (path) => {
      expect(routeRequest(get(path, 'navigate'))).toBe('navigation');
    },
  );

  it.each([
    '/graphql?query=%7Bcart%7D',
    '/graphql',
    '/traktordeler.html.data',
    '/_root.data',
    '/customer/login.data',
    '/checkout/bestilling',
    '/onskeliste.data',
    '/customer/avatar.png',
    '/checkout/logo.svg',
    '/traktordeler.html',
    '/sitemap.xml',
    '/robots.txt',
    '/assets/root.js?v=2',
  ])('leaves %s to the network (never stored)', (path) => {
    expect(routeRequest(get(path))).toBe('network');
  });

  it.each(['POST', 'PUT', 'DELETE'])('leaves a %s to the network, even of an asset', (method) => {
    expect(routeRequest({ ...get('/assets/root.js'), method })).toBe('network');
    expect(routeRequest({ ...get('/', 'navigate'), method })).toBe('network');
  });

  it('leaves other origins alone (the API, the tag manager), navigations included', () => {
    expect(routeRequest({ ...get('/'), url: 'https://api.agrideler.no/media/a.png' })).toBe(
      'network',
    );
    expect(
      routeRequest({ ...get('/', 'navigate'), url: 'https://www.googletagmanager.com/gtm.js' }),
    ).toBe('network');
  });

  it('leaves a URL it cannot read to the network', () => {
    expect(routeRequest({ ...get('/'), url: 'not a url' })).toBe('network');
  });

  it('takes the method in any case', () => {
    expect(routeRequest({ ...get('/assets/a.js'), method: 'get' })).toBe('static');
  });
});

describe('isStorable', () => {
  const asset: ResponseFacts = {
    url: `${origin}/assets/root-BxY12.js`,
    status: 200,
    type: 'basic',
    cacheControl: 'public, max-age=31536000, immutable',
    vary: null,
  };

  it('stores a same-origin 200 of a static file', () => {
    expect(isStorable(asset)).toBe(true);
    expect(isStorable({ ...asset, cacheControl: null })).toBe(true);
  });

  it.each([
    ['a 404', { status: 404 }],
    ['a partial answer', { status: 206 }],
    ['an opaque answer', { type: 'opaque' }],
    ['a cross-origin answer', { type: 'cors' }],
    ['a private answer', { cacheControl: 'private, max-age=60' }],
    ['a no-store answer', { cacheControl: 'no-store' }],
    ['an answer varying on cookies', { vary: 'Accept-Encoding, Cookie' }],
    ['an answer varying on everything', { vary: '*' }],
    [
      'a GraphQL answer',
      { url: `${origin}/graphql?query=x`, cacheControl: 'public, s-maxage=300' },
    ],
    ['a customer page', { url: `${origin}/customer/my-profile` }],
    ['a checkout file', { url: `${origin}/checkout/x.js` }],
    ['the wish list', { url: `${origin}/onskeliste` }],
    ['an unreadable URL', { url: 'nope' }],
  ] satisfies [string, Partial<ResponseFacts>][])('does not store %s', (_name, change) => {
    expect(isStorable({ ...asset, ...change })).toBe(false);
  });
});

describe('cache names', () => {
  it('names the caches by build and drops those of other builds only', () => {
    expect(cacheNames('abc')).toEqual({ static: 'agri-static-abc' });
    expect(
      staleCaches(['agri-static-old', 'agri-static-abc', 'someone-elses-cache'], 'abc'),
    ).toEqual(['agri-static-old']);
  });
});
