import { Button, SelectField, TextField } from '@agri-parts/ui';
import type { AddressInput } from '@agri-parts/sdk';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { addressSchema, defaultCountryCode } from '../forms/addressSchemas';
import { translate } from '../i18n/translate';
import type { CountryOptions } from '../account/addressView';

/** Props of {@link NewAddressForm}. */
export interface NewAddressFormProps {
  countries: CountryOptions;
  busy: boolean;
  onSubmit: (address: AddressInput) => void;
}

/**
 * A shipping address typed in at checkout, checked with the address book's schema (names,
 * street, a four-digit postcode in Norway, place, country, telephone) before it goes to the cart.
 */
export function NewAddressForm({ countries, busy, onSubmit }: NewAddressFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schema = addressSchema({ countryCodes: countries.map((country) => country.value) });

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
      return;
    }
    setErrors({});
    // The address goes to this cart only; the address book's default flags do not apply.
    onSubmit({ ...result.output, defaultBilling: undefined, defaultShipping: undefined });
  }

  return (
    <form className="checkout-address-form" onSubmit={submit} noValidate>
      <TextField
        name="firstname"
        label={translate('auth.firstname')}
        error={errors.firstname}
        autoComplete="given-name"
      />
      <TextField
        name="lastname"
        label={translate('auth.lastname')}
        error={errors.lastname}
        autoComplete="family-name"
      />
      <TextField
        name="company"
        label={translate('address.company')}
        error={errors.company}
        autoComplete="organization"
      />
      <TextField
        name="street"
        label={translate('address.street')}
        error={errors.street}
        autoComplete="address-line1"
      />
      <TextField
        name="postcode"
        label={translate('address.postcode')}
        error={errors.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <TextField
        name="city"
        label={translate('address.city')}
        error={errors.city}
        autoComplete="address-level2"
      />
      <SelectField
        name="countryCode"
        label={translate('address.country')}
        options={countries}
        defaultValue={defaultCountryCode}
        error={errors.countryCode}
      />
      <TextField
        name="telephone"
        type="tel"
        label={translate('address.telephone')}
        error={errors.telephone}
        autoComplete="tel"
      />
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
        {translate('checkout.shipping.useAddress')}
      </Button>
    </form>
  );
}
