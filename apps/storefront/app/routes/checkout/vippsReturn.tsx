import { useVippsReturn } from '@agri-parts/react-hooks';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { accountMeta } from '../../account/accountMeta';
import { guardCheckoutStep } from '../../checkout/checkoutLoaders.server';
import { thankYouPath, type CheckoutVariant } from '../../checkout/checkoutRoutes';
import { vippsRefusedPath, vippsReturnVariant } from '../../checkout/vippsReturn';
import { translate } from '../../i18n/translate';
import { useHydrated } from '../../layout/useHydrated';
import { sessionContext } from '../../session/sessionContext';
import type { Route } from './+types/vippsReturn';

/** The query parameter of the second load, after the page sent the browser to itself. */
const againParameter = 'igjen';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('checkout.vipps.returnTitle'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * Where Vipps sends the shopper back (`/checkout/vipps-retur`), whatever they answered in the
 * app. Coming from Vipps' site, the navigation carries no `SameSite=Strict` session cookie: a
 * page without a session sends the browser to itself once (a navigation from the shop's own
 * page, which carries it); still without one, the checkout's guard sends them to log in. With the
 * customer, the page places the order in the browser (`useVippsReturn`).
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const variant = vippsReturnVariant(url.searchParams);
  const { state } = await args.context.get(sessionContext)();
  if (state.status !== 'authenticated' && !url.searchParams.has(againParameter)) {
    const again = new URLSearchParams(url.searchParams);
    again.set(againParameter, '1');
    return { variant, reload: `${url.pathname}?${again.toString()}` };
  }
  await guardCheckoutStep('order', args);
  return { variant, reload: null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <div className="checkout-vipps-return">
      <h1>{translate('checkout.vipps.returnTitle')}</h1>
      {loaderData.reload ? (
        <>
          <meta httpEquiv="refresh" content={`0;url=${loaderData.reload}`} />
          <p>
            <a href={loaderData.reload}>{translate('checkout.vipps.continue')}</a>
          </p>
        </>
      ) : hydrated ? (
        <PlaceVippsOrder variant={loaderData.variant} />
      ) : (
        <p role="status">{translate('checkout.vipps.returning')}</p>
      )}
    </div>
  );
}

/**
 * Places the order (commerce-api captures the approved Vipps payment) and goes on: to the
 * thank-you page, or back to the order step saying why Vipps did not pay (the cart is kept).
 */
function PlaceVippsOrder({ variant }: { variant: CheckoutVariant }) {
  const result = useVippsReturn();
  const navigate = useNavigate();
  useEffect(() => {
    if (result.status === 'placed') {
      void navigate(thankYouPath(result.order.orderNumber, variant), { replace: true });
    } else if (result.status === 'refused') {
      void navigate(vippsRefusedPath(result.problem, variant), { replace: true });
    }
  }, [result, navigate, variant]);
  return <p role="status">{translate('checkout.vipps.returning')}</p>;
}
