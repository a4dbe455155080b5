import { describe, expect, it } from 'vitest';
import { addToCartCheckRefusal } from './addToCartCheckRefusal';

describe('addToCartCheckRefusal', () => {
  it("gives each of canAddToCart's reasons the backend's refusal kind", () => {
    expect(addToCartCheckRefusal({ ok: false, reason: 'out-of-stock' })).toEqual({
      kind: 'out_of_stock',
      availableQuantity: 0,
    });
    expect(
      addToCartCheckRefusal({ ok: false, reason: 'quantity-above-stock', available: 2 }),
    ).toEqual({ kind: 'out_of_stock', availableQuantity: 2 });
    expect(addToCartCheckRefusal({ ok: false, reason: 'invalid-quantity' })).toEqual({
      kind: 'invalid_quantity',
    });
    expect(addToCartCheckRefusal({ ok: false, reason: 'variant-required' })).toEqual({
      kind: 'options_required',
    });
    expect(addToCartCheckRefusal({ ok: false, reason: 'unsupported-type' })).toEqual({
      kind: 'unsupported_product_type',
    });
    expect(addToCartCheckRefusal({ ok: false, reason: 'quote-only' })).toEqual({
      kind: 'quote_only',
    });
  });
});
