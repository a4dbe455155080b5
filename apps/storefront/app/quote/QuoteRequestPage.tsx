import { Link } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { QuoteRequestPageData } from './loadQuoteRequestPage.server';
import { QuoteRequestForm } from './QuoteRequestForm';

/**
 * `/be-om-tilbud/:sku`: the quote form on a page of its own — where the product page's form lands
 * without JavaScript (with the errors at their fields, or the confirmation), and a link to share.
 */
export function QuoteRequestPage({ sku, name, productUrl }: QuoteRequestPageData) {
  return (
    <div className="quote-page">
      <h1>{translate('quote.pageTitle', { product: name })}</h1>
      <p>{translate('quote.intro')}</p>
      <QuoteRequestForm sku={sku} productName={name} mode="page" />
      <p className="quote-page__back">
        <Link href={productUrl}>{translate('quote.backToProduct', { product: name })}</Link>
      </p>
    </div>
  );
}
