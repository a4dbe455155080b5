import { describe, expect, it } from 'vitest';
import { cartWithQuantity, checkoutCartData } from './checkoutTestData';
import { checkoutWithCart } from './checkoutWithCart';
import { mapCheckoutCart } from './mapCheckout';

const money = (value: number) => ({ value });

/** A checkout with the pick-up point parcel (149 with VAT) chosen. */
const withParcel = () =>
  mapCheckoutCart(
    checkoutCartData({
      shipping_addresses: [
        {
          id: 1,
          firstname: 'Ola',
          lastname: 'Nordmann',
          street: ['Storgata 12'],
          city: 'Hamar',
          postcode: '2317',
          country: { code: 'NO', label: 'Norge' },
          same_as_billing: false,
          customer_notes: null,
          available_shipping_methods: [],
          selected_shipping_method: {
            carrier_code: 'bring',
            carrier_title: 'Bring',
            method_code: 'pickup_point',
            method_title: 'Pakke til hentested',
            price_incl_tax: money(149),
            price_excl_tax: money(119.2),
          },
        },
      ],
    }),
  );

/** The same cart (`cart-1`) as `sdk.cart` answers a change: three of the line, new sums. */
const changedCart = () => ({
  ...cartWithQuantity('cart-1', 3, {
    subtotalIncludingTax: 300,
    subtotalExcludingTax: 240,
    grandTotal: 449,
    appliedTaxes: [{ label: 'MVA 25 %', amount: 89.8 }],
  }),
  availablePaymentMethods: [{ code: 'wm_card', title: 'Kort' }],
});

describe('checkoutWithCart', () => {
  it('takes the lines, payment methods and sums of the changed cart, keeping the chosen shipping', () => {
    const checkout = withParcel();
    const next = checkoutWithCart(checkout, changedCart());

    expect(next.cart.items.map((line) => line.quantity)).toEqual([3]);
    expect(next.paymentMethods).toEqual([{ code: 'wm_card', title: 'Kort' }]);
    expect(next.totals).toEqual({
      subtotalInclTax: 300,
      subtotalExclTax: 240,
      discounts: [],
      shippingInclTax: 149,
      shippingExclTax: 119.2,
      taxes: [{ label: 'MVA 25 %', amount: 89.8 }],
      tax: 89.8,
      grandTotal: 449,
      // Only the checkout's own query sends it: unknown until it is loaded again.
      grandTotalExclTax: null,
    });
    expect(next.shippingAddress).toBe(checkout.shippingAddress);
    expect(next.selectedShippingMethod).toBe(checkout.selectedShippingMethod);
  });

  it('leaves the checkout as it is for another cart', () => {
    const checkout = withParcel();
    const other = cartWithQuantity('cart-2', 1);

    expect(checkoutWithCart(checkout, other)).toBe(checkout);
  });
});
