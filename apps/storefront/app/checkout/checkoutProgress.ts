import { translate } from '../i18n/translate';
import { checkoutRouteId, type CheckoutStep, type CheckoutVariant } from './checkoutRoutes';

/** A step of the checkout as its step indicator and the page's title name it. */
export interface CheckoutProgressStep {
  id: CheckoutStep;
  label: string;
}

/** The checkout's steps in order (spec §2: konto, bestilling, takk), named for the shopper. */
export const checkoutProgressSteps: readonly CheckoutProgressStep[] = [
  { id: 'account', label: translate('checkout.steps.account') },
  { id: 'order', label: translate('checkout.steps.order') },
  { id: 'thankyou', label: translate('checkout.steps.thankyou') },
];

const variants: readonly CheckoutVariant[] = ['checkout', 'checkout-default'];

/**
 * The step the matched routes show, in either address set; `null` for `/checkout` itself (it
 * only leads on) and for pages outside the checkout. Pure.
 */
export function currentCheckoutStep(routeIds: readonly string[]): CheckoutStep | null {
  for (const { id } of checkoutProgressSteps) {
    if (variants.some((variant) => routeIds.includes(checkoutRouteId(id, variant)))) return id;
  }
  return null;
}

/**
 * The page title of a step, distinct for each (`Levering og betaling – Kasse`), so the browser's
 * tab and a screen reader say where in the checkout the shopper is. Pure.
 */
export function checkoutStepTitle(step: CheckoutStep): string {
  const label = checkoutProgressSteps.find(({ id }) => id === step)?.label ?? '';
  return translate('checkout.steps.title', { step: label, checkout: translate('checkout.title') });
}
