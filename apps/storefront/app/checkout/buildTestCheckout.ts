import type { CheckoutAddress, CheckoutCart } from '@agri-parts/sdk';

import { buildTestCart } from '../cart/buildTestCart';

/** An address on the cart for tests: Ola's, from address book entry 7. */
export function buildTestCheckoutAddress(
  overrides: Partial<CheckoutAddress> = {},
): CheckoutAddress {
  return {
    customerAddressId: 7,
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 1'],
    city: 'Hamar',
    postcode: '2317',
    countryCode: 'NO',
    countryLabel: 'Norge',
    region: null,
    telephone: '90000000',
    vatId: null,
    ...overrides,
  };
}

/**
 * A checkout for tests that can be ordered: the test cart shipped and billed to Ola's address,
 * pick-up point parcel, credit; `overrides` replace whole fields.
 */
export function buildTestCheckout(overrides: Partial<CheckoutCart> = {}): CheckoutCart {
  const method = {
    carrierCode: 'bring',
    methodCode: 'pickup_point',
    carrierTitle: 'Bring',
    methodTitle: 'Pakke til hentested',
    priceInclTax: 149,
    priceExclTax: 119.2,
  };
  return {
    cart: buildTestCart(),
    isVirtual: false,
    email: 'ola.nordmann@example.no',
    shippingAddress: { ...buildTestCheckoutAddress(), sameAsBilling: true, customerNotes: null },
    shippingMethods: [{ ...method, available: true, errorMessage: null }],
    shippingMethodsStatus: 'available',
    selectedShippingMethod: method,
    billingAddress: buildTestCheckoutAddress(),
    paymentMethods: [{ code: 'wm_credit', title: 'Kreditt' }],
    selectedPaymentMethod: {
      code: 'wm_credit',
      title: 'Kreditt',
      purchaseOrderNumber: null,
      card: null,
      vipps: null,
    },
    totals: {
      subtotalInclTax: 498,
      subtotalExclTax: 398.4,
      discounts: [],
      shippingInclTax: 149,
      shippingExclTax: 119.2,
      taxes: [{ label: 'MVA 25 %', amount: 129.4 }],
      tax: 129.4,
      grandTotal: 647,
      grandTotalExclTax: 517.6,
    },
    ...overrides,
  };
}
