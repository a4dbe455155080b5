import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import {
  cartAddressData,
  checkoutCartData,
  completeCheckoutCartData,
  shippingAddressData,
} from './checkoutTestData';
import { checkoutSteps, missingOrderStep, orderReadiness } from './checkoutSteps';
import { mapCheckoutCart } from './mapCheckout';

const complete = () => mapCheckoutCart(completeCheckoutCartData());

describe('checkoutSteps', () => {
  it('asks a shipped cart for shipping address and method, then billing and payment', () => {
    expect(checkoutSteps({ isVirtual: false })).toEqual([
      'shipping-address',
      'shipping-method',
      'billing-address',
      'payment-method',
    ]);
  });

  it('asks a cart of services and PDF manuals only for billing and payment', () => {
    expect(checkoutSteps({ isVirtual: true })).toEqual(['billing-address', 'payment-method']);
  });
});

describe('orderReadiness', () => {
  it('is ready with lines, shipping address and method, billing address and payment', () => {
    expect(orderReadiness(complete())).toEqual({ ready: true });
  });

  it.each([
    ['items', { items: [] }],
    ['shipping-address', { shipping_addresses: [] }],
    ['shipping-method', { shipping_addresses: [shippingAddressData()] }],
    ['billing-address', { billing_address: null }],
    ['payment-method', { selected_payment_method: null }],
  ] as const)('names the first gap: %s', (missing, change) => {
    expect(orderReadiness(mapCheckoutCart(completeCheckoutCartData(change)))).toEqual({
      ready: false,
      missing,
    });
  });

  it('needs no shipping for a virtual cart, and names its billing address when that is missing', () => {
    const virtual = { is_virtual: true, shipping_addresses: [] };
    expect(orderReadiness(mapCheckoutCart(completeCheckoutCartData(virtual)))).toEqual({
      ready: true,
    });
    expect(
      orderReadiness(
        mapCheckoutCart(completeCheckoutCartData({ ...virtual, billing_address: null })),
      ),
    ).toEqual({ ready: false, missing: 'billing-address' });
  });
});

describe('missingOrderStep', () => {
  const refusedBy = (step: 'billing-address' | null) =>
    new SdkError('invalid-argument', 'missing', {
      refusal: { kind: 'checkout_step_missing', step },
    });
  const placeOrderRefusal = (message: string) =>
    new SdkError('graphql', message, {
      graphQLErrors: [{ message, code: 'UNABLE_TO_PLACE_ORDER' }],
    });

  it('takes the step the refusal names', () => {
    expect(missingOrderStep(refusedBy('billing-address'), complete())).toBe('billing-address');
  });

  it("reads the API's missing step off the checkout as it is now, never off the message", () => {
    const noBilling = mapCheckoutCart(
      checkoutCartData({ is_virtual: true, billing_address: null }),
    );
    const error = placeOrderRefusal(
      'The shipping address is missing. Set the address and try again.',
    );
    expect(missingOrderStep(error, noBilling)).toBe('billing-address');
    expect(missingOrderStep(refusedBy(null), noBilling)).toBe('billing-address');
  });

  it('is null for other refusals, without a checkout, or when nothing is missing', () => {
    const stock = placeOrderRefusal(
      '"Oljefilter" (OF-1) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.',
    );
    expect(missingOrderStep(stock, mapCheckoutCart(checkoutCartData()))).toBeNull();
    expect(missingOrderStep(refusedBy(null), null)).toBeNull();
    expect(missingOrderStep(refusedBy(null), complete())).toBeNull();
    expect(missingOrderStep(new Error('boom'), complete())).toBeNull();
  });

  it('names the payment once the addresses are done', () => {
    const checkout = mapCheckoutCart(
      completeCheckoutCartData({
        selected_payment_method: null,
        billing_address: cartAddressData(),
      }),
    );
    expect(missingOrderStep(refusedBy(null), checkout)).toBe('payment-method');
  });
});
