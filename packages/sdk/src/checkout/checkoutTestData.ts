import type { Cart } from '../cart/mapCart';
import type { CheckoutCartFieldsFragment } from '../generated/graphql';
import { mapCheckoutCart } from './mapCheckout';

const money = (value: number | null) => ({ value });

/** A shipping method as commerce-api lists it, for the SDK's checkout tests. */
export function shippingMethodData(
  carrier: string,
  method: string,
  priceInclTax: number,
  extra: Record<string, unknown> = {},
) {
  return {
    carrier_code: carrier,
    carrier_title: carrier === 'bring' ? 'Bring' : 'Hent selv',
    method_code: method,
    method_title: `${carrier} ${method}`,
    available: true,
    error_message: null,
    price_incl_tax: money(priceInclTax),
    price_excl_tax: money(priceInclTax * 0.8),
    ...extra,
  };
}

/** A cart address as commerce-api answers it. */
export function cartAddressData(extra: Record<string, unknown> = {}) {
  return {
    uid: 'a-uid',
    id: 7,
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 1', 'H0201'],
    city: 'Hamar',
    postcode: '2317',
    country: { code: 'NO', label: 'Norge' },
    region: null,
    telephone: '+4790000000',
    vat_id: null,
    ...extra,
  };
}

/**
 * The customer's cart at checkout as commerce-api answers it: one line (2 × 100 NOK with VAT);
 * `overrides` replace top-level fields.
 */
export function checkoutCartData(
  overrides: Partial<Record<keyof CheckoutCartFieldsFragment, unknown>> = {},
): CheckoutCartFieldsFragment {
  return {
    id: 'cart-1',
    total_quantity: 2,
    is_virtual: false,
    email: 'ola.nordmann@example.no',
    applied_coupons: [],
    items: [
      {
        __typename: 'SimpleCartItem',
        uid: 'l1',
        quantity: 2,
        is_available: true,
        not_available_message: null,
        errors: [],
        product: {
          __typename: 'SimpleProduct',
          sku: 'OF-1',
          uid: 'p1',
          name: 'Oljefilter',
          url_key: 'oljefilter',
          url_suffix: '.html',
          stock_status: 'IN_STOCK',
          only_x_left_in_stock: null,
          thumbnail: null,
        },
        prices: {
          price: money(80),
          price_including_tax: money(100),
          row_total: money(160),
          row_total_including_tax: money(200),
          total_item_discount: money(0),
        },
      },
    ],
    prices: {
      subtotal_including_tax: money(200),
      subtotal_excluding_tax: money(160),
      grand_total: money(200),
      grand_total_excluding_tax: money(160),
      subtotal_with_discount_excluding_tax: money(160),
      applied_taxes: [{ label: 'MVA 25 %', amount: money(40) }],
      discounts: [],
    },
    available_payment_methods: [
      { code: 'wm_card', title: 'Kort' },
      { code: 'wm_credit', title: 'Kreditt' },
    ],
    wm_customer_order_fields: null,
    shipping_addresses: [],
    billing_address: null,
    selected_payment_method: { code: '', title: '', purchase_order_number: null, wm_card: null },
    ...overrides,
  } as CheckoutCartFieldsFragment;
}

/** A shipping address on the cart as commerce-api answers it, with its methods and the chosen one. */
export function shippingAddressData(extra: Record<string, unknown> = {}) {
  return {
    ...cartAddressData(),
    same_as_billing: true,
    customer_notes: null,
    available_shipping_methods: [shippingMethodData('bring', 'pickup_point', 149)],
    selected_shipping_method: null,
    ...extra,
  };
}

/** The chosen shipping method as commerce-api answers it (pick-up point parcel, 149 NOK). */
export const selectedShippingMethodData = {
  carrier_code: 'bring',
  carrier_title: 'Bring',
  method_code: 'pickup_point',
  method_title: 'Hentested',
  price_incl_tax: money(149),
  price_excl_tax: money(119.2),
};

/**
 * A checkout cart that can be ordered: shipped to and billed to Ola's address, pick-up point
 * parcel, credit; `overrides` replace top-level fields.
 */
export function completeCheckoutCartData(
  overrides: Partial<Record<keyof CheckoutCartFieldsFragment, unknown>> = {},
): CheckoutCartFieldsFragment {
  return checkoutCartData({
    shipping_addresses: [
      shippingAddressData({ selected_shipping_method: selectedShippingMethodData }),
    ],
    billing_address: cartAddressData(),
    selected_payment_method: {
      code: 'wm_credit',
      title: 'Kreditt',
      purchase_order_number: null,
      wm_card: null,
    },
    ...overrides,
  });
}

/**
 * The {@link Cart} `sdk.cart` holds of the checkout's cart `id` with its one line at `quantity`
 * (100 NOK each with VAT); `prices` replace the cart's sums.
 */
export function cartWithQuantity(
  id: string,
  quantity: number,
  prices: Partial<Cart['prices']> = {},
): Cart {
  const { cart } = mapCheckoutCart(checkoutCartData({ id, total_quantity: quantity }));
  return {
    ...cart,
    items: cart.items.map((line) => ({ ...line, quantity })),
    prices: { ...cart.prices, ...prices },
  };
}
