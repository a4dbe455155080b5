import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { mapOrderDetails } from '../orders/mapOrder';
import { buildOrderData } from '../testing/orderData';
import {
  cartAddressInput,
  checkoutErrorKind,
  invoiceAvailability,
  paymentMethodInput,
  purchaseEvent,
} from './checkoutRules';

describe('checkoutErrorKind', () => {
  it.each([
    ['Payment by invoice is not available for you!', 'invoice-not-available'],
    ['Carrier with such method not found: bring, freight', 'shipping-method-unavailable'],
    [
      'The chosen shipping method is no longer available for this cart. Choose another shipping method.',
      'shipping-method-unavailable',
    ],
    [
      'The payment was declined by the card issuer. Try another card or payment method.',
      'payment-declined',
    ],
    [
      'The payment was declined: insufficient funds. Try another card or payment method.',
      'payment-declined',
    ],
    [
      'The credit application was declined for this amount. Choose another payment method.',
      'payment-declined',
    ],
    [
      'The card confirmation has expired or was used already. Enter the card again.',
      'card-invalid',
    ],
    [
      'The card was confirmed for a different amount or has expired. Enter the card again.',
      'card-invalid',
    ],
    [
      '"Oljefilter" (OF-1) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.',
      'out-of-stock',
    ],
    [
      "The billing address of a company account can't be changed. Contact customer service to change it.",
      'billing-address-locked',
    ],
    ["The cart isn't active.", 'cart-not-active'],
    [
      'Guest checkout is not allowed. Register a customer account or login with existing one.',
      'login-required',
    ],
    ['The shipping address is missing. Set the address and try again.', 'step-missing'],
    ['The shipping method is missing. Select the shipping method and try again.', 'step-missing'],
    ['Enter a valid payment method and try again.', 'step-missing'],
    ['A Norwegian postcode has four digits, for example 2322.', 'other'],
  ])('%s → %s', (message, kind) => {
    expect(checkoutErrorKind(new SdkError('graphql', message))).toBe(kind);
  });

  it('says no-shipping-methods-for-country for a method refused or missing while the country has none', () => {
    const context = { shippingMethodsStatus: 'none-for-country' } as const;
    const refused = new SdkError('graphql', 'Carrier with such method not found: bring, freight');
    const missing = new SdkError(
      'graphql',
      'The shipping method is missing. Select the shipping method and try again.',
    );
    expect(checkoutErrorKind(refused, context)).toBe('no-shipping-methods-for-country');
    expect(checkoutErrorKind(missing, context)).toBe('no-shipping-methods-for-country');
    expect(checkoutErrorKind(refused, { shippingMethodsStatus: 'available' })).toBe(
      'shipping-method-unavailable',
    );
    expect(
      checkoutErrorKind(
        new SdkError('graphql', 'The card confirmation has expired or was used already.'),
        context,
      ),
    ).toBe('card-invalid');
  });

  it('reads the placeOrder code CART_NOT_ACTIVE whatever the message', () => {
    const error = new SdkError('graphql', 'Something', {
      graphQLErrors: [{ message: 'Something', code: 'CART_NOT_ACTIVE' }],
    });
    expect(checkoutErrorKind(error)).toBe('cart-not-active');
  });

  it("reads the API's error code, never the message beside it", () => {
    const refused = (errorCode: string, message = 'Magento’s English') =>
      new SdkError('graphql', message, {
        graphQLErrors: [
          { message, category: 'graphql-input', extensions: { error_code: errorCode } },
        ],
      });

    expect(checkoutErrorKind(refused('INVOICE_NOT_AVAILABLE'))).toBe('invoice-not-available');
    expect(checkoutErrorKind(refused('SHIPPING_METHOD_NOT_AVAILABLE'))).toBe(
      'shipping-method-unavailable',
    );
    expect(
      checkoutErrorKind(refused('SHIPPING_METHOD_NOT_AVAILABLE'), {
        shippingMethodsStatus: 'none-for-country',
      }),
    ).toBe('no-shipping-methods-for-country');
    expect(checkoutErrorKind(refused('CARD_TOKEN_INVALID'))).toBe('card-invalid');
    expect(checkoutErrorKind(refused('CARD_EXPIRED'))).toBe('card-expired');
    expect(checkoutErrorKind(refused('PAYMENT_DECLINED'))).toBe('payment-declined');
    expect(checkoutErrorKind(refused('PAYMENT_PROVIDER_UNAVAILABLE'))).toBe('payment-unavailable');
    expect(checkoutErrorKind(refused('INSUFFICIENT_STOCK'))).toBe('out-of-stock');
    expect(checkoutErrorKind(refused('COMPANY_BILLING_ADDRESS_LOCKED'))).toBe(
      'billing-address-locked',
    );
    expect(checkoutErrorKind(refused('GUEST_CHECKOUT_NOT_ALLOWED'))).toBe('login-required');
    expect(checkoutErrorKind(refused('ONLINE_PURCHASE_NOT_ALLOWED'))).toBe(
      'online-purchase-not-allowed',
    );
    expect(checkoutErrorKind(refused('SHIPPING_ADDRESS_MISSING'))).toBe('step-missing');
    expect(
      checkoutErrorKind(
        refused('PAYMENT_METHOD_NOT_AVAILABLE', 'Payment by invoice is not available'),
      ),
    ).toBe('other');
  });

  it("reads placeOrder's UNABLE_TO_PLACE_ORDER by its message, the only reason it gives", () => {
    const message = 'The payment was declined by the card issuer.';
    const error = new SdkError('graphql', message, {
      graphQLErrors: [{ message, code: 'UNABLE_TO_PLACE_ORDER' }],
    });
    expect(checkoutErrorKind(error)).toBe('payment-declined');
  });

  it('takes an authorization error as login-required, anything else as other', () => {
    expect(
      checkoutErrorKind(new SdkError('authorization', 'The current customer isn’t authorized.')),
    ).toBe('login-required');
    expect(checkoutErrorKind(new SdkError('network', 'Failed to fetch'))).toBe('other');
    expect(checkoutErrorKind('Payment by invoice is not available for you!')).toBe('other');
    expect(checkoutErrorKind(null)).toBe('other');
  });
});

describe('invoiceAvailability', () => {
  const methods = (...codes: string[]) => codes.map((code) => ({ code }));

  it('is available whenever commerce-api lists wm_invoice', () => {
    expect(
      invoiceAvailability({ companyId: '12', taxvat: '999' }, methods('wm_card', 'wm_invoice')),
    ).toBe('available');
  });

  it('is not-available for a business customer it is not listed for (credit not approved)', () => {
    expect(invoiceAvailability({ companyId: '12', taxvat: null }, methods('wm_card'))).toBe(
      'not-available',
    );
    expect(invoiceAvailability({ companyId: null, taxvat: '987654321' }, methods('wm_card'))).toBe(
      'not-available',
    );
  });

  it('is not-offered to a private customer or without a customer', () => {
    expect(
      invoiceAvailability({ companyId: null, taxvat: '  ' }, methods('wm_card', 'wm_credit')),
    ).toBe('not-offered');
    expect(invoiceAvailability(null, methods('wm_card'))).toBe('not-offered');
  });
});

describe('cartAddressInput', () => {
  it('keeps the street lines by position (spec §3), trims and capitalises the country', () => {
    expect(
      cartAddressInput({
        firstname: ' Ola ',
        lastname: 'Nordmann ',
        street: [' Storgata 1 ', '', 'Sentrum', ''],
        city: ' Hamar',
        postcode: '2317 ',
        countryCode: 'no',
      }),
    ).toEqual({
      firstname: 'Ola',
      lastname: 'Nordmann',
      street: ['Storgata 1', '', 'Sentrum'],
      city: 'Hamar',
      postcode: '2317',
      country_code: 'NO',
    });
  });

  it('joins lines past the 4th into the 4th (at most four)', () => {
    expect(
      cartAddressInput({
        firstname: 'O',
        lastname: 'N',
        street: ['Gate 1', 'H0101', 'Sentrum', 'Bak låven', 'Port 2'],
        city: 'Hamar',
        postcode: '2317',
        countryCode: 'NO',
      }).street,
    ).toEqual(['Gate 1', 'H0101', 'Sentrum', 'Bak låven, Port 2']);
  });

  it('sends the optional fields only when filled, and save_in_address_book when asked', () => {
    expect(
      cartAddressInput(
        {
          firstname: 'Kari',
          lastname: 'Haugen',
          company: 'Haugen Gård AS',
          street: ['Gardsveien 7'],
          city: 'Ridabu',
          postcode: '2322',
          countryCode: 'NO',
          telephone: ' +47 900 00 000 ',
          vatId: '',
          region: { name: 'Innlandet', id: 34, code: null },
        },
        { saveInAddressBook: false },
      ),
    ).toEqual({
      firstname: 'Kari',
      lastname: 'Haugen',
      company: 'Haugen Gård AS',
      street: ['Gardsveien 7'],
      city: 'Ridabu',
      postcode: '2322',
      country_code: 'NO',
      telephone: '+47 900 00 000',
      region: 'Innlandet',
      region_id: 34,
      save_in_address_book: false,
    });
  });
});

describe('paymentMethodInput', () => {
  it('sends the code alone for credit and invoice', () => {
    expect(paymentMethodInput('wm_invoice')).toEqual({ code: 'wm_invoice' });
    expect(paymentMethodInput('wm_credit', { purchaseOrderNumber: '  ' })).toEqual({
      code: 'wm_credit',
    });
  });

  it('sends the card as the provider\u2019s token for wm_card, never card fields', () => {
    expect(
      paymentMethodInput('wm_card', { cardToken: ' tok_abc ', purchaseOrderNumber: ' PO-7 ' }),
    ).toEqual({ code: 'wm_card', purchase_order_number: 'PO-7', wm_card: { token: 'tok_abc' } });
    expect(paymentMethodInput('wm_card', { cardToken: '  ' })).toEqual({ code: 'wm_card' });
  });
});

describe('purchaseEvent', () => {
  it('takes the order number, totals with VAT, coupon and lines', () => {
    expect(purchaseEvent(mapOrderDetails(buildOrderData()))).toEqual({
      transactionId: '000000123',
      value: 639,
      shipping: 99,
      tax: 127.8,
      coupon: 'VINTER10',
      currency: 'NOK',
      items: [
        { sku: 'OF-1234', name: 'Oljefilter', price: 250, quantity: 2 },
        // No price with VAT: the sale price; no name: the SKU.
        { sku: 'KR-9', name: 'KR-9', price: 80, quantity: 1 },
      ],
    });
  });

  it('has no coupon without one, joins several, and falls back to shipping without VAT', () => {
    const base = buildOrderData();
    const order = mapOrderDetails(
      buildOrderData({
        applied_coupons: [],
        total: { ...base.total!, shipping_handling: null },
      }),
    );
    expect(purchaseEvent(order)).toMatchObject({ coupon: null, shipping: 79.2 });
    const two = mapOrderDetails(
      buildOrderData({ applied_coupons: [{ code: 'VAAR10' }, { code: 'GARD15' }] }),
    );
    expect(purchaseEvent(two).coupon).toBe('VAAR10,GARD15');
  });
});
