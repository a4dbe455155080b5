import { describe, expect, it } from 'vitest';

import { buildWishlistItem } from '../../../../packages/sdk/src/testing/wishlistData';
import { wishlistAddedDate, wishlistCartBlockMessage, wishlistItemView } from './wishlistItemView';

describe('wishlistCartBlockMessage', () => {
  it('says each reason in Norwegian', () => {
    expect(wishlistCartBlockMessage('variant-required')).toBe(
      'Velg variant på produktsiden før du legger varen i handlekurven.',
    );
    expect(wishlistCartBlockMessage('out-of-stock')).toBe('Varen er ikke på lager nå.');
    expect(wishlistCartBlockMessage('options-required')).toBe(
      'Velg innhold og antall på produktsiden.',
    );
    expect(wishlistCartBlockMessage('unsupported-type')).toBe(
      'Denne varen kan ikke bestilles på nett.',
    );
  });
});

describe('wishlistItemView', () => {
  it('shows the name, link, thumbnail, prices, stock and chosen variant', () => {
    const view = wishlistItemView(
      buildWishlistItem({
        id: '7',
        variantSku: 'HANSKE-L',
        product: {
          sku: 'HANSKE',
          name: 'Arbeidshanske',
          type: 'configurable',
          url: '/arbeidshanske.html',
          onlyXLeftInStock: 3,
          thumbnail: { url: 'https://shop.test/media/hanske.jpg', label: null },
          priceRange: {
            minimum: {
              regular: { value: 199, currency: 'NOK' },
              final: { value: 149, currency: 'NOK' },
            },
            maximum: {
              regular: { value: 249, currency: 'NOK' },
              final: { value: 249, currency: 'NOK' },
            },
          },
        },
      }),
    );

    expect(view).toEqual({
      id: '7',
      title: 'Arbeidshanske',
      href: '/arbeidshanske.html',
      image: { src: 'https://shop.test/media/hanske.jpg', alt: 'Arbeidshanske' },
      price: { regular: 199, special: 149 },
      stock: { status: 'in-stock', onlyLeft: 3 },
      variant: 'HANSKE-L',
      cartBlock: null,
      description: null,
      contents: [],
      added: { text: 'Lagt til 21. november 2026', dateTime: '2026-11-21' },
    });
  });

  it('shows a bundle’s contents and the note', () => {
    const view = wishlistItemView(
      buildWishlistItem({
        description: 'Til vårservicen',
        bundleContents: [
          { label: 'Oljefilter', values: [{ label: 'Filter A', quantity: 1 }] },
          {
            label: 'Olje',
            values: [
              { label: 'Motorolje 5 l', quantity: 2 },
              { label: 'Trakt', quantity: 1 },
            ],
          },
        ],
      }),
    );
    expect(view.description).toBe('Til vårservicen');
    expect(view.contents).toEqual([
      'Oljefilter: 1 × Filter A',
      'Olje: 2 × Motorolje 5 l, 1 × Trakt',
    ]);
  });
});

describe('wishlistAddedDate', () => {
  it('reads Magento’s UTC time and ISO 8601 on Oslo’s calendar', () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo.
    expect(wishlistAddedDate('2026-12-31 23:30:00')).toEqual({
      text: 'Lagt til 1. januar 2027',
      dateTime: '2027-01-01',
    });
    expect(wishlistAddedDate('2026-11-21T10:00:00.000Z')?.dateTime).toBe('2026-11-21');
    expect(wishlistAddedDate('ikke en dato')).toBeNull();
  });

  it('falls back to the SKU without a name, and has no image without a thumbnail', () => {
    const view = wishlistItemView(
      buildWishlistItem({ product: { sku: 'X-1', name: null, stockStatus: 'out-of-stock' } }),
    );

    expect(view.title).toBe('X-1');
    expect(view.image).toBeNull();
    expect(view.price).toEqual({ regular: 100, special: null });
    expect(view.stock).toEqual({ status: 'out-of-stock', onlyLeft: null });
    expect(view.cartBlock).toBe('out-of-stock');
  });
});
