import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rejection, serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { magento, refusalError } from '../testing/magento';
import { checkoutCartData } from './checkoutTestData';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('setPaymentMethod (sdk.checkout.setPaymentMethod)', () => {
  it('sends the card for wm_card, and says invoice-not-available when invoice is refused', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    const sent: unknown[] = [];
    server.use(
      magento.mutation('SetPaymentMethodOnCart', ({ variables }) => {
        sent.push(variables.paymentMethod);
        return variables.paymentMethod.code === 'wm_invoice'
          ? HttpResponse.json({
              errors: [
                refusalError(
                  'Payment by invoice is not available for you!',
                  'INVOICE_NOT_AVAILABLE',
                ),
              ],
            })
          : HttpResponse.json({
              data: {
                setPaymentMethodOnCart: {
                  cart: checkoutCartData({
                    selected_payment_method: {
                      code: 'wm_card',
                      title: 'Kort',
                      purchase_order_number: null,
                      wm_card: { brand: 'Visa', last4: '4242' },
                    },
                  }),
                },
              },
            });
      }),
    );

    const checkout = await sdk.checkout.setPaymentMethod('wm_card', { cardToken: 'tok_abc' });
    expect(checkout.selectedPaymentMethod?.card).toEqual({ brand: 'Visa', last4: '4242' });

    const error = await rejection(sdk.checkout.setPaymentMethod('wm_invoice'));
    expect((error as Error).message).toBe('Payment by invoice is not available for you!');
    expect(sdk.checkout.getSnapshot().error).toMatchObject({
      action: 'payment-method',
      kind: 'invoice-not-available',
    });
    expect(sent).toEqual([
      { code: 'wm_card', wm_card: { token: 'tok_abc' } },
      { code: 'wm_invoice' },
    ]);
  });
});
