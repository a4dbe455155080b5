import { describe, expect, it } from 'vitest';
import { cartAddressData, checkoutCartData, shippingMethodData } from './checkoutTestData';
import { mapCheckoutCart, roundNok, shippingMethodsStatus } from './mapCheckout';

describe('shippingMethodsStatus', () => {
  it.each([
    [{ isVirtual: true, hasShippingAddress: false, methodCount: 0 }, 'not-needed'],
    [{ isVirtual: true, hasShippingAddress: true, methodCount: 2 }, 'not-needed'],
    [{ isVirtual: false, hasShippingAddress: false, methodCount: 0 }, 'address-missing'],
    [{ isVirtual: false, hasShippingAddress: false, methodCount: 3 }, 'address-missing'],
    [{ isVirtual: false, hasShippingAddress: true, methodCount: 0 }, 'none-for-country'],
    [{ isVirtual: false, hasShippingAddress: true, methodCount: 1 }, 'available'],
  ] as const)('%j is %s', (input, expected) => {
    expect(shippingMethodsStatus(input)).toBe(expected);
  });
});

describe('roundNok', () => {
  it('rounds to øre', () => {
    expect(roundNok(0.1 + 0.2)).toBe(0.3);
    expect(roundNok(99.999)).toBe(100);
    expect(roundNok(-12.345)).toBe(-12.34);
  });
});

describe('mapCheckoutCart', () => {
  it('maps a fresh cart: no addresses or methods yet, the cart view model inside', () => {
    const checkout = mapCheckoutCart(checkoutCartData());

    expect(checkout).toMatchObject({
      isVirtual: false,
      email: 'ola.nordmann@example.no',
      shippingAddress: null,
      shippingMethods: [],
      shippingMethodsStatus: 'address-missing',
      selectedShippingMethod: null,
      billingAddress: null,
      selectedPaymentMethod: null,
      paymentMethods: [
        { code: 'wm_card', title: 'Kort' },
        { code: 'wm_credit', title: 'Kreditt' },
      ],
      totals: {
        subtotalInclTax: 200,
        subtotalExclTax: 160,
        discounts: [],
        shippingInclTax: null,
        shippingExclTax: null,
        taxes: [{ label: 'MVA 25 %', amount: 40 }],
        tax: 40,
        grandTotal: 200,
        grandTotalExclTax: 160,
      },
    });
    expect(checkout.cart.id).toBe('cart-1');
    expect(checkout.cart.items.map((line) => line.product.sku)).toEqual(['OF-1']);
  });

  it('maps the addresses, the methods of the shipping address, the chosen method and card', () => {
    const checkout = mapCheckoutCart(
      checkoutCartData({
        shipping_addresses: [
          {
            ...cartAddressData({
              company: 'Haugen Gård AS',
              region: { code: null, label: 'Innlandet', region_id: null },
            }),
            same_as_billing: false,
            customer_notes: 'Ring før levering',
            available_shipping_methods: [
              shippingMethodData('bring', 'pickup_point', 149),
              shippingMethodData('wm_pickup', 'store', 0),
              null,
            ],
            selected_shipping_method: {
              carrier_code: 'bring',
              carrier_title: 'Bring',
              method_code: 'pickup_point',
              method_title: 'Pakke til hentested',
              price_incl_tax: { value: 149 },
              price_excl_tax: { value: 119.2 },
            },
          },
        ],
        billing_address: cartAddressData({ id: null, street: ['Gardsveien 7'], telephone: '' }),
        selected_payment_method: {
          code: 'wm_card',
          title: 'Kort',
          purchase_order_number: null,
          wm_card: { brand: 'Visa', last4: '4242' },
        },
        prices: {
          ...checkoutCartData().prices,
          grand_total: { value: 349 },
          grand_total_excluding_tax: { value: 279.2 },
          applied_taxes: [
            { label: 'MVA 25 %', amount: { value: 40 } },
            { label: 'MVA frakt', amount: { value: 29.8 } },
          ],
        },
      }),
    );

    expect(checkout.shippingAddress).toEqual({
      customerAddressId: 7,
      firstname: 'Ola',
      lastname: 'Nordmann',
      company: 'Haugen Gård AS',
      street: ['Storgata 1', 'H0201'],
      city: 'Hamar',
      postcode: '2317',
      countryCode: 'NO',
      countryLabel: 'Norge',
      region: { code: null, label: 'Innlandet', id: null },
      telephone: '+4790000000',
      vatId: null,
      sameAsBilling: false,
      customerNotes: 'Ring før levering',
    });
    expect(checkout.billingAddress).toMatchObject({
      customerAddressId: null,
      street: ['Gardsveien 7'],
      telephone: null,
      region: null,
    });
    expect(checkout.shippingMethods).toEqual([
      {
        carrierCode: 'bring',
        methodCode: 'pickup_point',
        carrierTitle: 'Bring',
        methodTitle: 'bring pickup_point',
        priceInclTax: 149,
        priceExclTax: 119.2,
        available: true,
        errorMessage: null,
      },
      expect.objectContaining({ carrierCode: 'wm_pickup', methodCode: 'store', priceInclTax: 0 }),
    ]);
    expect(checkout.shippingMethodsStatus).toBe('available');
    expect(checkout.selectedShippingMethod).toEqual({
      carrierCode: 'bring',
      methodCode: 'pickup_point',
      carrierTitle: 'Bring',
      methodTitle: 'Pakke til hentested',
      priceInclTax: 149,
      priceExclTax: 119.2,
    });
    expect(checkout.selectedPaymentMethod).toEqual({
      code: 'wm_card',
      title: 'Kort',
      purchaseOrderNumber: null,
      card: { brand: 'Visa', last4: '4242' },
      vipps: null,
    });
    expect(checkout.totals).toMatchObject({
      shippingInclTax: 149,
      shippingExclTax: 119.2,
      tax: 69.8,
      grandTotal: 349,
      grandTotalExclTax: 279.2,
    });
  });

  it('says none-for-country for an address without methods (outside Norway)', () => {
    const checkout = mapCheckoutCart(
      checkoutCartData({
        shipping_addresses: [
          {
            ...cartAddressData({ country: { code: 'SE', label: 'Sverige' } }),
            same_as_billing: true,
            customer_notes: null,
            available_shipping_methods: [],
            selected_shipping_method: null,
          },
        ],
      }),
    );

    expect(checkout.shippingMethodsStatus).toBe('none-for-country');
    expect(checkout.shippingAddress?.countryCode).toBe('SE');
    expect(checkout.totals.shippingInclTax).toBeNull();
  });

  it('needs no shipping for a virtual cart, and reads a missing method list as empty', () => {
    const checkout = mapCheckoutCart(
      checkoutCartData({ is_virtual: true, prices: null, available_payment_methods: null }),
    );

    expect(checkout.shippingMethodsStatus).toBe('not-needed');
    expect(checkout.paymentMethods).toEqual([]);
    expect(checkout.totals).toMatchObject({ grandTotal: null, grandTotalExclTax: null, tax: 0 });
  });
});
