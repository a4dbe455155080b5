import { describe, expect, it } from 'vitest';
import { buildWishlistItem } from '../testing/wishlistData';
import { initialWishlistState } from './initialWishlistState';
import { isWishlisted } from './isWishlisted';
import { emptyWishlist } from './wishlistRules';

const loaded = (...items: ReturnType<typeof buildWishlistItem>[]) => ({
  status: 'ready' as const,
  wishlist: { ...emptyWishlist, items },
});

describe('isWishlisted', () => {
  it('is true for a product on the loaded list, by SKU and chosen variant', () => {
    const state = loaded(
      buildWishlistItem({ product: { sku: 'OLJE-1' } }),
      buildWishlistItem({ id: '2', product: { sku: 'HANSKE' }, variantSku: 'HANSKE-L' }),
    );
    expect(isWishlisted(state, 'OLJE-1')).toBe(true);
    expect(isWishlisted(state, 'HANSKE', 'HANSKE-L')).toBe(true);
    expect(isWishlisted(state, 'HANSKE', 'HANSKE-M')).toBe(false);
    expect(isWishlisted(state, 'HANSKE')).toBe(false);
    expect(isWishlisted(state, 'FILTER-9')).toBe(false);
  });

  it('is false for everything while the list is idle; a list loading again keeps its items', () => {
    const idle = {
      ...initialWishlistState('guest'),
      wishlist: loaded(buildWishlistItem()).wishlist,
    };
    expect(isWishlisted(idle, 'OLJE-1')).toBe(false);
    expect(isWishlisted({ ...idle, status: 'loading' }, 'OLJE-1')).toBe(true);
  });
});
