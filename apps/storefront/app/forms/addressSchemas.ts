import { joinStreet } from '@agri-parts/sdk';
import * as v from 'valibot';

import { translate } from '../i18n/translate';
import {
  checkboxField,
  nameField,
  optionalTextField,
  requiredMessage,
  textField,
} from './fieldRules';

/** The shop's home country: the country field's default, and the one whose postcodes are checked. */
export const defaultCountryCode = 'NO';

/** A Norwegian postcode: four digits (`0150`, `2317`). */
const norwegianPostcode = /^\d{4}$/;

/**
 * A telephone number as people write it: digits with spaces, dashes, dots or brackets, an
 * optional `+` in front, and 5 to 15 digits (E.164's most; Norwegian numbers have 8).
 */
export function isTelephoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15;
}

/**
 * Whether `postcode` is a postcode of `countryCode`: four digits in Norway; elsewhere anything
 * (the API checks the rest). Pure.
 */
export function isPostcodeOf(postcode: string, countryCode: string): boolean {
  return countryCode.toUpperCase() !== defaultCountryCode || norwegianPostcode.test(postcode);
}

/**
 * The address form (`/customer/addresses-details/create` and `…/edit/:addressId`): names,
 * company, the four street lines (spec §3: street, apartment, neighbourhood, extra), postcode
 * (four digits in Norway), city, country (one of `countryCodes`), telephone, VAT id and the two
 * default flags. Gives what `sdk.addresses.create` takes: the street as the list the API stores
 * (`joinStreet`), empty optional texts as `null`.
 */
export function addressSchema({ countryCodes }: { countryCodes: readonly string[] }) {
  const allowed = new Set(countryCodes.map((code) => code.toUpperCase()));
  return v.pipe(
    v.object(
      {
        firstname: nameField(),
        lastname: nameField(),
        company: optionalTextField(),
        street: textField(),
        apartment: optionalTextField(),
        neighborhood: optionalTextField(),
        extra: optionalTextField(),
        postcode: textField(),
        city: textField(),
        countryCode: textField({
          rules: [
            [(value) => allowed.has(value.toUpperCase()), () => translate('validation.notCorrect')],
          ],
        }),
        telephone: textField({
          rules: [[isTelephoneNumber, () => translate('address.invalidTelephone')]],
        }),
        vatId: optionalTextField(),
        defaultBilling: checkboxField(),
        defaultShipping: checkboxField(),
      },
      requiredMessage,
    ),
    v.forward(
      v.partialCheck(
        [['postcode'], ['countryCode']],
        (input) => isPostcodeOf(input.postcode, input.countryCode),
        () => translate('address.invalidPostcode'),
      ),
      ['postcode'],
    ),
    v.transform(({ street, apartment, neighborhood, extra, company, vatId, ...values }) => ({
      ...values,
      countryCode: values.countryCode.toUpperCase(),
      street: joinStreet({ street, apartment, neighborhood, extra }),
      company: company || null,
      vatId: vatId || null,
      defaultBilling: values.defaultBilling !== undefined,
      defaultShipping: values.defaultShipping !== undefined,
    })),
  );
}

/** The form's fields as posted (texts; a default flag `on` when ticked). */
export type AddressFields = v.InferInput<ReturnType<typeof addressSchema>>;

/** What {@link addressSchema} gives. */
export type AddressValues = v.InferOutput<ReturnType<typeof addressSchema>>;
