import type { PasswordRules } from '@agri-parts/sdk';
import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { Checkbox, FormError, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';

import { registerSchema } from '../forms/accountSchemas';
import { checkboxProps, textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { RecaptchaFields } from '../recaptcha/RecaptchaFields';
import { useRecaptchaSubmit } from '../recaptcha/useRecaptchaSubmit';
import { accountPaths, redirectToParameter, withRedirectTo } from './accountPaths';
import { passwordLabels } from './LoginForm';
import { PhoneField } from './PhoneField';
import { useAccountSubmission } from './useAccountSubmission';
import { useFocusOnErrors } from './useFocusOnErrors';
import { RequiredFieldsNote } from '../forms/RequiredFieldsNote';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** A page's own form, or the login modal's (sent through a fetcher). */
  mode: 'page' | 'modal';
  /** The page to come back to once registered (and logged in). */
  redirectTo: string;
  /** The store's password rules (store config), for the hint and the check. */
  passwordRules: PasswordRules;
}

/**
 * The registration form (spec §3 customer fields): first and last name, e-mail, a phone number
 * (optional), a new password twice, "I buy for a business" with the VAT number (`taxvat`) business customers give, and the
 * newsletter. Posted to `/customer/register`; checked in the browser and by the action with the
 * same schema; works without JavaScript.
 */
export function RegisterForm({ mode, redirectTo, passwordRules }: RegisterFormProps) {
  const submission = useAccountSubmission(mode, 'register');
  const schema = useMemo(() => registerSchema(passwordRules), [passwordRules]);
  const [form, fields] = useForm({
    id: `register-${mode}`,
    lastResult: submission.data?.result,
    constraint: getValibotConstraint(schema),
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);
  const errorTitle = translate('auth.registrationErrorTitle');
  const recaptchaSubmit = useRecaptchaSubmit(
    { form: 'CUSTOMER_CREATE', action: 'register', thenLogin: true },
    submission.submit,
  );
  const { Form } = submission;
  const formProps = getFormProps(form);

  return (
    <Form
      method="post"
      action={withRedirectTo(accountPaths.register, redirectTo)}
      className="account-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        recaptchaSubmit(event);
      }}
    >
      <FormError ref={errorRef} id={form.errorId} title={errorTitle} messages={form.errors ?? []} />
      <RequiredFieldsNote />
      {submission.data?.notice ? (
        <p className="account-form__notice" role="status">
          {submission.data.notice}
        </p>
      ) : null}
      <input type="hidden" name={redirectToParameter} value={redirectTo} />
      <RecaptchaFields />
      <TextField
        key={fields.firstname.key}
        {...textFieldProps(fields.firstname)}
        label={translate('auth.firstname')}
        autoComplete="given-name"
      />
      <TextField
        key={fields.lastname.key}
        {...textFieldProps(fields.lastname)}
        label={translate('auth.lastname')}
        autoComplete="family-name"
      />
      <TextField
        key={fields.email.key}
        {...textFieldProps(fields.email)}
        type="email"
        label={translate('auth.email')}
        autoComplete="email"
      />
      <PhoneField key={fields.phoneNumber.key} field={fields.phoneNumber} />
      <PasswordField
        key={fields.password.key}
        {...textFieldProps(fields.password)}
        label={translate('auth.password')}
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
      <Checkbox
        key={fields.business.key}
        {...checkboxProps(fields.business)}
        label={translate('auth.businessCustomer')}
      />
      <TextField
        key={fields.taxvat.key}
        {...textFieldProps(fields.taxvat)}
        label={translate('auth.taxvat')}
        hint={translate('auth.taxvatHint')}
        autoComplete="off"
      />
      <Checkbox
        key={fields.isSubscribed.key}
        {...checkboxProps(fields.isSubscribed)}
        label={translate('auth.newsletter')}
      />
      <SubmitButton busy={submission.busy} busyLabel={translate('auth.pending')}>
        {translate('auth.register')}
      </SubmitButton>
    </Form>
  );
}
