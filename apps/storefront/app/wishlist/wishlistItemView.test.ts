import { describe, expect, it } from 'vitest';

import { buildWishlistItem } from '../../../../packages/sdk/src/testing/wishlistData';
import { wishlistCartBlockMessage, wishlistItemView } from './wishlistItemView';

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
    });
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
