import { redirect, type RouterContextProvider } from 'react-router';

import { sessionContext } from '../session/sessionContext';
import { checkoutVariantOf, type CheckoutStep } from './checkoutRoutes';
import { checkoutStepRedirect } from './checkoutStepGuard';

interface StepLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The guard of a checkout step on the server ({@link checkoutStepRedirect}): throws the 302 the
 * step calls for, else gives the session and the address set (`/checkout/…` or
 * `/checkout/checkout-default/…`) the step was opened in.
 */
export async function guardCheckoutStep(
  step: CheckoutStep | 'entry',
  { request, context }: StepLoaderArgs,
  orderFound = false,
) {
  const { state } = await context.get(sessionContext)();
  const variant = checkoutVariantOf(new URL(request.url).pathname);
  const authenticated = state.status === 'authenticated' && state.customer !== null;
  const destination = checkoutStepRedirect({ step, variant, authenticated, orderFound });
  if (destination) throw redirect(destination, 302);
  return { session: state, variant };
}
