import { Button, SelectField, TextField } from '@agri-parts/ui';
import { splitStreet, type AddressInput } from '@agri-parts/sdk';
import { getValibotConstraint } from '@conform-to/valibot';
import { useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { addressSchema, defaultCountryCode } from '../forms/addressSchemas';
import { PoststedFiller } from '../forms/PoststedFiller';
import { RequiredFieldsNote } from '../forms/RequiredFieldsNote';
import { translate } from '../i18n/translate';
import type { CountryOptions } from '../account/addressView';

/** Moves focus to the form's first visible field among `names`: its message is read with it. */
function focusFirstInError(form: HTMLFormElement, names: readonly string[]): void {
  const first = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      element.type !== 'hidden' &&
      names.includes(element.name),
  );
  first?.focus();
}

/**
 * The form's checks: the address book's schema, the errors it found by field (the first field in
 * error takes focus) and which fields it requires. `onValid` gets an address that passed.
 */
function useAddressChecks(countries: CountryOptions, onValid: (address: AddressInput) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schema = useMemo(
    () => addressSchema({ countryCodes: countries.map((country) => country.value) }),
    [countries],
  );
  const constraint = useMemo(() => getValibotConstraint(schema), [schema]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = v.safeParse(schema, values);
    if (!result.success) {
      const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
      setErrors(
        Object.fromEntries(
          Object.entries(nested).map(([field, messages]) => [field, messages?.[0] ?? '']),
        ),
      );
      focusFirstInError(event.currentTarget, Object.keys(nested));
      return;
    }
    setErrors({});
    // The address goes to this cart only; the address book's default flags do not apply.
    onValid({ ...result.output, defaultBilling: undefined, defaultShipping: undefined });
  }

  return { errors, submit, required: (field: string) => constraint[field]?.required };
}

/** Props of {@link NewAddressForm}. */
export interface NewAddressFormProps {
  countries: CountryOptions;
  busy: boolean;
  onSubmit: (address: AddressInput) => void;
  /** The address to start from (the one on the cart, to change it); empty fields without. */
  initial?: AddressInput | null;
  /** The button's text; "Lever til denne adressen" by default. */
  submitLabel?: string;
}

/**
 * An address typed in at checkout (shipping or billing), checked with the address book's schema
 * (names, street, a four-digit postcode in Norway, place, country, telephone) before it goes to
 * the cart. Started from `initial`, its street lines past the first are kept as they were.
 */
export function NewAddressForm({
  countries,
  busy,
  onSubmit,
  initial = null,
  submitLabel = translate('checkout.shipping.useAddress'),
}: NewAddressFormProps) {
  const lines = splitStreet(initial?.street ?? []);
  const { errors, required, submit } = useAddressChecks(countries, onSubmit);

  return (
    <form className="checkout-address-form" onSubmit={submit} noValidate>
      <RequiredFieldsNote />
      <TextField
        name="firstname"
        required={required('firstname')}
        defaultValue={initial?.firstname ?? ''}
        label={translate('auth.firstname')}
        error={errors.firstname}
        autoComplete="given-name"
      />
      <TextField
        name="lastname"
        required={required('lastname')}
        defaultValue={initial?.lastname ?? ''}
        label={translate('auth.lastname')}
        error={errors.lastname}
        autoComplete="family-name"
      />
      <TextField
        name="company"
        required={required('company')}
        defaultValue={initial?.company ?? ''}
        label={translate('address.company')}
        error={errors.company}
        autoComplete="organization"
      />
      <TextField
        name="street"
        required={required('street')}
        defaultValue={lines.street}
        label={translate('address.street')}
        error={errors.street}
        autoComplete="address-line1"
      />
      <TextField
        name="postcode"
        required={required('postcode')}
        defaultValue={initial?.postcode ?? ''}
        label={translate('address.postcode')}
        error={errors.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <TextField
        name="city"
        required={required('city')}
        defaultValue={initial?.city ?? ''}
        label={translate('address.city')}
        error={errors.city}
        autoComplete="address-level2"
      />
      <PoststedFiller />
      <SelectField
        name="countryCode"
        required={required('countryCode')}
        label={translate('address.country')}
        options={countries}
        defaultValue={initial?.countryCode ?? defaultCountryCode}
        error={errors.countryCode}
      />
      <TextField
        name="telephone"
        required={required('telephone')}
        defaultValue={initial?.telephone ?? ''}
        type="tel"
        label={translate('address.telephone')}
        error={errors.telephone}
        autoComplete="tel"
      />
      {/* The lines the form has no field for stay as they were. */}
      <input type="hidden" name="apartment" value={lines.apartment} />
      <input type="hidden" name="neighborhood" value={lines.neighborhood} />
      <input type="hidden" name="extra" value={lines.extra} />
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
