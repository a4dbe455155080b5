import { getFormProps, useForm } from '@conform-to/react';
import { FormError, Link, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';

import { loginSchema } from '../forms/accountSchemas';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import { RecaptchaFields } from '../recaptcha/RecaptchaFields';
import { useRecaptchaSubmit } from '../recaptcha/useRecaptchaSubmit';
import { accountPaths, redirectToParameter, withRedirectTo } from './accountPaths';
import { useAccountErrorNotification, useAccountSubmission } from './useAccountSubmission';

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
 * a persistent danger notification (spec §8), or in the form before hydration.
 */
export function LoginForm({ mode, redirectTo }: LoginFormProps) {
  const submission = useAccountSubmission(mode, 'login');
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `login-${mode}`,
    lastResult: submission.data?.result,
    onValidate: ({ formData }) => parseForm(formData, loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  useAccountErrorNotification(submission.data);
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
      {hydrated ? null : (
        <FormError title={translate('auth.registrationErrorTitle')} messages={form.errors ?? []} />
      )}
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
