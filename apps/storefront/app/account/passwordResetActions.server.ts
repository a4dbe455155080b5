import {
  isSdkError,
  refusalOf,
  resetLinkStatusOfRefusal,
  type PasswordResetLinkStatus,
} from '@agri-parts/sdk';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { forgotPasswordSchema, resetPasswordSchema } from '../forms/accountSchemas';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { recaptchaFields, recaptchaTokenOf } from '../recaptcha/recaptchaFields';
import { sdkContext } from '../sdk/sdkContext';
import { accountErrorMessage } from '../session/backendMessages';
import { passwordRules } from './accountActions.server';
import { accountPaths } from './accountPaths';
import type { AccountActionData } from './useAccountSubmission';
import { errorsAtField } from '../forms/refusalAtField';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The query parameter the login page reads to say the new password is set. */
export const passwordResetDoneParameter = 'passwordReset';

/**
 * Asks for a password-reset e-mail. The answer is the same neutral confirmation whether or not
 * an account has the address, and whatever the API said about it (nobody learns which addresses
 * have accounts); only an API that cannot be reached, and a spent limit on asking (which counts
 * every address alike, so it tells nothing either), get their own message.
 */
export async function forgotPasswordAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, forgotPasswordSchema);
  if (submission.status !== 'success') {
    return data<AccountActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    await context.get(sdkContext).customer.requestPasswordReset({
      email: submission.value.email,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.token),
    });
  } catch (error) {
    if (isSdkError(error, 'network') || isSdkError(error, 'http')) {
      return data<AccountActionData>(
        { result: submission.reply({ formErrors: [accountErrorMessage(error)] }) },
        { status: 503 },
      );
    }
    if (refusalOf(error)?.kind === 'too_many_requests') {
      return data<AccountActionData>(
        { result: submission.reply({ formErrors: [accountErrorMessage(error)] }) },
        { status: 429 },
      );
    }
    console.warn('A password reset request was refused:', error);
  }
  return data<AccountActionData>({
    result: submission.reply({ resetForm: true }),
    notice: translate('auth.resetRequested'),
  });
}

/**
 * Whether a reset link can set a password, as its page shows it: `missing` without an address or
 * token; else what the API says (`passwordResetLinkStatus`). When the API cannot say (down, or
 * a backend without the shop's query), the form is shown: sending it finds out.
 */
export async function resetLinkStatus(
  context: Readonly<RouterContextProvider>,
  email: string,
  token: string,
): Promise<PasswordResetLinkStatus | 'missing'> {
  if (!email || !token) return 'missing';
  try {
    return await context
      .get(sdkContext)
      .customer.passwordResetLinkStatus({ email, resetPasswordToken: token });
  } catch (error) {
    console.warn('A password reset link could not be checked:', error);
    return 'valid';
  }
}

/** What the reset action answers: the form's result, and a link found unusable on sending. */
export interface ResetPasswordActionData extends AccountActionData {
  linkStatus?: PasswordResetLinkStatus | null;
}

/**
 * Sets the new password of a reset link, then logs in with it and opens the profile; when the
 * login does not go through, the login page says the password is set. A token refused on the way
 * (expired, used) answers the link's status, for the page to offer a new link.
 */
export async function resetPasswordAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, resetPasswordSchema(await passwordRules(context)));
  const secretFields = ['password', 'confirmPassword'];
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { result: submission.reply({ hideFields: secretFields }) },
      { status: 400 },
    );
  }
  const { email, token, password } = submission.value;
  const sdk = context.get(sdkContext);
  try {
    await sdk.customer.resetPassword({
      email,
      resetPasswordToken: token,
      newPassword: password,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.token),
    });
  } catch (error) {
    return data<ResetPasswordActionData>(
      {
        result: submission.reply({
          ...errorsAtField(error, accountErrorMessage(error), { newPassword: 'password' }),
          hideFields: secretFields,
        }),
        linkStatus: resetLinkStatusOfRefusal(refusalOf(error)),
      },
      { status: 400 },
    );
  }
  try {
    await sdk.session.login({
      email,
      password,
      recaptchaToken: recaptchaTokenOf(formData, recaptchaFields.loginToken),
    });
  } catch {
    throw redirect(`${accountPaths.login}?${passwordResetDoneParameter}=1`, 303);
  }
  throw redirect(accountPaths.myProfile, 303);
}
