import { describe, expect, it } from 'vitest';

import { wishlistPageHref } from './wishlistPagination';

describe('wishlistPageHref', () => {
  it('leaves the parameter out for page 1', () => {
    expect(wishlistPageHref(1)).toBe('/onskeliste');
    expect(wishlistPageHref(2)).toBe('/onskeliste?page=2');
  });
});
