import { data } from 'react-router';

import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { loadQuoteRequestPage } from '../quote/loadQuoteRequestPage.server';
import { quoteRequestAction } from '../quote/quoteRequestAction.server';
import { QuoteRequestPage } from '../quote/QuoteRequestPage';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/quoteRequest';

/** The quote product asked about; 404 for an unknown product or one sold online. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await loadQuoteRequestPage(context.get(sdkContext), params.sku);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** Sends the form; `refuseCrossOriginRequests` has refused a post from another site before it. */
export const action = quoteRequestAction;

/** A form, nobody's search result: `noindex`. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    translate('quote.pageTitle', { product: loaderData?.name ?? '' }),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** `/be-om-tilbud/:sku`: ask for a quote on a quote product (issue 22). */
export default function QuoteRequestRoute({ loaderData }: Route.ComponentProps) {
  return <QuoteRequestPage {...loaderData} />;
}
