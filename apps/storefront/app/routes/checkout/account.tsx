import { passwordRules } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import { checkoutStepTitle } from '../../checkout/checkoutProgress';
import { CheckoutAccountStep } from '../../checkout/CheckoutAccountStep';
import { guardCheckoutStep } from '../../checkout/checkoutLoaders.server';
import { checkoutStepPath } from '../../checkout/checkoutRoutes';
import type { Route } from './+types/account';

/** The step's own title (`{step} – Kasse`), and `noindex`. */
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(checkoutStepTitle('account'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * The account step (`/checkout/konto`, `/checkout/checkout-default/account`): guest checkout is
 * off, so a guest logs in or registers here; a logged-in customer goes on to the order step.
 */
export async function loader(args: Route.LoaderArgs) {
  const { variant } = await guardCheckoutStep('account', args);
  return {
    orderStepPath: checkoutStepPath('order', variant),
    passwordRules: await passwordRules(args.context),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutAccountStep
      orderStepPath={loaderData.orderStepPath}
      passwordRules={loaderData.passwordRules}
    />
  );
}
