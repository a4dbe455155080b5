import type { PasswordRules } from '@agri-parts/sdk';
import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { FormError, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';

import { forgotPasswordSchema, resetPasswordSchema } from '../forms/accountSchemas';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { RecaptchaFields } from '../recaptcha/RecaptchaFields';
import { useRecaptchaSubmit } from '../recaptcha/useRecaptchaSubmit';
import { accountPaths } from './accountPaths';
import { passwordLabels } from './LoginForm';
import { useAccountSubmission } from './useAccountSubmission';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Where the form posts: the forgot-password page. */
  action: string;
  /** The address to fill in (a reset link's, when a new link is asked for from it). */
  defaultEmail?: string;
  /** The button's text; "Send lenke" by default. */
  submitLabel?: string;
}

/**
 * The forgot-password form: the e-mail address to send a reset link to; once sent, the same
 * neutral confirmation whoever asked.
 */
export function ForgotPasswordForm({ action, defaultEmail, submitLabel }: ForgotPasswordFormProps) {
  const submission = useAccountSubmission('page', 'forgot-password');
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: submission.data?.result,
    defaultValue: defaultEmail ? { email: defaultEmail } : undefined,
    constraint: getValibotConstraint(forgotPasswordSchema),
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
        {submitLabel ?? translate('auth.sendResetLink')}
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
    constraint: getValibotConstraint(schema),
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

/** Props of {@link ResetLinkUnusable}. */
export interface ResetLinkUnusableProps {
  /** Why the link cannot set a password: `missing` when it lacks its address or token. */
  reason: 'expired' | 'invalid' | 'missing';
  /** The link's address, filled in for the new link; empty when the link had none. */
  email: string;
}

const unusableText = {
  expired: () => translate('auth.resetLinkExpired'),
  invalid: () => translate('auth.resetLinkUsed'),
  missing: () => translate('auth.resetLinkInvalid'),
} as const;

/**
 * A reset link that cannot set a password says why — expired, used or replaced, or broken — and
 * offers a new one at once: the forgot-password form with the link's address filled in.
 */
export function ResetLinkUnusable({ reason, email }: ResetLinkUnusableProps) {
  return (
    <div className="account-form__unusable-link">
      <p className="account-form__notice account-form__notice--danger" role="alert">
        {unusableText[reason]()}
      </p>
      <p>{translate('auth.resetLinkNewIntro')}</p>
      <ForgotPasswordForm
        action={accountPaths.forgotPassword}
        defaultEmail={email}
        submitLabel={translate('auth.sendNewLink')}
      />
    </div>
  );
}
