import { describe, expect, it } from 'vitest';
import { buildWishlistItem } from '../testing/wishlistData';
import { wishlistCartBlock } from './wishlistCartBlock';

describe('wishlistCartBlock', () => {
  it('lets a simple product in stock go straight to the cart', () => {
    expect(wishlistCartBlock(buildWishlistItem())).toBeNull();
    expect(wishlistCartBlock(buildWishlistItem({ product: { onlyXLeftInStock: 1 } }))).toBeNull();
    expect(wishlistCartBlock(buildWishlistItem({ product: { type: 'virtual' } }))).toBeNull();
    expect(wishlistCartBlock(buildWishlistItem({ product: { type: 'downloadable' } }))).toBeNull();
  });

  it('asks for a variant of a configurable product saved without one', () => {
    const configurable = { type: 'configurable' };
    expect(wishlistCartBlock(buildWishlistItem({ product: configurable }))).toBe(
      'variant-required',
    );
    expect(
      wishlistCartBlock(buildWishlistItem({ product: configurable, variantSku: 'HANSKE-L' })),
    ).toBeNull();
  });

  it('refuses what is out of stock, or of which nothing is left', () => {
    expect(wishlistCartBlock(buildWishlistItem({ product: { stockStatus: 'out-of-stock' } }))).toBe(
      'out-of-stock',
    );
    expect(wishlistCartBlock(buildWishlistItem({ product: { onlyXLeftInStock: 0 } }))).toBe(
      'out-of-stock',
    );
    expect(
      wishlistCartBlock(
        buildWishlistItem({
          product: { type: 'configurable', stockStatus: 'out-of-stock' },
          variantSku: 'HANSKE-L',
        }),
      ),
    ).toBe('out-of-stock');
  });

  it('sends bundles and grouped products to their page for their choices', () => {
    expect(wishlistCartBlock(buildWishlistItem({ product: { type: 'bundle' } }))).toBe(
      'options-required',
    );
    expect(wishlistCartBlock(buildWishlistItem({ product: { type: 'grouped' } }))).toBe(
      'options-required',
    );
  });

  it('refuses a type the cart does not take', () => {
    expect(wishlistCartBlock(buildWishlistItem({ product: { type: 'giftcard' } }))).toBe(
      'unsupported-type',
    );
  });
});
