import { useCheckout, useSdk } from '@agri-parts/react-hooks';
import {
  applyBillingAddress,
  paymentMethodCodes,
  parseCardFields,
  placeOrderSequence,
  prepareCheckout,
  type CardDetails,
  type CardFieldValues,
  type CheckoutAction,
  type Customer,
  type ShippingAddressChoice,
} from '@agri-parts/sdk';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { thankYouPath, type CheckoutVariant } from './checkoutRoutes';
import type { OrderFieldValues } from './OrderFieldsSection';
import {
  cardFieldErrors,
  checkoutErrorMessage,
  placeOrderErrorMessage,
  type CardFieldErrors,
} from './orderStepView';

const noCard: CardFieldValues = { number: '', expiry: '', cvc: '' };

/**
 * The order step's state and actions over `sdk.checkout`: the checkout (readied once loaded by
 * `prepareCheckout`: the default shipping address and the billing address the customer has, so
 * the shipping methods show at once), what the shopper has chosen or typed that the cart does not
 * hold yet (billing same as shipping, payment method, card fields, order fields), each section's
 * actions, and placing the order with `placeOrderSequence` — then the thank-you page.
 */
export function useOrderStep({
  customer,
  variant,
}: {
  customer: Customer;
  variant: CheckoutVariant;
}) {
  const sdk = useSdk();
  const navigate = useNavigate();
  // Loads the customer's checkout once the browser's session is the customer's (after a login
  // on the account step the session arrives with the root loader, after this page mounts).
  const state = useCheckout();
  const [billingSame, setBillingSame] = useState(true);
  const [payment, setPayment] = useState<string | null>(null);
  const [card, setCard] = useState(noCard);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [orderFields, setOrderFields] = useState<OrderFieldValues | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const prepared = useRef(false);

  const checkout = state.checkout;
  useEffect(() => {
    if (!checkout || prepared.current || checkout.cart.items.length === 0) return;
    prepared.current = true;
    void prepareCheckout(sdk.checkout, customer).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);

  const chosenPayment = payment ?? checkout?.selectedPaymentMethod?.code ?? null;
  // The order fields as typed, else as the cart holds them.
  const fields: OrderFieldValues = orderFields ?? {
    customerRef: checkout?.cart.orderFields.customerRef ?? '',
    customerOrderNo: checkout?.cart.orderFields.customerOrderNo ?? '',
  };

  function run(action: () => Promise<unknown>) {
    setPlaceError(null);
    void action().catch(() => undefined);
  }

  /** The card to send with the order, `null` for another method, or `false` when its fields are wrong. */
  function cardToSend(): CardDetails | null | false {
    if (chosenPayment !== paymentMethodCodes.card) return null;
    const parsed = parseCardFields(card);
    setCardErrors(parsed.ok ? {} : cardFieldErrors(parsed.invalid));
    return parsed.ok ? parsed.card : false;
  }

  async function placeOrder() {
    if (state.placing) return;
    setPlaceError(null);
    const payWith = cardToSend();
    if (payWith === false) return;
    try {
      const placed = await placeOrderSequence(sdk, { orderFields, card: payWith });
      void navigate(thankYouPath(placed.orderNumber, variant));
    } catch (error) {
      setPlaceError(placeOrderErrorMessage(error));
    }
  }

  return {
    state,
    chosenPayment,
    billingSame,
    card,
    cardErrors,
    setCard,
    placeError,
    placeOrder,
    fields,
    setOrderFields,
    errorFor: (action: CheckoutAction) =>
      state.error?.action === action ? checkoutErrorMessage(state.error.error) : null,
    chooseShippingAddress: (choice: ShippingAddressChoice) =>
      run(async () => {
        await sdk.checkout.setShippingAddress(choice);
        if (billingSame) await applyBillingAddress(sdk.checkout, customer);
      }),
    changeBillingSame(same: boolean) {
      setBillingSame(same);
      if (same) run(() => applyBillingAddress(sdk.checkout, customer));
    },
    chooseBillingAddress: (customerAddressId: number) =>
      run(() => sdk.checkout.setBillingAddress({ customerAddressId })),
    chooseShippingMethod: (carrierCode: string, methodCode: string) =>
      run(() => sdk.checkout.setShippingMethod(carrierCode, methodCode)),
    choosePayment(code: string) {
      setPayment(code);
      // A card is sent with the order (its fields first); the others at once.
      if (code !== paymentMethodCodes.card) run(() => sdk.checkout.setPaymentMethod(code));
    },
  };
}
