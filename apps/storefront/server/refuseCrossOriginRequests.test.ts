import { describe, expect, it } from 'vitest';

import { isSameOriginRequest, type RequestProvenance } from './refuseCrossOriginRequests';

const shop = ['https://www.agrideler.no', 'http://127.0.0.1:3000'];

describe('isSameOriginRequest', () => {
  const cases: [string, RequestProvenance, boolean][] = [
    ['the shop’s own origin', { origin: 'https://www.agrideler.no' }, true],
    ['the origin the request was addressed to', { origin: 'http://127.0.0.1:3000' }, true],
    ['a foreign origin', { origin: 'http://evil.example' }, false],
    ['a sibling subdomain', { origin: 'https://evil.agrideler.no' }, false],
    ['another port of the shop’s host', { origin: 'http://127.0.0.1:3001' }, false],
    ['another scheme of the shop’s host', { origin: 'http://www.agrideler.no' }, false],
    ['an opaque origin', { origin: 'null' }, false],
    [
      'an origin with a path (no browser sends one)',
      { origin: 'https://www.agrideler.no/' },
      false,
    ],
    [
      'the shop’s origin, but the browser saw another site',
      { origin: 'https://www.agrideler.no', secFetchSite: 'cross-site' },
      false,
    ],
    [
      'the shop’s origin with the browser’s same-origin',
      { origin: 'https://www.agrideler.no', secFetchSite: 'same-origin' },
      true,
    ],
    ['no Origin, Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin' }, true],
    ['no Origin, Sec-Fetch-Site none (the shopper’s own action)', { secFetchSite: 'none' }, true],
    ['no Origin, Sec-Fetch-Site same-site', { secFetchSite: 'same-site' }, false],
    ['no Origin, Sec-Fetch-Site cross-site', { secFetchSite: 'cross-site' }, false],
    ['only a Referer from the shop', { referer: 'https://www.agrideler.no/customer' }, true],
    ['only a Referer from elsewhere', { referer: 'http://evil.example/form' }, false],
    ['only a Referer that is no URL', { referer: 'not a url' }, false],
    ['none of the three (not a browser)', {}, true],
  ];

  for (const [name, provenance, allowed] of cases) {
    it(`${allowed ? 'allows' : 'refuses'} ${name}`, () => {
      expect(isSameOriginRequest(provenance, shop)).toBe(allowed);
    });
  }
});
