import { Link } from '@agri-parts/ui';

import { passwordRules } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import { accountPaths } from '../../account/accountPaths';
import { ResetPasswordForm } from '../../account/PasswordResetForms';
import { resetPasswordAction } from '../../account/passwordResetActions.server';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/resetPassword';

/** The reset link's e-mail address and token (`?email=…&token=…`, as commerce-api's e-mail writes it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    email: url.searchParams.get('email')?.trim() ?? '',
    token: url.searchParams.get('token')?.trim() ?? '',
    action: `${url.pathname}${url.search}`,
    passwordRules: await passwordRules(context),
  };
}

export const action = resetPasswordAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('auth.resetPasswordTitle'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * The new-password page of a reset link (spec §2: `/customer/reset-password`, also
 * `/customer/account/createPassword` and `/customer/MyAccount/reset-password`). A link without
 * its e-mail address or token says so and leads to a new request.
 */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  return (
    <div className="account-page account-page--narrow">
      <h1>{translate('auth.resetPasswordTitle')}</h1>
      {email && token ? (
        <ResetPasswordForm
          action={loaderData.action}
          email={email}
          token={token}
          passwordRules={loaderData.passwordRules}
        />
      ) : (
        <p role="alert">
          {translate('auth.resetLinkInvalid')}{' '}
          <Link href={accountPaths.forgotPassword}>{translate('auth.forgotPassword')}</Link>
        </p>
      )}
    </div>
  );
}
