import { redirect } from 'react-router';

import { accountMeta } from '../../account/accountMeta';
import { checkoutStepTitle } from '../../checkout/checkoutProgress';
import { guardCheckoutStep } from '../../checkout/checkoutLoaders.server';
import { checkoutBasePath, orderNumberParameter } from '../../checkout/checkoutRoutes';
import { accountPageLinks } from '../../account/accountPageLinks';
import { orderDetailLoader } from '../../account/orderLoaders.server';
import { CheckoutThankYouPage } from '../../checkout/CheckoutThankYouPage';
import { sessionContext } from '../../session/sessionContext';
import type { Route } from './+types/thankyou';

export const links = accountPageLinks;

/** The step's own title (`{step} – Kasse`), and `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(checkoutStepTitle('thankyou'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * The thank-you page (`/checkout/takk?order=…`, `/checkout/checkout-default/thankyou?order=…`):
 * only for an order of the logged-in customer (looked up in `customer { orders }`), so it is
 * reached right after placing one; anything else goes to `/checkout`.
 */
export async function loader(args: Route.LoaderArgs) {
  const number = new URL(args.request.url).searchParams.get(orderNumberParameter)?.trim() ?? '';
  const { state } = await args.context.get(sessionContext)();
  const order =
    state.status === 'authenticated' && number
      ? await orderDetailLoader({ context: args.context, params: { orderId: number } }).catch(
          (error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          },
        )
      : null;
  await guardCheckoutStep('thankyou', args, order !== null);
  if (!order) throw redirect(checkoutBasePath, 302);
  return { order };
}

/** The 404 `orderDetailLoader` throws (as `data(null, { status: 404 })`) for an unknown order. */
function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    (error as { init?: { status?: number } | null }).init?.status === 404
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutThankYouPage order={loaderData.order} />;
}
