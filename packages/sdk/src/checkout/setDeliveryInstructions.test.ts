import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../errors/SdkError';
import { rejection, serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { magento } from '../testing/magento';
import {
  checkoutCartData,
  completeCheckoutCartData,
  shippingAddressData,
  selectedShippingMethodData,
} from './checkoutTestData';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the shipping address mutation with the note it was sent; returns what was sent. */
function serveShippingAddress(cart = completeCheckoutCartData()) {
  const sent: unknown[] = [];
  server.use(
    magento.mutation('SetShippingAddressOnCart', ({ variables }) => {
      const { shippingAddress } = variables as {
        shippingAddress: { customer_notes?: string };
      };
      sent.push(shippingAddress);
      const answered = {
        ...cart,
        shipping_addresses: [
          shippingAddressData({
            customer_notes: shippingAddress.customer_notes ?? null,
            selected_shipping_method: selectedShippingMethodData,
          }),
        ],
      };
      return HttpResponse.json({ data: { setShippingAddressesOnCart: { cart: answered } } });
    }),
  );
  return sent;
}

describe('setDeliveryInstructions (sdk.checkout.setDeliveryInstructions)', () => {
  it('puts the note on the address the cart ships to, keeping its method', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server, completeCheckoutCartData());
    const sent = serveShippingAddress();
    const checkout = await sdk.checkout.setDeliveryInstructions('  Sett pakken i garasjen ');
    expect(sent).toEqual([{ customer_address_id: 7, customer_notes: 'Sett pakken i garasjen' }]);
    expect(checkout.shippingAddress?.customerNotes).toBe('Sett pakken i garasjen');
    expect(checkout.selectedShippingMethod?.methodCode).toBe('pickup_point');
  });

  it('sends nothing for the note the cart has, and clears it with blank text', async () => {
    const noted = completeCheckoutCartData({
      shipping_addresses: [shippingAddressData({ customer_notes: 'Ring på' })],
    });
    const { sdk } = setupCheckout();
    serveCheckoutCart(server, noted);
    const sent = serveShippingAddress(noted);
    await sdk.checkout.load();
    await sdk.checkout.setDeliveryInstructions(' Ring på ');
    expect(sent).toEqual([]);
    await sdk.checkout.setDeliveryInstructions('   ');
    expect(sent).toEqual([{ customer_address_id: 7 }]);
  });

  it('refuses a note over 255 characters and a cart without a shipping address, sending nothing', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server, completeCheckoutCartData());
    const sent = serveShippingAddress();
    const long = await rejection(sdk.checkout.setDeliveryInstructions('x'.repeat(256)));
    expect(refusalOf(long)).toMatchObject({ kind: 'invalid_input', code: 'FIELD_TOO_LONG' });
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      pending: null,
      error: { action: 'delivery-instructions' },
    });

    const other = setupCheckout();
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCartData() } }),
      ),
    );
    const missing = await rejection(other.sdk.checkout.setDeliveryInstructions('Ring på'));
    expect(refusalOf(missing)).toEqual({
      kind: 'checkout_step_missing',
      step: 'shipping-address',
    });
    expect(sent).toEqual([]);
  });
});

describe('setShippingAddress keeps the delivery instructions', () => {
  it('sends the note the cart has with another address, unless the choice gives one', async () => {
    const noted = completeCheckoutCartData({
      shipping_addresses: [shippingAddressData({ customer_notes: 'Ring på' })],
    });
    const { sdk } = setupCheckout();
    serveCheckoutCart(server, noted);
    const sent = serveShippingAddress(noted);
    await sdk.checkout.load();
    await sdk.checkout.setShippingAddress({ customerAddressId: 8 });
    await sdk.checkout.setShippingAddress({ customerAddressId: 8, customerNotes: null });
    expect(sent).toEqual([
      { customer_address_id: 8, customer_notes: 'Ring på' },
      { customer_address_id: 8 },
    ]);
  });
});
