import { externalCheckoutUrl } from '@agri-parts/sdk';
import { data, redirect } from 'react-router';

import { checkoutBasePath } from '../checkout/checkoutRoutes';
import { externalCheckoutConfig } from '../checkout/externalCheckoutConfig.server';
import { readCookie } from '../cookies/readCookie';
import { readCustomerToken } from '../session/sessionCookie.server';
import type { Route } from './+types/sveacheckout';

/**
 * `/sveacheckout`: the way to the external checkout provider (disabled by configuration, spec
 * §1): disabled, the page does not exist (404); enabled, the browser goes to the provider's sync
 * address with the customer token and the cart id (`externalCheckoutUrl`), or to the shop's own
 * checkout when there is no cart.
 */
export function loader({ request }: Route.LoaderArgs) {
  const config = externalCheckoutConfig();
  if (!config.enabled) throw data(null, { status: 404 });
  const cookies = request.headers.get('cookie');
  const cartId = readCookie(cookies, 'vsf-cart');
  if (!cartId) throw redirect(checkoutBasePath, 302);
  throw redirect(
    externalCheckoutUrl({
      ...config,
      customerToken: readCustomerToken(cookies),
      cartId,
      baseUrl: checkoutBasePath,
    }),
    302,
  );
}

export default function ExternalCheckout() {
  return null;
}
