import { describe, expect, it } from 'vitest';
import {
  canAddToCart,
  cartAddRequest,
  cartBadgeQuantity,
  isSupportedCartProductType,
  shouldSendQuantityUpdate,
  supportedCartProductTypes,
  totalCartQuantity,
  unsupportedTypeMessage,
  type CartProduct,
} from './addToCartRules';

const simple = (over: Partial<CartProduct> = {}): CartProduct => ({
  sku: 'FILTER-1',
  type: 'simple',
  stockStatus: 'in-stock',
  onlyXLeftInStock: null,
  ...over,
});

const configurable = (over: Partial<CartProduct> = {}): CartProduct => ({
  sku: 'SHIRT',
  type: 'configurable',
  stockStatus: 'in-stock',
  variants: [
    { sku: 'SHIRT-M', stockStatus: 'in-stock', onlyXLeftInStock: 3 },
    { sku: 'SHIRT-L', stockStatus: 'out-of-stock', onlyXLeftInStock: null },
  ],
  ...over,
});

describe('supported types', () => {
  it('are the six of spec §5', () => {
    expect([...supportedCartProductTypes].sort()).toEqual(
      ['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual'].sort(),
    );
    for (const type of supportedCartProductTypes)
      expect(isSupportedCartProductType(type)).toBe(true);
  });

  it.each(['giftcard', 'GiftCardProduct', 'SimpleProduct', '', 'Simple'])('refuses %j', (type) => {
    expect(isSupportedCartProductType(type)).toBe(false);
    expect(canAddToCart(simple({ type }), { quantity: 1 })).toEqual({
      ok: false,
      reason: 'unsupported-type',
    });
  });

  it('names the type in the message of spec §8', () => {
    expect(unsupportedTypeMessage('GiftCard')).toBe(
      'Product Type GiftCard not supported in add to cart yet',
    );
  });
});

describe('canAddToCart', () => {
  it.each(['simple', 'virtual', 'downloadable', 'bundle'])('accepts an in-stock %s', (type) => {
    expect(canAddToCart(simple({ type }), { quantity: 1 })).toEqual({ ok: true });
  });

  it.each(['simple', 'virtual', 'downloadable', 'bundle'])('refuses an out-of-stock %s', (type) => {
    expect(canAddToCart(simple({ type, stockStatus: 'out-of-stock' }), { quantity: 1 })).toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
  });

  it('refuses a quote product, in stock or not: its price is given in a quote', () => {
    for (const stockStatus of ['in-stock', 'out-of-stock'] as const) {
      expect(canAddToCart(simple({ stockStatus, orderOnRequest: true }), { quantity: 1 })).toEqual({
        ok: false,
        reason: 'quote-only',
      });
    }
    expect(canAddToCart(simple({ orderOnRequest: false }), { quantity: 1 })).toEqual({ ok: true });
  });

  it('accepts an unknown stock status (only OUT_OF_STOCK refuses)', () => {
    expect(canAddToCart(simple({ stockStatus: null }), { quantity: 1 })).toEqual({ ok: true });
  });

  it('allows exactly only_x_left_in_stock and refuses one more', () => {
    const product = simple({ onlyXLeftInStock: 2 });
    expect(canAddToCart(product, { quantity: 2 })).toEqual({ ok: true });
    expect(canAddToCart(product, { quantity: 3 })).toEqual({
      ok: false,
      reason: 'quantity-above-stock',
      available: 2,
    });
  });

  it('does not limit the quantity when only_x_left_in_stock is unset', () => {
    expect(canAddToCart(simple({ onlyXLeftInStock: undefined }), { quantity: 10_000 })).toEqual({
      ok: true,
    });
  });

  it('treats only_x_left_in_stock 0 as a limit', () => {
    expect(canAddToCart(simple({ onlyXLeftInStock: 0 }), { quantity: 1 })).toEqual({
      ok: false,
      reason: 'quantity-above-stock',
      available: 0,
    });
  });

  it.each([0, -1, Number.NaN, Infinity])('refuses the quantity %s', (quantity) => {
    expect(canAddToCart(simple(), { quantity })).toEqual({ ok: false, reason: 'invalid-quantity' });
  });

  it('reports out of stock before the quantity limit', () => {
    expect(
      canAddToCart(simple({ stockStatus: 'out-of-stock', onlyXLeftInStock: 1 }), { quantity: 5 }),
    ).toEqual({ ok: false, reason: 'out-of-stock' });
  });

  describe('configurable', () => {
    it('needs a chosen variant', () => {
      expect(canAddToCart(configurable(), { quantity: 1 })).toEqual({
        ok: false,
        reason: 'variant-required',
      });
      expect(canAddToCart(configurable(), { quantity: 1, variantSku: '' })).toEqual({
        ok: false,
        reason: 'variant-required',
      });
      expect(canAddToCart(configurable(), { quantity: 1, variantSku: null })).toEqual({
        ok: false,
        reason: 'variant-required',
      });
    });

    it('refuses a variant that is not one of its variants', () => {
      expect(canAddToCart(configurable(), { quantity: 1, variantSku: 'OTHER' })).toEqual({
        ok: false,
        reason: 'variant-required',
      });
    });

    it("checks the chosen variant's stock, not the parent's", () => {
      const product = configurable({ stockStatus: 'out-of-stock' });
      expect(canAddToCart(product, { quantity: 3, variantSku: 'SHIRT-M' })).toEqual({ ok: true });
      expect(canAddToCart(product, { quantity: 4, variantSku: 'SHIRT-M' })).toEqual({
        ok: false,
        reason: 'quantity-above-stock',
        available: 3,
      });
      expect(canAddToCart(product, { quantity: 1, variantSku: 'SHIRT-L' })).toEqual({
        ok: false,
        reason: 'out-of-stock',
      });
    });

    it("without listed variants, uses the parent's stock", () => {
      const product = configurable({ variants: undefined, onlyXLeftInStock: 1 });
      expect(canAddToCart(product, { quantity: 1, variantSku: 'ANY' })).toEqual({ ok: true });
      expect(canAddToCart(product, { quantity: 2, variantSku: 'ANY' })).toEqual({
        ok: false,
        reason: 'quantity-above-stock',
        available: 1,
      });
    });
  });

  describe('grouped', () => {
    const grouped = (over: Partial<CartProduct> = {}) =>
      simple({ sku: 'KIT', type: 'grouped', ...over });

    it('counts the members above 0, not options.quantity', () => {
      expect(
        canAddToCart(grouped(), {
          quantity: 0,
          groupedItems: [
            { sku: 'A', quantity: 1 },
            { sku: 'B', quantity: 0 },
          ],
        }),
      ).toEqual({ ok: true });
    });

    it('refuses when no member has a quantity above 0', () => {
      expect(canAddToCart(grouped(), { quantity: 1 })).toEqual({
        ok: false,
        reason: 'invalid-quantity',
      });
      expect(
        canAddToCart(grouped(), {
          quantity: 1,
          groupedItems: [
            { sku: 'A', quantity: 0 },
            { sku: 'B', quantity: -2 },
          ],
        }),
      ).toEqual({ ok: false, reason: 'invalid-quantity' });
    });

    it('limits the members together by only_x_left_in_stock', () => {
      expect(
        canAddToCart(grouped({ onlyXLeftInStock: 2 }), {
          quantity: 1,
          groupedItems: [
            { sku: 'A', quantity: 2 },
            { sku: 'B', quantity: 1 },
          ],
        }),
      ).toEqual({ ok: false, reason: 'quantity-above-stock', available: 2 });
    });
  });
});

describe('cartAddRequest', () => {
  it('adds a simple product by its SKU', () => {
    expect(cartAddRequest('c1', { sku: 'A', type: 'simple' }, { quantity: 2 })).toEqual({
      mutation: 'addSimpleProductsToCart',
      variables: { cartId: 'c1', cartItems: [{ data: { sku: 'A', quantity: 2 } }] },
    });
  });

  it('sends entered custom options as customizable_options beside data', () => {
    expect(
      cartAddRequest(
        'c1',
        { sku: 'HOSE', type: 'simple' },
        { quantity: 1, enteredOptions: [{ uid: 'len', value: '250' }] },
      ),
    ).toEqual({
      mutation: 'addSimpleProductsToCart',
      variables: {
        cartId: 'c1',
        cartItems: [
          {
            data: { sku: 'HOSE', quantity: 1 },
            customizable_options: [{ uid: 'len', value_string: '250' }],
          },
        ],
      },
    });
  });

  it('adds a virtual product by its SKU', () => {
    expect(cartAddRequest('c1', { sku: 'V', type: 'virtual' }, { quantity: 1 })).toEqual({
      mutation: 'addVirtualProductsToCart',
      variables: { cartId: 'c1', cartItems: [{ data: { sku: 'V', quantity: 1 } }] },
    });
  });

  it('adds a downloadable product by its SKU', () => {
    expect(cartAddRequest('c1', { sku: 'D', type: 'downloadable' }, { quantity: 1 })).toEqual({
      mutation: 'addDownloadableProductsToCart',
      variables: { cartId: 'c1', cartItems: [{ data: { sku: 'D', quantity: 1 } }] },
    });
  });

  it("adds a configurable product as its variant with the parent's SKU", () => {
    expect(
      cartAddRequest(
        'c1',
        { sku: 'SHIRT', type: 'configurable' },
        { quantity: 3, variantSku: 'SHIRT-M' },
      ),
    ).toEqual({
      mutation: 'addConfigurableProductsToCart',
      variables: {
        cartId: 'c1',
        cartItems: [{ parent_sku: 'SHIRT', data: { sku: 'SHIRT-M', quantity: 3 } }],
      },
    });
  });

  it('sends a configurable product without a variant by its own SKU', () => {
    expect(cartAddRequest('c1', { sku: 'SHIRT', type: 'configurable' }, { quantity: 1 })).toEqual({
      mutation: 'addConfigurableProductsToCart',
      variables: {
        cartId: 'c1',
        cartItems: [{ parent_sku: 'SHIRT', data: { sku: 'SHIRT', quantity: 1 } }],
      },
    });
  });

  it('adds a bundle with its options (none when not chosen)', () => {
    const bundleOptions = [{ id: 4, quantity: 2, value: ['11'] }];
    expect(
      cartAddRequest('c1', { sku: 'B', type: 'bundle' }, { quantity: 1, bundleOptions }),
    ).toEqual({
      mutation: 'addBundleProductsToCart',
      variables: {
        cartId: 'c1',
        cartItems: [
          {
            data: { sku: 'B', quantity: 1 },
            bundle_options: [{ id: 4, quantity: 2, value: ['11'] }],
          },
        ],
      },
    });
    const request = cartAddRequest('c1', { sku: 'B', type: 'bundle' }, { quantity: 1 });
    expect(request.variables.cartItems).toEqual([
      { data: { sku: 'B', quantity: 1 }, bundle_options: [] },
    ]);
  });

  it('adds the members above 0 of a grouped product with the grouped SKU as parent_sku', () => {
    expect(
      cartAddRequest(
        'c1',
        { sku: 'KIT', type: 'grouped' },
        {
          quantity: 1,
          groupedItems: [
            { sku: 'A', quantity: 2 },
            { sku: 'B', quantity: 0 },
            { sku: 'C', quantity: 1 },
          ],
        },
      ),
    ).toEqual({
      mutation: 'addProductsToCart',
      variables: {
        cartId: 'c1',
        cartItems: [
          { sku: 'A', quantity: 2, parent_sku: 'KIT' },
          { sku: 'C', quantity: 1, parent_sku: 'KIT' },
        ],
      },
    });
  });
});

describe('quantities', () => {
  it.each([
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('sends the quantity %s: %s', (quantity, sent) => {
    expect(shouldSendQuantityUpdate(quantity)).toBe(sent);
  });

  it('totals the lines, ignoring unusable quantities', () => {
    expect(totalCartQuantity([])).toBe(0);
    expect(
      totalCartQuantity([
        { quantity: 2 },
        { quantity: 3 },
        { quantity: Number.NaN },
        { quantity: -1 },
      ]),
    ).toBe(5);
  });

  it('shows the badge only above 0', () => {
    expect(cartBadgeQuantity(4)).toBe(4);
    expect(cartBadgeQuantity(0)).toBeNull();
    expect(cartBadgeQuantity(null)).toBeNull();
    expect(cartBadgeQuantity(undefined)).toBeNull();
  });
});

describe('canAddToCart with backorders', () => {
  it('adds a backordered part out of stock, and still refuses one without backorders', () => {
    const part = { sku: 'A', type: 'simple', stockStatus: 'out-of-stock' as const };
    expect(canAddToCart({ ...part, backorders: true }, { quantity: 3 })).toEqual({ ok: true });
    expect(canAddToCart(part, { quantity: 1 })).toEqual({ ok: false, reason: 'out-of-stock' });
  });
});
