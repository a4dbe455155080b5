import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { CartItemProblem } from '../carts/cartItems.js';
import { COMPANY_BILLING_ADDRESS_LOCKED } from '../customers/addressRules.js';
import { cartAddressFromBook } from './cartAddress.js';
import type { CheckoutSnapshot, PricedLine } from './checkoutView.js';
import { ORDER_MESSAGES, orderProblem } from './orderRules.js';
import { availableShippingMethods } from './shippingMethods.js';
import { INVOICE_NOT_AVAILABLE } from './paymentRules.js';

const ADDRESS = cartAddressFromBook({
  id: 5,
  firstname: 'Kari',
  lastname: 'Haugen',
  company: null,
  street: ['Haugenvegen 4'],
  city: 'Stange',
  postcode: '2335',
  region: null,
  country_code: 'NO',
  telephone: '62000000',
  vat_id: null,
});
const QUOTES = availableShippingMethods({
  countryCode: 'NO',
  hasCompany: false,
  goodsTotalInclTax: 100,
  lines: [],
});
const product = { id: 1, sku: 'DEL-1', name: 'Oljefilter', type_id: 'simple' } as ProductRow;
const line = (problem: CartItemProblem | null = null) =>
  ({ product, variant: null, problem, row: { quantity: 1 } }) as unknown as PricedLine;

type Snapshot = Parameters<typeof orderProblem>[0];
const ready = (
  overrides: Partial<Snapshot> = {},
  cart: Partial<Snapshot['cart']> = {},
): Snapshot => ({
  customer: { id: 1, email: 'a@b.no', company_id: null, credit_check_approved: false },
  isVirtual: false,
  lines: [line()],
  shippingQuotes: QUOTES,
  selectedShipping: QUOTES[0]!,
  ...overrides,
  cart: {
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    shipping_carrier_code: 'bring',
    shipping_method_code: 'pickup_point',
    payment_method_code: 'wm_card',
    ...cart,
  } as CheckoutSnapshot['cart'],
});

describe('orderProblem', () => {
  it('has nothing against a complete cart', () => {
    expect(orderProblem(ready(), 5)).toBeNull();
  });

  it('names what is missing, in checkout order', () => {
    expect(orderProblem(ready({ customer: null }), 5)).toBe(ORDER_MESSAGES.guestCheckout);
    expect(orderProblem(ready({ lines: [] }), 5)).toBe(ORDER_MESSAGES.empty);
    expect(orderProblem(ready({}, { shipping_address: null }), 5)).toBe(
      ORDER_MESSAGES.shippingAddressMissing,
    );
    expect(orderProblem(ready({}, { shipping_method_code: null }), 5)).toBe(
      ORDER_MESSAGES.shippingMethodMissing,
    );
    expect(orderProblem(ready({ selectedShipping: null }), 5)).toBe(
      ORDER_MESSAGES.shippingMethodGone,
    );
    expect(orderProblem(ready({}, { billing_address: null }), 5)).toBe(
      ORDER_MESSAGES.billingAddressMissing,
    );
    expect(orderProblem(ready({}, { payment_method_code: null }), 5)).toBe(
      ORDER_MESSAGES.paymentMethodMissing,
    );
  });

  it('names the product stock cannot cover', () => {
    const short = line(
      new CartItemProblem(
        'INSUFFICIENT_STOCK',
        'INSUFFICIENT_STOCK',
        'The requested qty is not available',
      ),
    );
    expect(orderProblem(ready({ lines: [line(), short] }), 5)).toBe(
      ORDER_MESSAGES.notInStock('Oljefilter', 'DEL-1'),
    );
  });

  it('needs no shipping for a virtual cart', () => {
    expect(
      orderProblem(
        ready(
          { isVirtual: true, selectedShipping: null },
          { shipping_address: null, shipping_method_code: null },
        ),
        5,
      ),
    ).toBeNull();
  });

  it('checks the payment method and the company billing rule again', () => {
    expect(orderProblem(ready({}, { payment_method_code: 'wm_invoice' }), 5)).toBe(
      INVOICE_NOT_AVAILABLE,
    );
    const company = {
      id: 2,
      email: 'c@d.no',
      company_id: '987654321',
      credit_check_approved: true,
    };
    expect(
      orderProblem(ready({ customer: company }, { payment_method_code: 'wm_invoice' }), 5),
    ).toBeNull();
    expect(orderProblem(ready({ customer: company }), 6)).toBe(COMPANY_BILLING_ADDRESS_LOCKED);
  });
});
