import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { buildTestCart, buildTestCartLine } from '../cart/buildTestCart';
import { buildTestCheckout } from './buildTestCheckout';
import {
  lineProblems,
  missingStepText,
  placeOrderProblemText,
  placeProblemText,
  stockShortageText,
} from './orderProblemText';

const stockRefusal = () => {
  const message =
    '"Oljefilter" (OF-100) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.';
  return new SdkError('graphql', message, {
    graphQLErrors: [{ message, code: 'UNABLE_TO_PLACE_ORDER' }],
  });
};

/** The test cart whose oil-filter line stock covers only `available` of. */
const shortOf = (available: number | null) =>
  buildTestCheckout({
    cart: buildTestCart({
      items: [
        buildTestCartLine({
          uid: 'line-0',
          product: { ...buildTestCartLine().product, name: 'Tennplugg', sku: 'TP-1' },
        }),
        buildTestCartLine({
          quantity: 5,
          isAvailable: false,
          errors: [
            {
              code: 'ITEM_QTY',
              message: 'The requested qty is not available',
              availableQuantity: available,
            },
          ],
        }),
      ],
    }),
  });

describe('stockShortageText', () => {
  it('names the item and how many are left', () => {
    expect(stockShortageText({ name: 'Oljefilter X', availableQuantity: 2 })).toBe(
      'Det er bare 2 igjen av Oljefilter X. Endre antallet.',
    );
  });

  it('asks to remove an item none are left of, and to change the quantity when the number is unknown', () => {
    expect(stockShortageText({ name: 'Oljefilter X', availableQuantity: 0 })).toBe(
      'Oljefilter X er ikke lenger på lager. Fjern varen fra bestillingen.',
    );
    expect(stockShortageText({ name: 'Oljefilter X', availableQuantity: null })).toBe(
      'Oljefilter X er ikke på lager i antallet du bestiller. Endre antallet.',
    );
  });
});

describe('lineProblems', () => {
  it('marks only the lines stock no longer covers, by uid', () => {
    expect(lineProblems(shortOf(2))).toEqual({
      'line-1': 'Det er bare 2 igjen av Oljefilter. Endre antallet.',
    });
    expect(lineProblems(buildTestCheckout())).toEqual({});
  });
});

describe('missingStepText', () => {
  it('says exactly which step is missing', () => {
    expect(missingStepText('billing-address')).toBe(
      'Velg eller fyll inn fakturaadressen før du fullfører bestillingen.',
    );
    expect(missingStepText('payment-method')).toBe(
      'Velg betalingsmåte før du fullfører bestillingen.',
    );
  });
});

describe('placeOrderProblemText', () => {
  it('names the short line with what is left, and that the cart is kept', () => {
    expect(placeOrderProblemText(stockRefusal(), shortOf(2))).toBe(
      'Det er bare 2 igjen av Oljefilter. Endre antallet. Handlekurven er ellers uendret.',
    );
  });

  it('falls back to the general stock text when no line says what is short', () => {
    expect(placeOrderProblemText(stockRefusal(), buildTestCheckout())).toBe(
      'En vare i handlekurven er ikke lenger på lager i antallet du bestiller. Endre antallet eller fjern varen – handlekurven er ellers uendret.',
    );
  });

  it('names the missing billing address of a cart that ships nothing, not shipping', () => {
    const virtual = buildTestCheckout({
      isVirtual: true,
      shippingAddress: null,
      selectedShippingMethod: null,
      billingAddress: null,
    });
    const refused = new SdkError('invalid-argument', 'missing', {
      refusal: { kind: 'checkout_step_missing', step: 'billing-address' },
    });
    expect(placeOrderProblemText(refused, virtual)).toBe(
      'Velg eller fyll inn fakturaadressen før du fullfører bestillingen.',
    );
    // The API's own "… is missing" is read against the checkout as it is.
    const message = 'The billing address is missing. Set the address and try again.';
    const api = new SdkError('graphql', message, {
      graphQLErrors: [{ message, code: 'UNABLE_TO_PLACE_ORDER' }],
    });
    expect(placeOrderProblemText(api, virtual)).toBe(
      'Velg eller fyll inn fakturaadressen før du fullfører bestillingen.',
    );
  });

  it('says other refusals as the order step does', () => {
    const declined = new SdkError(
      'graphql',
      'The payment was declined by the card issuer. Try another card or payment method.',
    );
    expect(placeOrderProblemText(declined, buildTestCheckout())).toBe(
      'Betalingen ble avvist. Prøv et annet kort eller en annen betalingsmåte.',
    );
  });
});

describe('placeProblemText', () => {
  it('says our own text as it is, an error against the checkout, and nothing without a problem', () => {
    expect(placeProblemText(null, buildTestCheckout())).toBeNull();
    expect(placeProblemText({ text: 'Fyll inn kortet.' }, null)).toBe('Fyll inn kortet.');
    expect(placeProblemText({ error: stockRefusal() }, shortOf(0))).toBe(
      'Oljefilter er ikke lenger på lager. Fjern varen fra bestillingen. Handlekurven er ellers uendret.',
    );
  });
});
