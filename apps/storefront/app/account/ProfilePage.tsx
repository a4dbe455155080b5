import type { PasswordRules } from '@agri-parts/sdk';
import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { formatPhoneNumber } from '@agri-parts/sdk';
import { Checkbox, FormError, PasswordField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';
import { Form, useActionData, useLocation } from 'react-router';

import { passwordLabels } from './LoginForm';
import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { changePasswordSchema, emailSchema, profileFormField } from '../forms/profileSchemas';
import { translate } from '../i18n/translate';
import { AccountNoticeMessage } from './AccountNoticeMessage';
import { companyTypeName } from './companyTypeOptions';
import { FormName, resultFor, type FormTarget } from './profileFormParts';
import { NamesForm } from './ProfileNamesForm';
import { BusinessAwaitingApproval } from './BusinessAwaitingApproval';
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
  /** Phone number as its 8 digits; `null` when not given. */
  phoneNumber: string | null;
  /** A business's organisation form (`AS`, `ENK`, …); `null` when not given. */
  companyType: string | null;
  /** A business customer (`isBusinessCustomer`: a VAT number or a company). */
  business: boolean;
  /** Where the account stands with the shop's approval of businesses (`businessApproval`). */
  approval: 'private' | 'awaiting' | 'approved';
  passwordRules: PasswordRules;
  /** Whether the customer gets the newsletter (a confirmed subscription). */
  isSubscribed: boolean;
}

/**
 * The profile (`/customer/my-profile`): the account's details, and three forms posting to the
 * page's action — names and phone (and a business customer's VAT number and company type), e-mail (with the current
 * password) and password. Each works as a plain form post; once the page runs, each is checked
 * as it is filled in and its button shows the post on its way.
 */
export function ProfilePage({ profile }: { profile: ProfileData }) {
  const location = useLocation();
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{translate('account.myProfile')}</h1>
      <AccountNoticeMessage />
      {profile.approval === 'awaiting' ? <BusinessAwaitingApproval /> : null}
      <ProfileDetails profile={profile} />
      {/* A new page (after a change went through) starts with fresh forms. */}
      <div className="account-sections" key={location.key}>
        <NamesForm profile={profile} action={location.pathname} />
        <EmailForm profile={profile} action={location.pathname} />
        <PasswordForm rules={profile.passwordRules} action={location.pathname} />
        <NewsletterForm subscribed={profile.isSubscribed} action={location.pathname} />
      </div>
    </section>
  );
}

/**
 * The newsletter setting (today's choice was otherwise only made at registration): a checkbox
 * and a save button; it takes effect at once for the signed-in customer's own address.
 */
function NewsletterForm({ subscribed, action }: { subscribed: boolean } & FormTarget) {
  const busy = useFormBusy(profileFormField, 'newsletter');
  return (
    <section className="account-section" aria-labelledby="profile-newsletter-title">
      <h2 id="profile-newsletter-title">{translate('profile.newsletter')}</h2>
      <Form method="post" action={action} className="account-form">
        <FormName form="newsletter" />
        <Checkbox
          name="isSubscribed"
          defaultChecked={subscribed}
          label={translate('profile.newsletterLabel')}
          hint={translate('profile.newsletterHint')}
        />
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('profile.saveNewsletter')}
        </SubmitButton>
      </Form>
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
        {profile.business && profile.companyType ? (
          <div>
            <dt>{translate('profile.companyType')}</dt>
            <dd>{companyTypeName(profile.companyType)}</dd>
          </div>
        ) : null}
        {profile.phoneNumber ? (
          <div>
            <dt>{translate('profile.phone')}</dt>
            <dd>{formatPhoneNumber(profile.phoneNumber)}</dd>
          </div>
        ) : null}
      </dl>
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
    constraint: getValibotConstraint(schema),
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
    constraint: getValibotConstraint(schema),
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
