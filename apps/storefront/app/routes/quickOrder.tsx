import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { quickOrderAction } from '../quickOrder/quickOrderAction.server';
import { QuickOrderPage } from '../quickOrder/QuickOrderPage';
import quickOrderStylesUrl from '../styles/quickOrder.css?url';
import type { Route } from './+types/quickOrder';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: quickOrderStylesUrl }];

/** Reads and resolves the posted list; `refuseCrossOriginRequests` has refused a foreign post. */
export const action = quickOrderAction;

/** A tool, nobody's search result: `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('quickOrder.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/** `/hurtigbestilling`: paste or upload part numbers and quantities, then add them all (issue 24). */
export default function QuickOrder() {
  return <QuickOrderPage />;
}
