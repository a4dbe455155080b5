import { describe, expect, it } from 'vitest';
import { isWishlistEnabled } from './isWishlistEnabled';

describe('isWishlistEnabled', () => {
  it('follows the store config, and is on without one', () => {
    expect(isWishlistEnabled({ wishlistEnabled: true })).toBe(true);
    expect(isWishlistEnabled({ wishlistEnabled: false })).toBe(false);
    expect(isWishlistEnabled(null)).toBe(true);
    expect(isWishlistEnabled(undefined)).toBe(true);
  });
});
