import { describe, expect, it } from 'vitest';

import { buildProduct } from '../product/buildProduct';
import { productCardView } from './productCardView';

const now = new Date('2026-01-01T00:00:00Z');

describe('productCardView', () => {
  it('keeps what the wishlist and the cart need: the SKU, the type and how the card adds it', () => {
    const card = productCardView(buildProduct(), now);
    expect(card).toMatchObject({
      sku: 'VA-1001',
      originalNumber: 'V836867476',
      type: 'simple',
      inStock: true,
      cartAction: 'add',
    });
    expect(productCardView(buildProduct({ stockStatus: 'out-of-stock' }), now)).toMatchObject({
      inStock: false,
      cartAction: 'out-of-stock',
    });
  });

  it('keeps the part numbers, and no original number for a product without one', () => {
    expect(productCardView(buildProduct({ originalNumber: null }), now)).toMatchObject({
      sku: 'VA-1001',
      originalNumber: null,
    });
  });

  it('sends a product with a required option to its page, naming the one option to fill in', () => {
    const hose = buildProduct({ requiredCustomOptions: [{ uid: 'l', title: 'Lengde (cm)' }] });
    expect(productCardView(hose, now)).toMatchObject({
      cartAction: 'enter-options',
      optionToEnter: 'lengde',
    });
    const two = buildProduct({
      requiredCustomOptions: [
        { uid: 'l', title: 'Lengde (cm)' },
        { uid: 't', title: 'Tekst på skiltet' },
      ],
    });
    expect(productCardView(two, now)).toMatchObject({
      cartAction: 'enter-options',
      optionToEnter: null,
    });
    expect(productCardView(buildProduct(), now).optionToEnter).toBeNull();
  });
});
