import { getFormProps, useForm } from '@conform-to/react';
import { getValibotConstraint } from '@conform-to/valibot';
import {
  Checkbox,
  FormError,
  Link,
  SelectField,
  SubmitButton,
  TextField,
  type SelectFieldOption,
} from '@agri-parts/ui';
import { useMemo } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';

import { accountPaths } from './accountPaths';
import { addressSchema, type AddressFields, type AddressValues } from '../forms/addressSchemas';
import { checkboxProps, textFieldProps } from '../forms/fieldProps';
import { parseForm } from '../forms/parseForm';
import { PoststedFiller } from '../forms/PoststedFiller';
import { translate } from '../i18n/translate';
import type { AddressFormActionData } from './addressActions.server';
import type { AddressFormDefaults, DefaultFlagControl } from './addressView';
import { useFocusOnErrors } from './useFocusOnErrors';
import { RequiredFieldsNote } from '../forms/RequiredFieldsNote';

/** What the address form page shows (the loader's answer). */
export interface AddressFormData {
  editing: boolean;
  defaults: AddressFormDefaults;
  controls: { billing: DefaultFlagControl; shipping: DefaultFlagControl };
  countries: readonly SelectFieldOption[];
  /** Why the address cannot be edited at all (a company's billing address); the form is left out. */
  lockedReason: string | null;
  /** Whether the form asks for a VAT id (business customers, or an address that has one). */
  asksForVatId: boolean;
}

/**
 * A new address or an address to edit (`/customer/addresses-details/create`, `…/edit/:addressId`):
 * names, company, the street lines (street, apartment, neighbourhood, extra — spec §3), postcode,
 * city, country, telephone, VAT id (business customers) and the default flags, posted to the page's action (also
 * before the page runs), checked with the same schema in the browser. A company customer sees
 * why the default billing cannot be chosen (spec §6); their billing address is not editable.
 */
export function AddressFormPage({ page }: { page: AddressFormData }) {
  const title = translate(page.editing ? 'address.edit' : 'address.new');
  return (
    <section className="account-page" aria-labelledby="address-form-title">
      <h1 id="address-form-title">{title}</h1>
      {page.lockedReason ? (
        <p className="account-page__locked" role="note">
          {page.lockedReason}
        </p>
      ) : (
        <AddressForm page={page} />
      )}
      <p className="account-page__actions">
        <Link href={accountPaths.addresses}>{translate('address.backToList')}</Link>
      </p>
    </section>
  );
}

function AddressForm({ page }: { page: AddressFormData }) {
  const actionData = useActionData<AddressFormActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const schema = useMemo(
    () => addressSchema({ countryCodes: page.countries.map((option) => option.value) }),
    [page.countries],
  );
  const [form, fields] = useForm<AddressFields, AddressValues>({
    id: 'address',
    lastResult: actionData?.result,
    defaultValue: page.defaults,
    constraint: getValibotConstraint(schema),
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const errorRef = useFocusOnErrors(form.errors);

  return (
    <Form
      method="post"
      action={location.pathname}
      className="account-form account-form--address"
      {...getFormProps(form)}
    >
      <FormError
        ref={errorRef}
        title={translate('address.errorTitle')}
        messages={form.errors ?? []}
      />
      <RequiredFieldsNote />
      <div className="account-form__row">
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
      </div>
      <TextField
        key={fields.company.key}
        {...textFieldProps(fields.company)}
        label={translate('address.company')}
        autoComplete="organization"
      />
      <StreetLineFields fields={fields} />
      <PlaceFields fields={fields} countries={page.countries} />
      <TextField
        key={fields.telephone.key}
        {...textFieldProps(fields.telephone)}
        type="tel"
        label={translate('address.telephone')}
        autoComplete="tel"
      />
      {page.asksForVatId ? (
        <TextField
          key={fields.vatId.key}
          {...textFieldProps(fields.vatId)}
          label={translate('address.vatId')}
          autoComplete="off"
        />
      ) : null}
      <DefaultFlag
        control={page.controls.shipping}
        field={fields.defaultShipping}
        label={translate('address.useAsDefaultShipping')}
      />
      <DefaultFlag
        control={page.controls.billing}
        field={fields.defaultBilling}
        label={translate('address.useAsDefaultBilling')}
      />
      <SubmitButton busy={navigation.state === 'submitting'} busyLabel={translate('auth.pending')}>
        {translate('address.save')}
      </SubmitButton>
    </Form>
  );
}

/** The fields of the address form, as conform gives them. */
type AddressFieldset = ReturnType<typeof useForm<AddressFields, AddressValues>>[1];

/** The street lines as the address book keeps them (spec §3): street, apartment, neighbourhood, extra. */
function StreetLineFields({ fields }: { fields: AddressFieldset }) {
  return (
    <>
      <TextField
        key={fields.street.key}
        {...textFieldProps(fields.street)}
        label={translate('address.street')}
        autoComplete="address-line1"
      />
      <TextField
        key={fields.apartment.key}
        {...textFieldProps(fields.apartment)}
        label={translate('address.apartment')}
        autoComplete="address-line2"
      />
      <TextField
        key={fields.neighborhood.key}
        {...textFieldProps(fields.neighborhood)}
        label={translate('address.neighborhood')}
        autoComplete="address-line3"
      />
      <TextField
        key={fields.extra.key}
        {...textFieldProps(fields.extra)}
        label={translate('address.extra')}
        autoComplete="off"
      />
    </>
  );
}

/** Postcode and city side by side, then the country. */
function PlaceFields({
  fields,
  countries,
}: {
  fields: AddressFieldset;
  countries: readonly SelectFieldOption[];
}) {
  return (
    <>
      <div className="account-form__row">
        <TextField
          key={fields.postcode.key}
          {...textFieldProps(fields.postcode)}
          label={translate('address.postcode')}
          autoComplete="postal-code"
        />
        <TextField
          key={fields.city.key}
          {...textFieldProps(fields.city)}
          label={translate('address.city')}
          autoComplete="address-level2"
        />
      </div>
      <PoststedFiller />
      <SelectField
        key={fields.countryCode.key}
        {...textFieldProps(fields.countryCode)}
        label={translate('address.country')}
        options={countries}
        autoComplete="country"
      />
    </>
  );
}

/** A default flag as the page offers it: a checkbox, a note that it is set, or locked with the reason. */
function DefaultFlag({
  control,
  field,
  label,
}: {
  control: DefaultFlagControl;
  field: Parameters<typeof checkboxProps>[0] & { key?: string | undefined };
  label: string;
}) {
  switch (control.kind) {
    case 'checkbox':
      return <Checkbox key={field.key} {...checkboxProps(field)} label={label} />;
    case 'is-default':
      return <p className="account-form__aside">{control.note}</p>;
    case 'locked':
      // Disabled, so never sent; the reason says why (spec §6).
      return <Checkbox id={field.id} label={label} disabled hint={control.reason} />;
  }
}
