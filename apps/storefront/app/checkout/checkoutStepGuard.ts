import {
  checkoutBasePath,
  checkoutStepPath,
  type CheckoutStep,
  type CheckoutVariant,
} from './checkoutRoutes';

/** What a checkout step's guard needs to know. */
export interface CheckoutGuardInput {
  step: CheckoutStep | 'entry';
  variant: CheckoutVariant;
  /** Whether a customer is logged in (guest checkout is off, spec §6). */
  authenticated: boolean;
  /** The thank-you page: whether its `?order=` is an order of this customer. */
  orderFound?: boolean;
}

/**
 * Where a checkout step sends the shopper instead of rendering, or `null` to render it. Pure.
 *
 * - `/checkout` itself: the account step without a session, the order step with one.
 * - The account step (login or registration) with a session: on to the order step.
 * - The order step without a session: back to the account step (no guest checkout).
 * - The thank-you page without a session, or without an order of this customer: `/checkout`
 *   (it is reached only right after an order).
 */
export function checkoutStepRedirect({
  step,
  variant,
  authenticated,
  orderFound = false,
}: CheckoutGuardInput): string | null {
  switch (step) {
    case 'entry':
      return checkoutStepPath(authenticated ? 'order' : 'account', variant);
    case 'account':
      return authenticated ? checkoutStepPath('order', variant) : null;
    case 'order':
      return authenticated ? null : checkoutStepPath('account', variant);
    case 'thankyou':
      return authenticated && orderFound ? null : checkoutBasePath;
  }
}
