import { useCheckout, useSdk } from '@agri-parts/react-hooks';
import {
  applyBillingAddress,
  billsToShippingAddress,
  checkoutErrorKind,
  paymentMethodCodes,
  placeOrderSequence,
  prepareCheckout,
  type AddressInput,
  type CheckoutAction,
  type Customer,
  type ShippingAddressChoice,
} from '@agri-parts/sdk';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { thankYouPath, type CheckoutVariant } from './checkoutRoutes';
import type { OrderFieldValues } from './OrderFieldsSection';
import { translate } from '../i18n/translate';
import type { ConfirmedCard } from './HostedCardFrame';
import { checkoutErrorMessage } from './orderStepView';
import { lineProblems, placeProblemText, type PlaceProblem } from './orderProblemText';
import { useDeliveryNotes } from './useDeliveryNotes';
import { useVippsStep } from './useVippsStep';

/**
 * The order step's state and actions over `sdk.checkout`: the checkout (readied once loaded by
 * `prepareCheckout`: the default shipping address and the billing address the customer has, so
 * the shipping methods show at once), what the shopper has chosen or typed that the cart does not
 * hold yet (billing same as shipping, payment method, order fields, delivery instructions), each
 * section's actions, the card step (the provider's token is set on the cart as soon as its form
 * confirms the card), and placing the order with `placeOrderSequence` — then the thank-you page.
 * What the cart holds wins after a reload: its addresses, note, methods and billing choice.
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
  const [billingSameChoice, setBillingSameChoice] = useState<boolean | null>(null);
  const [payment, setPayment] = useState<string | null>(null);
  // The shopper asked for another card (or the one on the cart can no longer pay).
  const [enterCard, setEnterCard] = useState(false);
  const [orderFields, setOrderFields] = useState<OrderFieldValues | null>(null);
  const [placeProblem, setPlaceProblem] = useState<PlaceProblem>(null);
  const checkout = state.checkout;
  usePreparedCheckout(checkout, customer);

  const notes = useDeliveryNotes(checkout, run);
  const typed = () => ({ orderFields, deliveryInstructions: notes.typed });
  const vipps = useVippsStep({ customer, variant, typed, onProblem: setPlaceProblem });
  const chosenPayment = payment ?? checkout?.selectedPaymentMethod?.code ?? null;
  const billingSame = billingSameChoice ?? (checkout ? billsToShippingAddress(checkout) : true);
  // The order fields as typed, else as the cart holds them.
  const fields: OrderFieldValues = orderFields ?? {
    customerRef: checkout?.cart.orderFields.customerRef ?? '',
    customerOrderNo: checkout?.cart.orderFields.customerOrderNo ?? '',
  };

  /** Runs a change of the cart; `true` once it is done (its error shows in its section). */
  function run(action: () => Promise<unknown>): Promise<boolean> {
    setPlaceProblem(null);
    return action().then(
      () => true,
      () => false,
    );
  }

  // The card the cart will be paid with: its brand and last four digits (never more).
  const selected = checkout?.selectedPaymentMethod;
  const cartCard = selected?.code === paymentMethodCodes.card ? (selected.card ?? null) : null;
  const confirmedCard = enterCard ? null : cartCard;

  async function placeOrder() {
    if (state.placing) return;
    // Vipps: the order is placed on the return from the app, after the payment is approved.
    if (chosenPayment === paymentMethodCodes.vipps) return vipps.pay();
    setPlaceProblem(null);
    if (chosenPayment === paymentMethodCodes.card && !confirmedCard) {
      setPlaceProblem({ text: translate('checkout.card.missing') });
      return;
    }
    try {
      const placed = await placeOrderSequence(sdk, {
        orderFields,
        deliveryInstructions: notes.typed,
      });
      void navigate(thankYouPath(placed.orderNumber, variant));
    } catch (error) {
      // A token that expired or does not cover the total, or a card that has expired: the form
      // again for the card (another one, for an expired card).
      const kind = checkoutErrorKind(error);
      if (kind === 'card-invalid' || kind === 'card-expired') setEnterCard(true);
      setPlaceProblem({ error });
    }
  }

  const errorFor = (action: CheckoutAction) =>
    state.error?.action === action ? checkoutErrorMessage(state.error.error) : null;

  return {
    state,
    chosenPayment,
    billingSame,
    confirmedCard,
    /** The provider's form confirmed a card: the cart takes its token (verified by the API). */
    confirmCard: (card: ConfirmedCard) =>
      void run(async () => {
        await sdk.checkout.setPaymentMethod(paymentMethodCodes.card, { cardToken: card.token });
        setEnterCard(false);
      }),
    changeCard: () => setEnterCard(true),
    vipps,
    /** Why placing failed, in Norwegian, read against the checkout as it is now. */
    placeError: placeProblemText(placeProblem, checkout),
    /** The lines stock no longer covers, each with what is left, by uid. */
    lineProblems: checkout ? lineProblems(checkout) : {},
    placeOrder,
    fields,
    setOrderFields,
    notes: { ...notes, error: errorFor('delivery-instructions') },
    errorFor,
    chooseShippingAddress: (choice: ShippingAddressChoice) =>
      run(async () => {
        await sdk.checkout.setShippingAddress(
          notes.typed === null ? choice : { ...choice, customerNotes: notes.typed },
        );
        if (billingSame) await applyBillingAddress(sdk.checkout, customer);
      }),
    changeBillingSame(same: boolean) {
      setBillingSameChoice(same);
      if (same) void run(() => applyBillingAddress(sdk.checkout, customer));
    },
    chooseBillingAddress: (customerAddressId: number) =>
      void run(() => sdk.checkout.setBillingAddress({ customerAddressId })),
    submitBillingAddress: (address: AddressInput) =>
      run(() => sdk.checkout.setBillingAddress({ address })),
    chooseShippingMethod: (carrierCode: string, methodCode: string) =>
      void run(() => sdk.checkout.setShippingMethod(carrierCode, methodCode)),
    choosePayment(code: string) {
      setPayment(code);
      if (setAtOnce(code)) void run(() => sdk.checkout.setPaymentMethod(code));
    },
  };
}

/**
 * Whether a chosen method goes on the cart at once: a card does once the provider's form gives
 * its token, Vipps with the number when the shopper pays.
 */
const setAtOnce = (code: string) =>
  code !== paymentMethodCodes.card && code !== paymentMethodCodes.vipps;

/** Prepares the checkout once it has loaded with lines (`prepareCheckout`: the customer's defaults). */
function usePreparedCheckout(
  checkout: ReturnType<typeof useCheckout>['checkout'],
  customer: Customer,
) {
  const sdk = useSdk();
  const prepared = useRef(false);
  useEffect(() => {
    if (!checkout || prepared.current || checkout.cart.items.length === 0) return;
    prepared.current = true;
    void prepareCheckout(sdk.checkout, customer).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);
}
