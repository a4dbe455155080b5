import { shopConstants } from '@agri-parts/sdk';
import { Link } from '@agri-parts/ui';
import { redirect } from 'react-router';

import {
  alreadyLoggedInDestination,
  passwordRules,
  registerAction,
} from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import {
  accountPaths,
  redirectToParameter,
  safeRedirect,
  withRedirectTo,
} from '../../account/accountPaths';
import { RegisterForm } from '../../account/RegisterForm';
import { translate } from '../../i18n/translate';
import { readCustomerToken } from '../../session/sessionCookie.server';
import type { Route } from './+types/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (readCustomerToken(request.headers.get('cookie'))) {
    throw redirect(alreadyLoggedInDestination(request), 302);
  }
  return {
    redirectTo: safeRedirect(new URL(request.url).searchParams.get(redirectToParameter)),
    passwordRules: await passwordRules(context),
  };
}

export const action = registerAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('auth.register'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/** The registration form as a page (the login modal has it too). */
export default function Register({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account-page account-page--narrow">
      <h1>{translate('auth.register')}</h1>
      <RegisterForm
        mode="page"
        redirectTo={loaderData.redirectTo}
        passwordRules={loaderData.passwordRules ?? shopConstants.accounts.defaultPasswordRules}
      />
      <p className="account-page__switch">
        {translate('auth.haveAccount')}{' '}
        <Link href={withRedirectTo(accountPaths.login, loaderData.redirectTo)}>
          {translate('auth.logIn')}
        </Link>
      </p>
    </div>
  );
}
