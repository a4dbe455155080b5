import {
  checkoutErrorKind,
  missingOrderStep,
  stockShortages,
  type CheckoutCart,
  type OrderReadinessGap,
  type StockShortage,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { placeOrderErrorMessage } from './orderStepView';

const missingTexts: Record<OrderReadinessGap, string> = {
  items: translate('checkout.missing.items'),
  'shipping-address': translate('checkout.missing.shippingAddress'),
  'shipping-method': translate('checkout.missing.shippingMethod'),
  'billing-address': translate('checkout.missing.billingAddress'),
  'payment-method': translate('checkout.missing.paymentMethod'),
};

/** What the shopper still has to do before placing the order, as one exact sentence. Pure. */
export function missingStepText(gap: OrderReadinessGap): string {
  return missingTexts[gap];
}

/**
 * A line stock no longer covers, named, with what is left: "Det er bare 2 igjen av Oljefilter X.
 * Endre antallet."; none left asks to remove it; without a number, to change the quantity. Pure.
 */
export function stockShortageText(shortage: Pick<StockShortage, 'name' | 'availableQuantity'>) {
  const { name, availableQuantity } = shortage;
  if (availableQuantity === 0) return translate('checkout.stock.noneLeft', { name });
  if (availableQuantity === null) return translate('checkout.stock.notEnough', { name });
  return translate('checkout.stock.onlyLeft', { name, count: availableQuantity });
}

/**
 * The problem of each line of the cart that stock no longer covers, by the line's uid, for the
 * summary to mark the line and say it beside it. Pure.
 */
export function lineProblems(checkout: Pick<CheckoutCart, 'cart'>): Record<string, string> {
  return Object.fromEntries(
    stockShortages(checkout.cart).map((shortage) => [shortage.uid, stockShortageText(shortage)]),
  );
}

/**
 * Why placing the order failed, read against the checkout as it is now (loaded again after the
 * refusal): the exact step still missing; for stock, each line named with what is left (the
 * cart is kept); else the order step's message for the error. Pure.
 */
export function placeOrderProblemText(error: unknown, checkout: CheckoutCart | null): string {
  const missing = missingOrderStep(error, checkout);
  if (missing) return missingStepText(missing);
  if (checkoutErrorKind(error) === 'out-of-stock' && checkout) {
    const shortages = stockShortages(checkout.cart);
    if (shortages.length > 0) {
      return [...shortages.map(stockShortageText), translate('checkout.stock.cartKept')].join(' ');
    }
  }
  return placeOrderErrorMessage(error);
}

/** Why placing failed: the error (said against the checkout as it is now), or a text of ours. */
export type PlaceProblem = { error: unknown } | { text: string } | null;

/** The text of a {@link PlaceProblem}: ours as it is, an error by `placeOrderProblemText`. Pure. */
export function placeProblemText(problem: PlaceProblem, checkout: CheckoutCart | null) {
  if (!problem) return null;
  return 'text' in problem ? problem.text : placeOrderProblemText(problem.error, checkout);
}
