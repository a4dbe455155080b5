/**
 * Step 5 of the purchase: the checkout, from the shipping address to the placed order.
 */
import type { Sdk } from '@agri-parts/sdk';
import { cardToken } from './cardToken';
import { describe, log, nok, step } from './console';
import type { PurchaseOptions } from './options';

export async function checkout(
  sdk: Sdk,
  options: Pick<PurchaseOptions, 'paymentProviderUrl' | 'card' | 'timeoutMs'>,
): Promise<void> {
  step('5. Checkout');
  sdk.events.on('checkout:order-placed', (purchase) =>
    log(
      `   [event] checkout:order-placed ${purchase.transactionId}, ${nok(purchase.value)}, ${purchase.items.length} lines`,
    ),
  );
  let state = await sdk.checkout.load();
  const customer = sdk.session.getSnapshot().customer;
  const saved = customer?.addresses.find((address) => address.defaultShipping);
  state = await sdk.checkout.setShippingAddress(
    saved
      ? { customerAddressId: saved.id }
      : {
          address: {
            firstname: customer?.firstname ?? 'Kari',
            lastname: customer?.lastname ?? 'Nordmann',
            street: ['Storgata 1'],
            city: 'Hamar',
            postcode: '2317',
            countryCode: 'NO',
            telephone: '90000000',
          },
        },
  );
  log(
    `Ship to ${state.shippingAddress?.street.join(' ')}, ${state.shippingAddress?.postcode} ${state.shippingAddress?.city}`,
  );
  if (state.shippingMethodsStatus !== 'available') {
    throw new Error(`No shipping method for this address (${state.shippingMethodsStatus})`);
  }
  await sdk.checkout.setBillingAddress({ sameAsShipping: true });

  const method = state.shippingMethods.find((candidate) => candidate.available);
  if (!method) throw new Error('No shipping method is available');
  state = await sdk.checkout.setShippingMethod(method.carrierCode, method.methodCode);
  log(`Shipping: ${method.carrierTitle} ${method.methodTitle}, ${nok(method.priceInclTax)}`);

  // commerce-api takes cards through the payment provider (a test card here, sent to the provider
  // for a token); a stock Magento offers e.g. checkmo instead.
  const codes = state.paymentMethods.map((payment) => payment.code);
  const payment = codes.includes('wm_card')
    ? 'wm_card'
    : codes.find((code) => code !== 'wm_credit');
  if (!payment) throw new Error(`No payment method to choose from (${codes.join(', ')})`);
  try {
    state = await sdk.checkout.setPaymentMethod(
      payment,
      payment === 'wm_card'
        ? {
            cardToken: await cardToken(
              options.paymentProviderUrl,
              options.card,
              state.totals.grandTotal ?? 0,
              options.timeoutMs,
            ),
          }
        : {},
    );
  } catch (error) {
    // The checkout keeps a typed kind for the failures a page explains to the shopper.
    const { error: failure } = sdk.checkout.getSnapshot();
    throw new Error(`Payment refused (${failure?.kind ?? 'unknown'}): ${describe(error)}`);
  }
  log(
    `Payment: ${state.selectedPaymentMethod?.title} ${state.selectedPaymentMethod?.card ? `(${state.selectedPaymentMethod.card.brand} ending ${state.selectedPaymentMethod.card.last4})` : ''}`,
  );
  log(
    `Total to pay: ${nok(state.totals.grandTotal)} (VAT ${nok(state.totals.tax)}, shipping ${nok(state.totals.shippingInclTax)})`,
  );

  const placed = await sdk.checkout.placeOrder();
  log(
    `Order ${placed.orderNumber} placed: ${placed.order.items.length} lines, ${nok(placed.order.totals.grandTotal.value)}`,
  );
}
