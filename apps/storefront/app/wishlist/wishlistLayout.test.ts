import { describe, expect, it } from 'vitest';

import { readWishlistLayout } from './wishlistLayout';

describe('readWishlistLayout', () => {
  it('is list only when the wishlist cookie says so', () => {
    expect(readWishlistLayout('wishlist-view=list')).toBe('list');
    expect(readWishlistLayout('a=1; wishlist-view=list; b=2')).toBe('list');
    expect(readWishlistLayout('wishlist-view=grid')).toBe('grid');
    expect(readWishlistLayout('wishlist-view=tiles')).toBe('grid');
    expect(readWishlistLayout(null)).toBe('grid');
  });

  it('is not the listings’ choice', () => {
    expect(readWishlistLayout('listing-view=list')).toBe('grid');
  });
});
