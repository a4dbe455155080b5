import { isWishlistEnabled } from '@agri-parts/sdk';
import { data } from 'react-router';

import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { storeConfigContext } from '../sdk/sdkContext';
import wishlistStylesUrl from '../styles/wishlist.css?url';
import { readWishlistLayout } from '../wishlist/wishlistLayout';
import { WishlistPage } from '../wishlist/WishlistPage';
import type { Route } from './+types/wishlist';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: wishlistStylesUrl }];

/**
 * Only the grid / list choice: the list itself is the browser's (see {@link WishlistPage}). No
 * page while the store config turns the wishlist off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isWishlistEnabled(await context.get(storeConfigContext)())) {
    throw data(null, { status: 404 });
  }
  return { layout: readWishlistLayout(request.headers.get('cookie')) };
}

/** The list is the shopper's own: `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('wishlist.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/** `/onskeliste`: the shopper's wishlist. */
export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage renderedLayout={loaderData.layout} />;
}
