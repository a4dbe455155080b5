import { shopConstants, type PasswordRules } from '@agri-parts/sdk';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { loginSchema, registerSchema } from '../forms/accountSchemas';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { recaptchaFields, recaptchaTokenOf } from '../recaptcha/recaptchaFields';
import { accountErrorMessage } from '../session/backendMessages';
import {
  accountPaths,
  isProtectedAccountPath,
  redirectToParameter,
  safeRedirect,
} from './accountPaths';
import type { AccountActionData } from './useAccountSubmission';

/** What an account action gets from React Router. */
interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Form fields an answer never sends back to the page. */
const secretFields = ['password', 'confirmPassword'];

/** The store's password rules; Magento's defaults when the store config could not be loaded. */
export async function passwordRules(
  context: Readonly<RouterContextProvider>,
): Promise<PasswordRules> {
  const storeConfig = await context.get(storeConfigContext)();
  return storeConfig?.passwordRules ?? shopConstants.accounts.defaultPasswordRules;
}

/**
 * Logs in (the form of `/customer/login` and of the login modal): on success a 303 to the page
 * the shopper came from, the token going into the httpOnly cookie on the way (`sdkMiddleware`);
 * otherwise the form's errors, the API's refusal in Norwegian among them (status 400).
 */
export async function loginAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, loginSchema);
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { result: submission.reply({ hideFields: secretFields }) },
      { status: 400 },
    );
  }
  try {
    await context.get(sdkContext).session.login({
      ...submission.value,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.token),
    });
  } catch (error) {
    return data<AccountActionData>(
      {
        result: submission.reply({
          formErrors: [accountErrorMessage(error)],
          hideFields: secretFields,
        }),
      },
      { status: 400 },
    );
  }
  throw redirect(safeRedirect(formData.get(redirectToParameter)), 303);
}

/**
 * Opens an account (the form of `/customer/register` and of the login modal) and logs in at once
 * (spec §4; when the store required confirmation, it answers with "confirm your account"
 * instead). On success a 303 to the page the shopper came from.
 */
export async function registerAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, registerSchema(await passwordRules(context)));
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { result: submission.reply({ hideFields: secretFields }) },
      { status: 400 },
    );
  }
  const { firstname, lastname, email, password, taxvat, isSubscribed } = submission.value;
  let outcome: 'logged-in' | 'confirmation-required';
  try {
    ({ outcome } = await context.get(sdkContext).session.register({
      firstname,
      lastname,
      email,
      password,
      taxvat,
      isSubscribed,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.token),
      loginRecaptchaToken: recaptchaTokenOf(formData, recaptchaFields.loginToken),
    }));
  } catch (error) {
    return data<AccountActionData>(
      {
        result: submission.reply({
          formErrors: [accountErrorMessage(error)],
          hideFields: secretFields,
        }),
      },
      { status: 400 },
    );
  }
  if (outcome === 'confirmation-required') {
    return data<AccountActionData>({
      result: submission.reply({ resetForm: true }),
      notice: translate('auth.confirmAccount'),
    });
  }
  throw redirect(safeRedirect(formData.get(redirectToParameter)), 303);
}

/**
 * Logs out (the account menu's form, a plain POST): revokes the token, clears the session's
 * cookies and goes back to the page the shopper was on (spec §4: "the page then reloads"), or
 * home from a checkout page and from the account pages a guest may not see.
 */
export async function logoutAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const back = safeRedirect(formData.get(redirectToParameter) ?? refererPath(request));
  const { destination } = await context.get(sdkContext).session.logout({ pathname: back });
  const pathname = new URL(back, 'http://shop.invalid').pathname;
  throw redirect(destination === 'home' || isProtectedAccountPath(pathname) ? '/' : back, 303);
}

/** The path of the page a form was posted from, when the browser said it and it is this shop. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Where a logged-in visitor of the login or registration page goes instead. */
export function alreadyLoggedInDestination(request: Request): string {
  return safeRedirect(
    new URL(request.url).searchParams.get(redirectToParameter),
    accountPaths.myProfile,
  );
}
