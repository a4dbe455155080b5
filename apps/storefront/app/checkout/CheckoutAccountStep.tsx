import type { PasswordRules } from '@agri-parts/sdk';

import { LoginForm } from '../account/LoginForm';
import { RegisterForm } from '../account/RegisterForm';
import { translate } from '../i18n/translate';

/** Props of {@link CheckoutAccountStep}. */
export interface CheckoutAccountStepProps {
  /** Where a successful login or registration goes on to. */
  orderStepPath: string;
  passwordRules: PasswordRules;
}

/**
 * The account step of the checkout: guest checkout is off (spec §6), so the shopper logs in or
 * registers — the account pages' own forms and actions, sent through fetchers so a refusal keeps
 * the shopper here (as a danger notification); success goes on to the order step.
 */
export function CheckoutAccountStep({ orderStepPath, passwordRules }: CheckoutAccountStepProps) {
  return (
    <div className="checkout-account">
      <h1>{translate('checkout.accountTitle')}</h1>
      <p>{translate('checkout.accountIntro')}</p>
      <div className="checkout-account__columns">
        <section aria-labelledby="checkout-login-title" className="checkout-account__column">
          <h2 id="checkout-login-title">{translate('checkout.loginTitle')}</h2>
          <LoginForm mode="modal" redirectTo={orderStepPath} />
        </section>
        <section aria-labelledby="checkout-register-title" className="checkout-account__column">
          <h2 id="checkout-register-title">{translate('checkout.registerTitle')}</h2>
          <RegisterForm mode="modal" redirectTo={orderStepPath} passwordRules={passwordRules} />
        </section>
      </div>
    </div>
  );
}
