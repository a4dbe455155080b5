import { StepIndicator } from '@agri-parts/ui';
import { Outlet, useMatches } from 'react-router';

import { accountMeta } from '../../account/accountMeta';
import { checkoutProgressSteps, currentCheckoutStep } from '../../checkout/checkoutProgress';
import { translate } from '../../i18n/translate';
import checkoutStylesUrl from '../../styles/checkout.css?url';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesUrl }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('checkout.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

const stepLabels = {
  list: translate('checkout.steps.list'),
  complete: translate('checkout.steps.complete'),
};

/**
 * The checkout (`/checkout`, route id `checkout`): its steps are children whose route ids begin
 * with `checkout`, which the document and the layout read (spec §2: the `checkout-page` body
 * class, the header with only the logo). Above each step, where the shopper is: Konto →
 * Levering og betaling → Bekreftelse. Each step's route gives the page its own title.
 */
export default function CheckoutLayout() {
  const step = currentCheckoutStep(useMatches().map((match) => match.id));
  return (
    <div className="checkout">
      {step ? (
        <StepIndicator
          className="checkout__steps"
          steps={checkoutProgressSteps}
          current={step}
          labels={stepLabels}
        />
      ) : null}
      <Outlet />
    </div>
  );
}
