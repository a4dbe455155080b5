import { useLocation } from 'react-router';

import { reorderNotice } from '../account/reorderNotice';

import { accountMeta } from '../account/accountMeta';
import { loadCartForPage } from '../cart/cartPageLoader.server';
import { CartPage } from '../cart/CartPage';
import { cartPageNotice } from '../cart/cartPageNotice';
import { translate } from '../i18n/translate';
import { CartToSavedList } from '../savedLists/CartToSavedList';
import cartStylesUrl from '../styles/cart.css?url';
import type { Route } from './+types/cart';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cartStylesUrl }];

/** The shopper's cart as the server can read it, for the first paint. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCartForPage(context);
}

/** The cart is the shopper's own: `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('cart.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * `/cart`: the full cart page, for those who prefer it to the sidebar, and where the checkout
 * sends a shopper with nothing to order (said in a notice).
 */
export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { state, search } = useLocation();
  return (
    <>
      <CartPage
        rendered={loaderData.cart}
        notice={cartPageNotice(state)}
        reorder={reorderNotice(new URLSearchParams(search))}
      />
      <CartToSavedList rendered={loaderData.cart} />
    </>
  );
}
