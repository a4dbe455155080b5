import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf, SdkError } from '../errors/SdkError';
import { rejection, setupCheckout } from '../testing/checkoutTestSetup';
import { magento, refusalError } from '../testing/magento';
import { checkoutCartData, completeCheckoutCartData } from './checkoutTestData';
import {
  normalizeVippsPhone,
  startVippsPayment,
  vippsPhoneDefault,
  vippsPhoneProblem,
  vippsReturnProblem,
} from './vippsPayment';

describe('the Vipps phone rules', () => {
  it('take 8 digits beginning with 4 or 9, with an optional +47 or 0047', () => {
    expect(normalizeVippsPhone('41234567')).toBe('41234567');
    expect(normalizeVippsPhone(' +47 912 34 567')).toBe('91234567');
    expect(normalizeVippsPhone('0047 412-34-567')).toBe('41234567');
    for (const text of ['22334455', '51234567', '+46 41234567', '4123456', '912345678', 'abc']) {
      expect(normalizeVippsPhone(text)).toBeNull();
    }
  });

  it('say whether a number is missing or not a mobile', () => {
    expect(vippsPhoneProblem('  ')).toBe('missing');
    expect(vippsPhoneProblem('22 33 44 55')).toBe('invalid');
    expect(vippsPhoneProblem('+47 412 34 567')).toBeNull();
  });

  it('prefill the first mobile among the customer’s numbers, written as Norwegians do', () => {
    expect(vippsPhoneDefault([null, '22 33 44 55', '+4791234567', '41234567'])).toBe('912 34 567');
    expect(vippsPhoneDefault(['22 33 44 55', undefined])).toBe('');
  });
});

describe('vippsReturnProblem', () => {
  const refused = (code: string) =>
    new SdkError('graphql', 'refused', {
      graphQLErrors: [refusalError('refused', code)],
    });

  it('tells a cancel, a timeout and a payment not approved from other failures', () => {
    expect(vippsReturnProblem(refused('VIPPS_CANCELLED'))).toBe('cancelled');
    expect(vippsReturnProblem(refused('VIPPS_EXPIRED'))).toBe('expired');
    expect(vippsReturnProblem(refused('VIPPS_NOT_APPROVED'))).toBe('not-approved');
    expect(vippsReturnProblem(refused('PAYMENT_DECLINED'))).toBeNull();
    expect(vippsReturnProblem(new Error('network'))).toBeNull();
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('startVippsPayment', () => {
  const returnUrl = 'http://shop.test/checkout/vipps-retur';
  const vippsCart = completeCheckoutCartData({
    selected_payment_method: {
      code: 'wm_vipps',
      title: 'Vipps',
      purchase_order_number: null,
      wm_card: null,
      wm_vipps: { redirect_url: 'http://pay.test/vipps/vipps-1-abc', phone_number: '41234567' },
    },
  });

  function serve(cart = completeCheckoutCartData()) {
    const sent: unknown[] = [];
    server.use(
      magento.query('CheckoutCart', () => HttpResponse.json({ data: { customerCart: cart } })),
      magento.mutation('SetPaymentMethodOnCart', ({ variables }) => {
        sent.push(variables.paymentMethod);
        return HttpResponse.json({ data: { setPaymentMethodOnCart: { cart: vippsCart } } });
      }),
    );
    return sent;
  }

  it('sends the normalised mobile and the return address, and gives the approval page', async () => {
    const sent = serve();
    const { sdk } = setupCheckout();
    await sdk.checkout.load();
    const started = await startVippsPayment(sdk, { phoneNumber: '+47 412 34 567', returnUrl });
    expect(started).toEqual({
      redirectUrl: 'http://pay.test/vipps/vipps-1-abc',
      phoneNumber: '41234567',
    });
    expect(sent).toEqual([
      { code: 'wm_vipps', wm_vipps: { phone_number: '41234567', return_url: returnUrl } },
    ]);
    expect(sdk.checkout.getSnapshot().checkout?.selectedPaymentMethod?.vipps?.phoneNumber).toBe(
      '41234567',
    );
  });

  it('refuses a landline without a request, and a cart still lacking its address', async () => {
    const sent = serve(checkoutCartData());
    const { sdk } = setupCheckout();
    await sdk.checkout.load();
    const landline = await rejection(
      startVippsPayment(sdk, { phoneNumber: '22334455', returnUrl }),
    );
    expect(refusalOf(landline)).toEqual({ kind: 'invalid_phone_number' });
    const missing = await rejection(startVippsPayment(sdk, { phoneNumber: '41234567', returnUrl }));
    expect(refusalOf(missing)).toEqual({ kind: 'checkout_step_missing', step: 'shipping-address' });
    expect(sent).toEqual([]);
  });

  it('passes on the API’s refusal of the number', async () => {
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: completeCheckoutCartData() } }),
      ),
      magento.mutation('SetPaymentMethodOnCart', () =>
        HttpResponse.json({
          errors: [
            refusalError(
              'Enter a Norwegian mobile number: 8 digits beginning with 4 or 9.',
              'INVALID_PHONE_NUMBER',
            ),
          ],
        }),
      ),
    );
    const { sdk } = setupCheckout();
    await sdk.checkout.load();
    const error = await rejection(startVippsPayment(sdk, { phoneNumber: '41234567', returnUrl }));
    expect(refusalOf(error)).toEqual({ kind: 'invalid_phone_number' });
  });
});
