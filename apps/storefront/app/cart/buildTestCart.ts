import type { Cart, CartLine } from '@agri-parts/sdk';

/**
 * A cart line for tests: an oil filter, 2 × 249,– with VAT (199,20 without), no discount;
 * `overrides` replace whole fields.
 */
export function buildTestCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    uid: 'line-1',
    quantity: 2,
    product: {
      sku: 'OF-100',
      originalNumber: '3595854M1',
      uid: 'p-1',
      name: 'Oljefilter',
      type: 'simple',
      url: '/oljefilter.html',
      stockStatus: 'in-stock',
      onlyXLeftInStock: null,
      thumbnail: { url: 'https://shop.test/media/oljefilter.jpg', label: 'Oljefilter forfra' },
    },
    configuredVariant: null,
    options: [],
    prices: {
      price: 199.2,
      priceIncludingTax: 249,
      rowTotal: 398.4,
      rowTotalIncludingTax: 498,
      totalItemDiscount: 0,
    },
    isAvailable: true,
    notAvailableMessage: null,
    errors: [],
    ...overrides,
  };
}

/** A cart for tests holding `items` (one oil-filter line by default) and the sums given. */
export function buildTestCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    totalQuantity: 2,
    items: [buildTestCartLine()],
    appliedCoupons: [],
    prices: {
      subtotalIncludingTax: 498,
      subtotalExcludingTax: 398.4,
      grandTotal: 498,
      appliedTaxes: [{ label: 'MVA 25 %', amount: 99.6 }],
      discounts: [],
    },
    availablePaymentMethods: [],
    orderFields: { customerRef: null, customerOrderNo: null },
    ...overrides,
  };
}
