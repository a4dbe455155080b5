import { describe, expect, it } from 'vitest';
import { parseWishlistPage, wishlistPageSize, wishlistPageSlice } from './wishlistPageSlice';

const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('parseWishlistPage', () => {
  it('reads a whole page number above 0, else page 1', () => {
    expect(parseWishlistPage('3')).toBe(3);
    expect(parseWishlistPage(null)).toBe(1);
    expect(parseWishlistPage('')).toBe(1);
    expect(parseWishlistPage('0')).toBe(1);
    expect(parseWishlistPage('-2')).toBe(1);
    expect(parseWishlistPage('1.5')).toBe(1);
    expect(parseWishlistPage('to')).toBe(1);
  });
});

describe('wishlistPageSlice', () => {
  it('shows 12 items a page', () => {
    expect(wishlistPageSize).toBe(12);
    const first = wishlistPageSlice(items, 1);
    expect(first.items).toEqual(items.slice(0, 12));
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(3);

    const last = wishlistPageSlice(items, 3);
    expect(last.items).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('shows the last page for a page past the end (an item removed there)', () => {
    const slice = wishlistPageSlice(items.slice(0, 24), 3);

    expect(slice.page).toBe(2);
    expect(slice.items).toEqual(items.slice(12, 24));
  });

  it('has one empty page for an empty list', () => {
    const slice = wishlistPageSlice([], 4);

    expect(slice).toMatchObject({ items: [], page: 1, totalPages: 1 });
  });

  it('gives the pagination window for the page shown', () => {
    const { pagination } = wishlistPageSlice(items, 2, 5);

    expect(pagination.find((item) => item.type === 'previous')).toEqual({
      type: 'previous',
      page: 1,
      disabled: false,
    });
    expect(pagination.filter((item) => item.type === 'page').map((item) => item.page)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });
});
