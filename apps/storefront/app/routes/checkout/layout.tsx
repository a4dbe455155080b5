import { Outlet } from 'react-router';

import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import checkoutStylesUrl from '../../styles/checkout.css?url';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesUrl }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('checkout.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * The checkout (`/checkout`, route id `checkout`): its steps are children whose route ids begin
 * with `checkout`, which the document and the layout read (spec §2: the `checkout-page` body
 * class, the header with only the logo).
 */
export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
