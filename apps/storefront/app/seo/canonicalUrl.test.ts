import { describe, expect, it } from 'vitest';

import { canonicalUrl } from './canonicalUrl';

const shop = 'https://shop.example';

describe('canonicalUrl', () => {
  it("is the public address plus the page's path, whatever host the request came to", () => {
    expect(canonicalUrl(shop, new URL('http://internal:3000/traktordeler.html'))).toBe(
      `${shop}/traktordeler.html`,
    );
  });

  it('keeps the page number but not page 1, tracking parameters or sorting', () => {
    const url = new URL('http://x/filter.html?utm_source=nyhetsbrev&page=3&sort=price_ASC&gclid=1');
    expect(canonicalUrl(shop, url)).toBe(`${shop}/filter.html?page=3`);
    expect(canonicalUrl(shop, new URL('http://x/filter.html?page=1'))).toBe(`${shop}/filter.html`);
  });

  it('keeps one page number as the listing reads it, never 0, words, negatives or zeros in front', () => {
    for (const page of ['0', 'abc', '-1', '1.5']) {
      expect(canonicalUrl(shop, new URL(`http://x/f.html?page=${page}`))).toBe(`${shop}/f.html`);
    }
    expect(canonicalUrl(shop, new URL('http://x/f.html?page=02'))).toBe(`${shop}/f.html?page=2`);
    expect(canonicalUrl(shop, new URL('http://x/f.html?page=2&page=3'))).toBe(
      `${shop}/f.html?page=2`,
    );
  });

  it('keeps the named parameters in a stable order', () => {
    const url = new URL('http://x/collection/merke.html?page=2&manufacturer=12');
    expect(canonicalUrl(shop, url, ['page', 'manufacturer'])).toBe(
      `${shop}/collection/merke.html?manufacturer=12&page=2`,
    );
  });
});
