import { describe, expect, it } from 'vitest';
import { categoryUrlPathFromUrl, normalizeUrlPath, productUrlKeyFromUrl } from './normalizeUrlPath';

describe('normalizeUrlPath', () => {
  it.each([
    ['/traktordeler.html', 'traktordeler.html'],
    ['traktordeler.html', 'traktordeler.html'],
    ['//traktordeler/filter.html/', 'traktordeler/filter.html'],
    ['https://shop.example/traktordeler/filter.html', 'traktordeler/filter.html'],
    ['http://localhost:3000/traktordeler.html?page=2&utm_source=x', 'traktordeler.html'],
    ['/traktordeler.html#produkter', 'traktordeler.html'],
    ['  /om-oss  ', 'om-oss'],
    ['/%C3%B8nskeliste', 'ønskeliste'],
    ['/100%-ren', '100%-ren'],
    ['/', ''],
    ['', ''],
    ['https://shop.example', ''],
    ['?page=2', ''],
  ])('turns %j into %j', (url, path) => {
    expect(normalizeUrlPath(url)).toBe(path);
  });
});

describe('categoryUrlPathFromUrl', () => {
  it.each([
    ['/traktordeler/filter.html', 'traktordeler/filter'],
    ['traktordeler/filter.html', 'traktordeler/filter'],
    ['/traktordeler/filter', 'traktordeler/filter'],
    ['/traktordeler/filter/', 'traktordeler/filter'],
    ['https://shop.example/traktordeler.html?sort=name_ASC', 'traktordeler'],
    ['/html.html', 'html'],
    ['/traktordeler.htm', 'traktordeler.htm'],
    ['/', ''],
  ])('finds the url_path of %j: %j', (url, urlPath) => {
    expect(categoryUrlPathFromUrl(url)).toBe(urlPath);
  });

  it('strips the suffix the store uses', () => {
    expect(categoryUrlPathFromUrl('/traktordeler/filter/', '/')).toBe('traktordeler/filter');
    expect(categoryUrlPathFromUrl('/traktordeler.php', '.php')).toBe('traktordeler');
    expect(categoryUrlPathFromUrl('/traktordeler.html', '')).toBe('traktordeler.html');
  });
});

describe('productUrlKeyFromUrl', () => {
  it.each([
    ['oljefilter-mf-3080', 'oljefilter-mf-3080'],
    ['/oljefilter-mf-3080.html', 'oljefilter-mf-3080'],
    ['traktordeler/filter/oljefilter-mf-3080.html', 'oljefilter-mf-3080'],
    ['https://shop.example/oljefilter-mf-3080.html?ref=menu', 'oljefilter-mf-3080'],
    ['/oljefilter-mf-3080/', 'oljefilter-mf-3080'],
    ['/', ''],
    ['', ''],
  ])('finds the url_key of %j: %j', (url, urlKey) => {
    expect(productUrlKeyFromUrl(url)).toBe(urlKey);
  });
});
