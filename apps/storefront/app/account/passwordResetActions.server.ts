import { isSdkError } from '@agri-parts/sdk';
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

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The query parameter the login page reads to say the new password is set. */
export const passwordResetDoneParameter = 'passwordReset';

/**
 * Asks for a password-reset e-mail. The answer is the same neutral confirmation whether or not
 * an account has the address, and whatever the API said about it (nobody learns which addresses
 * have accounts); only an API that cannot be reached gets its own message.
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
    console.warn('A password reset request was refused:', error);
  }
  return data<AccountActionData>({
    result: submission.reply({ resetForm: true }),
    notice: translate('auth.resetRequested'),
  });
}

/**
 * Sets the new password of a reset link, then logs in with it and opens the profile; when the
 * login does not go through, the login page says the password is set.
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
