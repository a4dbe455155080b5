import { useActionData } from 'react-router';

import { passwordRules } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import { ResetLinkUnusable, ResetPasswordForm } from '../../account/PasswordResetForms';
import {
  resetLinkStatus,
  resetPasswordAction,
  type ResetPasswordActionData,
} from '../../account/passwordResetActions.server';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/resetPassword';

/**
 * The reset link's e-mail address and token (`?email=…&token=…`, as commerce-api's e-mail writes
 * it), and whether the link still works, asked before a password is typed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.trim() ?? '';
  const token = url.searchParams.get('token')?.trim() ?? '';
  return {
    email,
    token,
    linkStatus: await resetLinkStatus(context, email, token),
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
 * `/customer/account/createPassword` and `/customer/MyAccount/reset-password`). A link that
 * cannot set a password — without its address or token, expired, used or replaced, found on
 * arrival or when the password is sent — says so and offers a new link for its address.
 */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, token } = loaderData;
  const refused = useActionData<ResetPasswordActionData>()?.linkStatus ?? null;
  const status = refused ?? loaderData.linkStatus;
  return (
    <div className="account-page account-page--narrow">
      <h1>{translate('auth.resetPasswordTitle')}</h1>
      {status === 'valid' ? (
        <ResetPasswordForm
          action={loaderData.action}
          email={email}
          token={token}
          passwordRules={loaderData.passwordRules}
        />
      ) : (
        <ResetLinkUnusable reason={status} email={email} />
      )}
    </div>
  );
}
