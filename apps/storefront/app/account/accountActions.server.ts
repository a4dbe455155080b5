import { refusalOf, shopConstants, type PasswordRules } from '@agri-parts/sdk';
import { data, redirect, redirectDocument, type RouterContextProvider } from 'react-router';

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
import { withNotice } from './accountNotice';
import { downloadPathPrefix } from './downloadView';
import type { AccountActionData } from './useAccountSubmission';
import { errorsAtField } from '../forms/refusalAtField';

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
    const refusal = refusalOf(error);
    if (refusal?.kind === 'too_many_attempts') return tooManyAttempts(submission, refusal);
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
  const back = safeRedirect(formData.get(redirectToParameter));
  // A download is a file, not a page: the browser must load it, not the client router.
  throw back.startsWith(downloadPathPrefix) ? redirectDocument(back, 303) : redirect(back, 303);
}

/**
 * A sign-in this client must wait with: 429 with `Retry-After` when the API said how long, and
 * the wait for the form, which says it with a link to reset the password (not as a form error,
 * which would be plain text).
 */
function tooManyAttempts(
  submission: { reply: (options: { hideFields: string[] }) => AccountActionData['result'] },
  { retryAfterSeconds }: { retryAfterSeconds: number | null },
) {
  return data<AccountActionData>(
    {
      result: submission.reply({ hideFields: secretFields }),
      tooManyAttempts: { retryAfterSeconds },
    },
    {
      status: 429,
      headers: retryAfterSeconds === null ? {} : { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}

// Where the API's refusals of a registration belong in the form.
const registerRefusalFields = {
  email: 'email',
  taxvat: 'taxvat',
  telephone: 'phoneNumber',
  newPassword: 'password',
} as const;

/**
 * Opens an account (the form of `/customer/register` and of the login modal) and logs in at once
 * (spec §4; when the store required confirmation, it answers with "confirm your account"
 * instead). On success a 303 to the page the shopper came from; a business (an organisation
 * number given) goes to its profile, which says the account awaits approval.
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
  const { firstname, lastname, email, phoneNumber, password, taxvat, isSubscribed } =
    submission.value;
  let outcome: 'logged-in' | 'confirmation-required';
  try {
    ({ outcome } = await context.get(sdkContext).session.register({
      firstname,
      lastname,
      email,
      password,
      taxvat,
      phoneNumber: phoneNumber || null,
      isSubscribed,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.token),
      loginRecaptchaToken: recaptchaTokenOf(formData, recaptchaFields.loginToken),
    }));
  } catch (error) {
    return data<AccountActionData>(
      {
        result: submission.reply({
          ...errorsAtField(error, accountErrorMessage(error), registerRefusalFields),
          hideFields: secretFields,
        }),
      },
      { status: refusalOf(error)?.kind === 'too_many_requests' ? 429 : 400 },
    );
  }
  if (outcome === 'confirmation-required') {
    return data<AccountActionData>({
      result: submission.reply({ resetForm: true }),
      notice: translate('auth.confirmAccount'),
    });
  }
  // A business learns on its profile what happens next: the account awaits the shop's approval.
  throw redirect(
    taxvat
      ? withNotice(accountPaths.myProfile, 'business-registered')
      : safeRedirect(formData.get(redirectToParameter)),
    303,
  );
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
