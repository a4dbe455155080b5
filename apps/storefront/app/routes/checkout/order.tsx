import { useLocation } from 'react-router';

import { accountMeta } from '../../account/accountMeta';
import { checkoutStepTitle } from '../../checkout/checkoutProgress';
import { guardCheckoutStep } from '../../checkout/checkoutLoaders.server';
import { useHydrated } from '../../layout/useHydrated';
import { countryOptions } from '../../account/addressView';
import { CheckoutOrderStep } from '../../checkout/CheckoutOrderStep';
import { translate } from '../../i18n/translate';
import { sdkContext } from '../../sdk/sdkContext';
import { paymentProviderUrl } from '../../sdk/storefrontConfig.server';
import type { Route } from './+types/order';

/** The step's own title (`{step} – Kasse`), and `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(checkoutStepTitle('order'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * The order step (`/checkout/bestilling`, `/checkout/checkout-default/order`): a guest goes to
 * the account step (no guest checkout). The customer (address book, company) and the countries
 * come from the server; the cart at checkout is loaded and changed in the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, variant } = await guardCheckoutStep('order', args);
  const countries = await args.context
    .get(sdkContext)
    .config.loadCountries()
    .catch(() => null);
  // The guard lets only a loaded customer through.
  const customer = session.customer;
  if (!customer) throw new Error('The order step needs a customer');
  return {
    customer,
    countries: countryOptions(countries),
    variant,
    paymentProviderUrl: paymentProviderUrl(),
  };
}

/**
 * Rendered in the browser after hydration (see the storefront README, "Checkout"): the server
 * sends the heading and a loading note, the form comes with the SDK.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  if (!hydrated) {
    return (
      <div className="checkout-order">
        <h1>{translate('checkout.orderTitle')}</h1>
        <p role="status">{translate('checkout.loading')}</p>
      </div>
    );
  }
  return (
    <CheckoutOrderStep
      customer={loaderData.customer}
      countries={loaderData.countries}
      variant={loaderData.variant}
      pathname={location.pathname}
      paymentProviderUrl={loaderData.paymentProviderUrl}
    />
  );
}
