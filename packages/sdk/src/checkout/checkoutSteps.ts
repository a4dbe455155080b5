import { refusalOf } from '../errors/SdkError';
import { checkoutErrorKind } from './checkoutRules';
import type { CheckoutCart } from './mapCheckout';

/** A step of the order page the cart must have done before it is ordered. */
export type CheckoutStep =
  'shipping-address' | 'shipping-method' | 'billing-address' | 'payment-method';

/** The first thing a cart still needs before it can be ordered; see {@link orderReadiness}. */
export type OrderReadinessGap = 'items' | CheckoutStep;

const shippedSteps: readonly CheckoutStep[] = [
  'shipping-address',
  'shipping-method',
  'billing-address',
  'payment-method',
];
// Services and PDF manuals are not shipped: no shipping address, no method (issue 22, #1).
const virtualSteps: readonly CheckoutStep[] = ['billing-address', 'payment-method'];

/**
 * The steps a cart needs, in the order of the page: a cart of only virtual or downloadable
 * products ships nothing, so it needs only a billing address and a payment method; any other
 * needs a shipping address and method too. The order page shows the steps listed, no others.
 * Pure.
 *
 * @example
 * ```ts
 * checkoutSteps({ isVirtual: true }); // ['billing-address', 'payment-method']
 * ```
 */
export function checkoutSteps(checkout: Pick<CheckoutCart, 'isVirtual'>): readonly CheckoutStep[] {
  return checkout.isVirtual ? virtualSteps : shippedSteps;
}

const stepDone: Record<CheckoutStep, (checkout: CheckoutCart) => boolean> = {
  'shipping-address': (checkout) => checkout.shippingAddress !== null,
  'shipping-method': (checkout) => checkout.selectedShippingMethod !== null,
  'billing-address': (checkout) => checkout.billingAddress !== null,
  'payment-method': (checkout) => checkout.selectedPaymentMethod !== null,
};

/**
 * Whether the checkout cart can be ordered: it has lines and every step of
 * {@link checkoutSteps} is done on the cart; else the first gap, in the order of the page — for
 * a virtual cart never a shipping step. commerce-api checks all of it again (with stock and
 * payment) when the order is placed. Pure.
 */
export function orderReadiness(
  checkout: CheckoutCart,
): { ready: true } | { ready: false; missing: OrderReadinessGap } {
  if (checkout.cart.items.length === 0) return { ready: false, missing: 'items' };
  const missing = checkoutSteps(checkout).find((step) => !stepDone[step](checkout));
  return missing ? { ready: false, missing } : { ready: true };
}

/**
 * What a refused order still lacks, to say exactly that: the step the refusal names (the SDK's
 * own check before sending, `checkout_step_missing`), else — for the API's "… is missing", which
 * names no step the SDK can trust — the first gap of the checkout as it is now (loaded again
 * after the refusal); `null` when the error is not about a missing step or nothing is missing.
 * Pure.
 *
 * @example
 * ```ts
 * missingOrderStep(error, sdk.checkout.getSnapshot().checkout); // 'billing-address'
 * ```
 */
export function missingOrderStep(
  error: unknown,
  checkout: CheckoutCart | null,
): OrderReadinessGap | null {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'checkout_step_missing' && refusal.step) return refusal.step;
  if (checkoutErrorKind(error) !== 'step-missing' || !checkout) return null;
  const readiness = orderReadiness(checkout);
  return readiness.ready ? null : readiness.missing;
}
