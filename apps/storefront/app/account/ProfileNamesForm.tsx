import { formatPhoneNumber } from '@agri-parts/sdk';
import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import { FormError, SelectField, SubmitButton, TextField } from '@agri-parts/ui';
import { useMemo } from 'react';
import { Form, useActionData } from 'react-router';

import { textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { namesSchema, profileFormField } from '../forms/profileSchemas';
import { translate } from '../i18n/translate';
import { companyTypeOptions } from './companyTypeOptions';
import { PhoneField } from './PhoneField';
import type { ProfileActionData } from './profileAction.server';
import { FormName, resultFor, type FormTarget } from './profileFormParts';
import type { ProfileData } from './ProfilePage';
import { useFocusOnErrors } from './useFocusOnErrors';
import { useFormBusy } from './useFormBusy';
import { RequiredFieldsNote } from '../forms/RequiredFieldsNote';

/**
 * The profile's details form: first and last name and the phone number; a business customer's
 * VAT number and company type too.
 */
export function NamesForm({ profile, action }: { profile: ProfileData } & FormTarget) {
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
      phoneNumber: profile.phoneNumber ? formatPhoneNumber(profile.phoneNumber) : '',
      companyType: profile.companyType ?? '',
    },
    constraint: getValibotConstraint(schema),
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
        <RequiredFieldsNote />
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
        <PhoneField key={fields.phoneNumber.key} field={fields.phoneNumber} />
        {profile.business ? (
          <>
            <TextField
              key={fields.taxvat.key}
              {...textFieldProps(fields.taxvat)}
              label={translate('auth.taxvat')}
              autoComplete="off"
            />
            <SelectField
              key={fields.companyType.key}
              {...textFieldProps(fields.companyType)}
              label={translate('profile.companyType')}
              placeholder={translate('profile.companyTypeNone')}
              options={companyTypeOptions}
            />
          </>
        ) : null}
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('profile.saveNames')}
        </SubmitButton>
      </Form>
    </section>
  );
}
