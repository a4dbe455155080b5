import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { FormError, Link, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';

import { loginSchema } from '../forms/accountSchemas';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { RecaptchaFields } from '../recaptcha/RecaptchaFields';
import { useRecaptchaSubmit } from '../recaptcha/useRecaptchaSubmit';
import { accountPaths, redirectToParameter, withRedirectTo } from './accountPaths';
import { TooManyAttemptsMessage } from './TooManyAttemptsMessage';
import { useAccountSubmission } from './useAccountSubmission';
import { useFocusOnErrors } from './useFocusOnErrors';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** A page's own form, or the login modal's (sent through a fetcher). */
  mode: 'page' | 'modal';
  /** The page to come back to after the login. */
  redirectTo: string;
}

export const passwordLabels = {
  show: translate('auth.showPassword'),
  hide: translate('auth.hidePassword'),
};

/**
 * The login form: e-mail and password, posted to `/customer/login`. Validated in the browser and
 * again by the action with the same schema; works without JavaScript. The API's refusal shows as
 * an alert in the form itself, above the fields, and takes focus so it is read out and the
 * shopper starts from it; a throttled sign-in says when to try again, with a link to reset the
 * password. Nothing is left behind in a notification: the next success needs no cleaning up.
 */
export function LoginForm({ mode, redirectTo }: LoginFormProps) {
  const submission = useAccountSubmission(mode, 'login');
  const [form, fields] = useForm({
    id: `login-${mode}`,
    lastResult: submission.data?.result,
    constraint: getValibotConstraint(loginSchema),
    onValidate: ({ formData }) => parseForm(formData, loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const formErrors = form.errors ?? [];
  const tooManyAttempts = submission.data?.tooManyAttempts ?? null;
  // A throttled sign-in's message is the alert then; focus goes to whichever is shown.
  const errorRef = useFocusOnErrors(formErrors);
  const throttleRef = useFocusOnErrors<HTMLParagraphElement>(
    tooManyAttempts ? [String(tooManyAttempts.retryAfterSeconds)] : [],
  );
  const recaptchaSubmit = useRecaptchaSubmit(
    { form: 'CUSTOMER_LOGIN', action: 'login' },
    submission.submit,
  );
  const { Form } = submission;
  const formProps = getFormProps(form);

  return (
    <Form
      method="post"
      action={withRedirectTo(accountPaths.login, redirectTo)}
      className="account-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        recaptchaSubmit(event);
      }}
    >
      <FormError
        ref={errorRef}
        id={form.errorId}
        title={translate('auth.signInErrorTitle')}
        messages={formErrors}
      />
      {tooManyAttempts ? (
        <TooManyAttemptsMessage
          ref={throttleRef}
          retryAfterSeconds={tooManyAttempts.retryAfterSeconds}
        />
      ) : null}
      <input type="hidden" name={redirectToParameter} value={redirectTo} />
      <RecaptchaFields />
      <TextField
        key={fields.email.key}
        {...textFieldProps(fields.email)}
        type="email"
        label={translate('auth.email')}
        autoComplete="email"
      />
      <PasswordField
        key={fields.password.key}
        {...textFieldProps(fields.password)}
        label={translate('auth.password')}
        labels={passwordLabels}
        autoComplete="current-password"
      />
      <p className="account-form__aside">
        <Link href={accountPaths.forgotPassword}>{translate('auth.forgotPassword')}</Link>
      </p>
      <SubmitButton busy={submission.busy} busyLabel={translate('auth.pending')}>
        {translate('auth.logIn')}
      </SubmitButton>
    </Form>
  );
}
