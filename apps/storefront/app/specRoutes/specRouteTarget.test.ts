import { describe, expect, it } from 'vitest';

import { catalogRouteTarget, storybookTarget } from './specRouteTarget';

const target = (path: string) => catalogRouteTarget(new URL(path, 'https://shop.test'));

describe('catalogRouteTarget', () => {
  it('sends a product by sku to its page', () => {
    expect(target('/catalog/Product?sku=AB-12 3')).toBe('/p/AB-12%203');
  });

  it('sends the rest to the search listing, the listing query kept', () => {
    expect(target('/catalog/Category')).toBe('/search');
    expect(target('/catalog/Product')).toBe('/search');
    expect(target('/catalog/Category?term=filter&page=2&sort=price_ASC')).toBe(
      '/search?term=filter&page=2&sort=price_ASC',
    );
    expect(target('/catalog/Category?sku=X')).toBe('/search');
  });
});

describe('storybookTarget', () => {
  it('takes an http(s) address and nothing else', () => {
    expect(storybookTarget('https://storybook.example.no/')).toBe('https://storybook.example.no/');
    expect(storybookTarget(undefined)).toBeNull();
    expect(storybookTarget('  ')).toBeNull();
    expect(storybookTarget('javascript:alert(1)')).toBeNull();
    expect(storybookTarget('not a url')).toBeNull();
  });
});
