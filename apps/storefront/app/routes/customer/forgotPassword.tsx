import { Link } from '@agri-parts/ui';

import { accountMeta } from '../../account/accountMeta';
import { accountPaths } from '../../account/accountPaths';
import { ForgotPasswordForm } from '../../account/PasswordResetForms';
import { forgotPasswordAction } from '../../account/passwordResetActions.server';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/forgotPassword';

export const action = forgotPasswordAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('auth.forgotPasswordTitle'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** Asks for a link to set a new password (spec §2: the forgot-password page). */
export default function ForgotPassword() {
  return (
    <div className="account-page account-page--narrow">
      <h1>{translate('auth.forgotPasswordTitle')}</h1>
      <p>{translate('auth.forgotPasswordIntro')}</p>
      <ForgotPasswordForm action={accountPaths.forgotPassword} />
      <p className="account-page__switch">
        <Link href={accountPaths.login}>{translate('auth.backToLogin')}</Link>
      </p>
    </div>
  );
}
