import { guardCheckoutStep } from '../../checkout/checkoutLoaders.server';
import type { Route } from './+types/index';

/** `/checkout` itself leads to the right step: the account step for a guest, else the order step. */
export async function loader(args: Route.LoaderArgs) {
  await guardCheckoutStep('entry', args);
  return null;
}

export default function CheckoutEntry() {
  return null;
}
