import { Link } from '@agri-parts/ui';
import { redirect } from 'react-router';

import { alreadyLoggedInDestination, loginAction } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import {
  accountPaths,
  loginRequiredParameter,
  redirectToParameter,
  safeRedirect,
  sessionEndedParameter,
  withRedirectTo,
} from '../../account/accountPaths';
import { LoginForm } from '../../account/LoginForm';
import { passwordResetDoneParameter } from '../../account/passwordResetActions.server';
import { translate } from '../../i18n/translate';
import { readCustomerToken } from '../../session/sessionCookie.server';
import type { Route } from './+types/login';

export function loader({ request }: Route.LoaderArgs) {
  if (readCustomerToken(request.headers.get('cookie'))) {
    throw redirect(alreadyLoggedInDestination(request), 302);
  }
  const search = new URL(request.url).searchParams;
  return {
    redirectTo: safeRedirect(search.get(redirectToParameter)),
    passwordReset: search.has(passwordResetDoneParameter),
    sessionEnded: search.has(sessionEndedParameter),
    loginRequired: search.has(loginRequiredParameter),
  };
}

export const action = loginAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('auth.logIn'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/**
 * The login form as a page: where the header's account control leads before hydration (after
 * it, the control opens the login modal), where a plain POST of the modal's form lands, and where
 * a guest opening a page that needs a login is sent (it says so, and returns there after it).
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account-page account-page--narrow">
      <h1>{translate('auth.logIn')}</h1>
      {loaderData.sessionEnded ? (
        <div className="account-form__notice account-form__notice--danger" role="alert">
          <p>{translate('auth.notAuthorized')}</p>
          <p>{translate('auth.sessionEndedReturn')}</p>
        </div>
      ) : null}
      {loaderData.loginRequired && !loaderData.sessionEnded ? (
        <p className="account-form__notice" role="status">
          {translate('auth.loginRequired')}
        </p>
      ) : null}
      {loaderData.passwordReset ? (
        <p className="account-form__notice" role="status">
          {translate('auth.resetDone')}
        </p>
      ) : null}
      <LoginForm mode="page" redirectTo={loaderData.redirectTo} />
      <p className="account-page__switch">
        {translate('auth.newCustomer')}{' '}
        <Link href={withRedirectTo(accountPaths.register, loaderData.redirectTo)}>
          {translate('auth.register')}
        </Link>
      </p>
    </div>
  );
}
