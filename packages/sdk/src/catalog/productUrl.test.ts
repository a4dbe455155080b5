import { describe, expect, it } from 'vitest';
import { categoryUrl } from './categoryUrl';
import { productUrl } from './productUrl';

describe('productUrl', () => {
  const base = { sku: 'AP-10001', urlKey: 'oljefilter', urlSuffix: '.html', urlRewrites: [] };

  it('links to /{url_key}{url_suffix}', () => {
    expect(productUrl(base)).toBe('/oljefilter.html');
  });

  it('links to /{url_key} when the store has no suffix', () => {
    expect(productUrl({ ...base, urlSuffix: null })).toBe('/oljefilter');
    expect(productUrl({ ...base, urlSuffix: '' })).toBe('/oljefilter');
  });

  it('prefers the URL key to the URL rewrites', () => {
    expect(productUrl({ ...base, urlRewrites: [{ url: 'traktordeler/oljefilter.html' }] })).toBe(
      '/oljefilter.html',
    );
  });

  it('falls back to the first URL rewrite with an address when there is no URL key', () => {
    const urlRewrites = [null, { url: null }, { url: 'filter/oljefilter.html' }, { url: 'x.html' }];

    expect(productUrl({ ...base, urlKey: null, urlRewrites })).toBe('/filter/oljefilter.html');
    expect(productUrl({ ...base, urlKey: '', urlRewrites: [{ url: '/a.html' }] })).toBe('/a.html');
  });

  it('falls back to /p/{sku} without URL key and rewrites, with the SKU encoded', () => {
    expect(productUrl({ ...base, urlKey: null, urlRewrites: null })).toBe('/p/AP-10001');
    expect(productUrl({ ...base, sku: 'MF 3080/A?', urlKey: null, urlRewrites: [] })).toBe(
      '/p/MF%203080%2FA%3F',
    );
    expect(
      productUrl({ sku: 'X1', urlKey: undefined, urlSuffix: undefined, urlRewrites: [] }),
    ).toBe('/p/X1');
  });
});

describe('categoryUrl', () => {
  it('links to /{url_path}{url_suffix}', () => {
    expect(categoryUrl('traktordeler/filter', '.html')).toBe('/traktordeler/filter.html');
    expect(categoryUrl('traktordeler', null)).toBe('/traktordeler');
  });

  it('is null without a URL path', () => {
    expect(categoryUrl(null, '.html')).toBeNull();
    expect(categoryUrl('', '.html')).toBeNull();
    expect(categoryUrl(undefined, undefined)).toBeNull();
  });
});
