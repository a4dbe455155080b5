import type { PasswordRules } from '@agri-parts/sdk';
import { getFormProps, useForm } from '@conform-to/react';
import { FormError, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';

import { forgotPasswordSchema, resetPasswordSchema } from '../forms/accountSchemas';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { RecaptchaFields } from '../recaptcha/RecaptchaFields';
import { useRecaptchaSubmit } from '../recaptcha/useRecaptchaSubmit';
import { passwordLabels } from './LoginForm';
import { useAccountSubmission } from './useAccountSubmission';

/**
 * The forgot-password form: the e-mail address to send a reset link to; once sent, the same
 * neutral confirmation whoever asked.
 */
export function ForgotPasswordForm({ action }: { action: string }) {
  const submission = useAccountSubmission('page', 'forgot-password');
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: submission.data?.result,
    onValidate: ({ formData }) => parseForm(formData, forgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const recaptchaSubmit = useRecaptchaSubmit(
    { form: 'CUSTOMER_FORGOT_PASSWORD', action: 'password_reset_request' },
    submission.submit,
  );
  const { Form } = submission;
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        recaptchaSubmit(event);
      }}
    >
      <RecaptchaFields />
      <FormError messages={form.errors ?? []} />
      {submission.data?.notice ? (
        <p className="account-form__notice" role="status">
          {submission.data.notice}
        </p>
      ) : null}
      <TextField
        key={fields.email.key}
        {...textFieldProps(fields.email)}
        type="email"
        label={translate('auth.email')}
        autoComplete="email"
      />
      <SubmitButton busy={submission.busy} busyLabel={translate('auth.pending')}>
        {translate('auth.sendResetLink')}
      </SubmitButton>
    </Form>
  );
}

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** Where the form posts: the page's own address, with the link's query. */
  action: string;
  /** The e-mail address and token of the reset link. */
  email: string;
  token: string;
  passwordRules: PasswordRules;
}

/** The new-password form of a reset link: the new password twice. */
export function ResetPasswordForm({ action, email, token, passwordRules }: ResetPasswordFormProps) {
  const submission = useAccountSubmission('page', 'reset-password');
  const schema = useMemo(() => resetPasswordSchema(passwordRules), [passwordRules]);
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: submission.data?.result,
    defaultValue: { email, token },
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const recaptchaSubmit = useRecaptchaSubmit(
    { form: 'CUSTOMER_FORGOT_PASSWORD', action: 'password_reset', thenLogin: true },
    submission.submit,
  );
  const { Form } = submission;
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={action}
      className="account-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        recaptchaSubmit(event);
      }}
    >
      <RecaptchaFields />
      <FormError messages={form.errors ?? []} />
      <input type="hidden" name={fields.email.name} value={email} />
      <input type="hidden" name={fields.token.name} value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <PasswordField
        key={fields.password.key}
        {...textFieldProps(fields.password)}
        label={translate('auth.newPassword')}
        labels={passwordLabels}
        autoComplete="new-password"
        hint={translate('auth.passwordHint', {
          min: passwordRules.minimumLength,
          count: passwordRules.requiredCharacterClasses,
        })}
      />
      <PasswordField
        key={fields.confirmPassword.key}
        {...textFieldProps(fields.confirmPassword)}
        label={translate('auth.confirmPassword')}
        labels={passwordLabels}
        autoComplete="new-password"
      />
      <SubmitButton busy={submission.busy} busyLabel={translate('auth.pending')}>
        {translate('auth.saveNewPassword')}
      </SubmitButton>
    </Form>
  );
}
