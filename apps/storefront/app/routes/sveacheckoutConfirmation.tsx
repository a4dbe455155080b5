import { Link } from '@agri-parts/ui';
import { data } from 'react-router';

import { accountPaths } from '../account/accountPaths';
import { externalCheckoutConfig } from '../checkout/externalCheckoutConfig.server';
import { translate } from '../i18n/translate';

/** `/sveacheckout/confirmation`: only when the external checkout is enabled; else 404. */
export function loader() {
  if (!externalCheckoutConfig().enabled) throw data(null, { status: 404 });
  return null;
}

/**
 * Where the external checkout provider sends the shopper back after paying: thanks and the way
 * to the order history, in the full layout (spec §2).
 */
export default function ExternalCheckoutConfirmation() {
  return (
    <div className="account-page">
      <h1>{translate('checkout.thankYouTitle')}</h1>
      <p>{translate('checkout.thankYouText')}</p>
      <Link href={accountPaths.orderHistory}>{translate('checkout.viewOrder')}</Link>
    </div>
  );
}
