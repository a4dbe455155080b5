import type { PasswordRules } from '@agri-parts/sdk';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { FormError, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';
import { Form, useActionData, useLocation } from 'react-router';

import { passwordLabels } from './LoginForm';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import {
  changePasswordSchema,
  emailSchema,
  namesSchema,
  profileFormField,
  type ProfileForm,
} from '../forms/profileSchemas';
import { translate } from '../i18n/translate';
import { AccountNoticeMessage } from './AccountNoticeMessage';
import type { ProfileActionData } from './profileAction.server';
import { useFocusOnErrors } from './useFocusOnErrors';
import { useFormBusy } from './useFormBusy';

/** What the profile page shows of the customer. */
export interface ProfileData {
  firstname: string;
  lastname: string;
  email: string;
  /** VAT number (business customers). */
  taxvat: string | null;
  /** A business customer: one with a VAT number. */
  business: boolean;
  passwordRules: PasswordRules;
}

/** The answer of the action for `form`, if the last post was that form. */
function resultFor(
  actionData: ProfileActionData | undefined,
  form: ProfileForm,
): SubmissionResult<string[]> | undefined {
  return actionData?.form === form ? actionData.result : undefined;
}

/** The hidden field that names the form for the action. */
function FormName({ form }: { form: ProfileForm }) {
  return <input type="hidden" name={profileFormField} value={form} />;
}

/**
 * The profile (`/customer/my-profile`): the account's details, and three forms posting to the
 * page's action — names (and a business customer's VAT number), e-mail (with the current
 * password) and password. Each works as a plain form post; once the page runs, each is checked
 * as it is filled in and its button shows the post on its way.
 */
export function ProfilePage({ profile }: { profile: ProfileData }) {
  const location = useLocation();
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{translate('account.myProfile')}</h1>
      <AccountNoticeMessage />
      <ProfileDetails profile={profile} />
      {/* A new page (after a change went through) starts with fresh forms. */}
      <div className="account-sections" key={location.key}>
        <NamesForm profile={profile} action={location.pathname} />
        <EmailForm profile={profile} action={location.pathname} />
        <PasswordForm rules={profile.passwordRules} action={location.pathname} />
      </div>
    </section>
  );
}

function ProfileDetails({ profile }: { profile: ProfileData }) {
  return (
    <section className="account-section" aria-labelledby="profile-details">
      <h2 id="profile-details">{translate('profile.details')}</h2>
      <dl className="account-details">
        <div>
          <dt>{translate('profile.name')}</dt>
          <dd>{`${profile.firstname} ${profile.lastname}`.trim()}</dd>
        </div>
        <div>
          <dt>{translate('auth.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{translate('profile.customerType')}</dt>
          <dd>
            {translate(profile.business ? 'profile.businessCustomer' : 'profile.privateCustomer')}
          </dd>
        </div>
        {profile.taxvat ? (
          <div>
            <dt>{translate('auth.taxvat')}</dt>
            <dd>{profile.taxvat}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Where the profile's forms post: the page without its notice, which an answer would repeat. */
interface FormTarget {
  action: string;
}

function NamesForm({ profile, action }: { profile: ProfileData } & FormTarget) {
  const actionData = useActionData<ProfileActionData>();
  const busy = useFormBusy(profileFormField, 'names');
  const schema = useMemo(() => namesSchema({ business: profile.business }), [profile.business]);
  const [form, fields] = useForm({
    id: 'profile-names',
    lastResult: resultFor(actionData, 'names'),
    defaultValue: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      taxvat: profile.taxvat ?? '',
    },
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);
  const title = translate(profile.business ? 'profile.editNamesBusiness' : 'profile.editNames');

  return (
    <section className="account-section" aria-labelledby="profile-names-title">
      <h2 id="profile-names-title">{title}</h2>
      <Form method="post" action={action} className="account-form" {...getFormProps(form)}>
        <FormName form="names" />
        <FormError
          ref={errorRef}
          title={translate('profile.errorTitle')}
          messages={form.errors ?? []}
        />
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
        {profile.business ? (
          <TextField
            key={fields.taxvat.key}
            {...textFieldProps(fields.taxvat)}
            label={translate('auth.taxvat')}
            autoComplete="off"
          />
        ) : null}
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('profile.saveNames')}
        </SubmitButton>
      </Form>
    </section>
  );
}

function EmailForm({ profile, action }: { profile: ProfileData } & FormTarget) {
  const actionData = useActionData<ProfileActionData>();
  const busy = useFormBusy(profileFormField, 'email');
  const schema = useMemo(() => emailSchema({ currentEmail: profile.email }), [profile.email]);
  const [form, fields] = useForm({
    id: 'profile-email',
    lastResult: resultFor(actionData, 'email'),
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);

  return (
    <section className="account-section" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{translate('profile.changeEmail')}</h2>
      <Form method="post" action={action} className="account-form" {...getFormProps(form)}>
        <FormName form="email" />
        <FormError
          ref={errorRef}
          title={translate('profile.errorTitle')}
          messages={form.errors ?? []}
        />
        <TextField
          key={fields.email.key}
          {...textFieldProps(fields.email)}
          type="email"
          label={translate('profile.newEmail')}
          autoComplete="email"
        />
        <PasswordField
          key={fields.password.key}
          {...textFieldProps(fields.password)}
          label={translate('profile.currentPassword')}
          labels={passwordLabels}
          hint={translate('profile.emailPasswordHint')}
          autoComplete="current-password"
        />
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('profile.saveEmail')}
        </SubmitButton>
      </Form>
    </section>
  );
}

function PasswordForm({ rules, action }: { rules: PasswordRules } & FormTarget) {
  const actionData = useActionData<ProfileActionData>();
  const busy = useFormBusy(profileFormField, 'password');
  const schema = useMemo(() => changePasswordSchema(rules), [rules]);
  const [form, fields] = useForm({
    id: 'profile-password',
    lastResult: resultFor(actionData, 'password'),
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);

  return (
    <section className="account-section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{translate('profile.changePassword')}</h2>
      <Form method="post" action={action} className="account-form" {...getFormProps(form)}>
        <FormName form="password" />
        <FormError
          ref={errorRef}
          title={translate('profile.errorTitle')}
          messages={form.errors ?? []}
        />
        <PasswordField
          key={fields.currentPassword.key}
          {...textFieldProps(fields.currentPassword)}
          label={translate('profile.currentPassword')}
          labels={passwordLabels}
          autoComplete="current-password"
        />
        <PasswordField
          key={fields.newPassword.key}
          {...textFieldProps(fields.newPassword)}
          label={translate('auth.newPassword')}
          labels={passwordLabels}
          autoComplete="new-password"
          hint={translate('auth.passwordHint', {
            min: rules.minimumLength,
            count: rules.requiredCharacterClasses,
          })}
        />
        <PasswordField
          key={fields.confirmPassword.key}
          {...textFieldProps(fields.confirmPassword)}
          label={translate('profile.confirmNewPassword')}
          labels={passwordLabels}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('profile.savePassword')}
        </SubmitButton>
      </Form>
    </section>
  );
}
