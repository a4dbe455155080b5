import { describe, expect, it } from 'vitest';
import { itemData, listData } from '../testing/wishlistData';
import {
  emptyWishlist,
  findWishlistItem,
  mapWishlist,
  mapWishlistBundleContents,
  supportedWishlistProductTypes,
  wishlistItemInput,
} from './wishlistRules';

describe('wishlistItemInput', () => {
  it.each(['simple', 'virtual', 'downloadable', 'grouped', 'giftcard', 'bundle', 'configurable'])(
    'sends a %s product by its SKU with quantity 1',
    (type) => {
      expect(wishlistItemInput({ sku: 'A', type })).toEqual({ sku: 'A', quantity: 1 });
    },
  );

  it('takes the seven types of spec §5 and nothing else', () => {
    expect([...supportedWishlistProductTypes].sort()).toEqual(
      ['bundle', 'configurable', 'downloadable', 'giftcard', 'grouped', 'simple', 'virtual'].sort(),
    );
    expect(wishlistItemInput({ sku: 'A', type: 'membership' })).toBeNull();
    expect(wishlistItemInput({ sku: 'A', type: '' })).toBeNull();
  });

  it("sends a configurable product's variant with the parent as parent_sku", () => {
    expect(
      wishlistItemInput({ sku: 'SHIRT', type: 'configurable' }, { variantSku: 'SHIRT-M' }),
    ).toEqual({ sku: 'SHIRT-M', parent_sku: 'SHIRT', quantity: 1 });
  });

  it("sends a bundle's entered options, and ignores options on other types", () => {
    const enteredOptions = [{ uid: 'o1', value: 'x' }];
    expect(wishlistItemInput({ sku: 'KIT', type: 'bundle' }, { enteredOptions })).toEqual({
      sku: 'KIT',
      quantity: 1,
      entered_options: [{ uid: 'o1', value: 'x' }],
    });
    expect(
      wishlistItemInput({ sku: 'A', type: 'simple' }, { enteredOptions, variantSku: 'V' }),
    ).toEqual({
      sku: 'A',
      quantity: 1,
    });
  });
});

describe('mapWishlist and findWishlistItem', () => {
  const list = mapWishlist(
    listData('7', [itemData('1', 'A'), itemData('2', 'SHIRT', 'SHIRT-M')]) as never,
  );

  it('maps items with their product and variant', () => {
    expect(list).toMatchObject({
      id: '7',
      sharingCode: 'code-1',
      itemsCount: 2,
      page: { current: 1, size: 100, totalPages: 1 },
      items: [
        {
          id: '1',
          quantity: 1,
          variantSku: null,
          product: { sku: 'A', type: 'simple', url: '/a.html' },
        },
        { id: '2', variantSku: 'SHIRT-M', product: { sku: 'SHIRT', type: 'configurable' } },
      ],
    });
  });

  it('maps the note (trimmed, blank as none) and the date added', () => {
    const [noted, blank] = mapWishlist(
      listData('7', [
        { ...itemData('1', 'A'), description: '  Til våronna ' },
        { ...itemData('2', 'B'), description: '   ' },
      ]) as never,
    ).items;
    expect(noted).toMatchObject({
      description: 'Til våronna',
      addedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(blank).toMatchObject({ description: null, bundleContents: [] });
  });

  it('leaves out items without a product and fills missing paging', () => {
    const mapped = mapWishlist({
      id: null,
      items_count: null,
      sharing_code: null,
      items: [null, { ...itemData('3', 'B'), product: null }, itemData('4', 'C') as never],
      page_info: null,
    });
    expect(mapped.items.map((item) => item.id)).toEqual(['4']);
    expect(mapped.itemsCount).toBe(1);
    expect(mapped.page).toEqual({ current: 1, size: 1, totalPages: 1 });
  });

  it('finds an item by SKU and variant', () => {
    expect(findWishlistItem(list, 'A')?.id).toBe('1');
    expect(findWishlistItem(list, 'A', null)?.id).toBe('1');
    expect(findWishlistItem(list, 'SHIRT', 'SHIRT-M')?.id).toBe('2');
    expect(findWishlistItem(list, 'SHIRT')).toBeUndefined();
    expect(findWishlistItem(list, 'SHIRT', 'SHIRT-L')).toBeUndefined();
    expect(findWishlistItem(emptyWishlist, 'A')).toBeUndefined();
  });
});

describe('mapWishlistBundleContents', () => {
  it('keeps options with a named value, and blanks out', () => {
    expect(
      mapWishlistBundleContents([
        { label: 'Oljefilter', values: [{ label: 'Filter A', quantity: 1 }, null] },
        { label: 'Tom', values: [{ label: '', quantity: 1 }] },
        null,
        { label: 'Olje', values: [{ label: 'Motorolje 5 l', quantity: 2 }] },
      ]),
    ).toEqual([
      { label: 'Oljefilter', values: [{ label: 'Filter A', quantity: 1 }] },
      { label: 'Olje', values: [{ label: 'Motorolje 5 l', quantity: 2 }] },
    ]);
    expect(mapWishlistBundleContents(null)).toEqual([]);
  });
});
