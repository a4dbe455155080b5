import {
  canEditBilling,
  splitStreet,
  type Address,
  type Country,
  type Customer,
  type OrderAddress,
} from '@agri-parts/sdk';
import type { PostalAddressValue, SelectFieldOption } from '@agri-parts/ui';

import { accountPaths } from './accountPaths';
import { defaultCountryCode } from '../forms/addressSchemas';
import { translate } from '../i18n/translate';

/** The fields of the address book's delete form. */
export const deleteFields = {
  intent: 'intent',
  addressId: 'addressId',
  /** Sent by the confirmation's button: without it the action asks first. */
  confirmed: 'confirmed',
} as const;

/** The countries an address may be in, as the country field lists them. */
export type CountryOptions = readonly SelectFieldOption[];

/**
 * The country field's options from the store's countries (`sdk.config.loadCountries`): their
 * Norwegian names, Norway first, the rest by name. Without the list (it could not be loaded)
 * Norway alone, so an address can always be saved. Pure.
 */
export function countryOptions(countries: readonly Country[] | null): CountryOptions {
  const options = (countries ?? []).flatMap((country) => {
    const code = (country.twoLetterAbbreviation ?? country.id).toUpperCase();
    return code
      ? [{ value: code, label: country.fullNameLocale ?? country.fullNameEnglish ?? code }]
      : [];
  });
  if (!options.some((option) => option.value === defaultCountryCode)) {
    options.push({ value: defaultCountryCode, label: 'Norge' });
  }
  const byName = new Intl.Collator('nb');
  return options.sort((a, b) =>
    a.value === defaultCountryCode
      ? -1
      : b.value === defaultCountryCode
        ? 1
        : byName.compare(a.label, b.label),
  );
}

/**
 * An address in one line for a question about it: the first street line, postcode and place
 * (`Storgata 12, 2317 Hamar`); what it lacks is left out. Pure.
 */
export function shortAddress(address: {
  street: readonly string[];
  postcode: string;
  city: string;
}): string {
  return [address.street[0], `${address.postcode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** An address as the UI kit's `PostalAddress` shows it: the country by its name. Pure. */
export function postalAddress(
  address: Address | OrderAddress,
  countries: CountryOptions,
): PostalAddressValue {
  const region =
    typeof address.region === 'string' ? address.region : (address.region?.name ?? null);
  return {
    name: `${address.firstname} ${address.lastname}`.trim(),
    company: address.company,
    street: address.street.filter((line) => line.trim() !== ''),
    postcode: address.postcode,
    city: address.city,
    region,
    country:
      countries.find((option) => option.value === address.countryCode.toUpperCase())?.label ??
      address.countryCode,
    telephone: address.telephone,
    vatId: address.vatId,
  };
}

/** What the customer may do with one saved address, and why not. */
export interface AddressPermissions {
  /** The customer's default billing address. */
  defaultBilling: boolean;
  /** The customer's default shipping address. */
  defaultShipping: boolean;
  /** Why it cannot be edited (a company's billing address, spec §6); `null` when it can. */
  editDisabledReason: string | null;
  /** Why it cannot be deleted (a company's billing address; any default address); `null` when it can. */
  deleteDisabledReason: string | null;
}

type AddressBookOwner = Pick<Customer, 'companyId' | 'defaultBillingId' | 'defaultShippingId'>;

/**
 * What `customer` may do with `address` (spec §6, and what commerce-api refuses): a company
 * customer's default billing address can be neither edited nor deleted ("contact customer
 * service"); no default address can be deleted (as in Magento: choose another default first).
 * Pure.
 */
export function addressPermissions(
  address: Address,
  customer: AddressBookOwner,
): AddressPermissions {
  const defaultBilling = address.id === customer.defaultBillingId || address.defaultBilling;
  const defaultShipping = address.id === customer.defaultShippingId || address.defaultShipping;
  const billingLocked = defaultBilling && !canEditBilling(customer);
  const companyReason = translate('address.companyBillingLocked');
  return {
    defaultBilling,
    defaultShipping,
    editDisabledReason: billingLocked ? companyReason : null,
    deleteDisabledReason: billingLocked
      ? companyReason
      : defaultBilling || defaultShipping
        ? translate('address.defaultNotDeletable')
        : null,
  };
}

/** One card of the address book. */
export interface AddressCardView extends AddressPermissions {
  id: number;
  address: PostalAddressValue;
  /** The edit page, unless editing is refused. */
  editHref: string | null;
}

/**
 * The address book's cards: the default billing address first, then the default shipping
 * address, then the rest in the order saved. Pure.
 */
export function addressCards(
  customer: AddressBookOwner & Pick<Customer, 'addresses'>,
  countries: CountryOptions,
): AddressCardView[] {
  const rank = (card: AddressPermissions) =>
    card.defaultBilling ? 0 : card.defaultShipping ? 1 : 2;
  return customer.addresses
    .map((address) => {
      const permissions = addressPermissions(address, customer);
      return {
        id: address.id,
        address: postalAddress(address, countries),
        ...permissions,
        editHref: permissions.editDisabledReason ? null : accountPaths.addressEdit(address.id),
      };
    })
    .sort((a, b) => rank(a) - rank(b));
}

/** The address form's fields as texts (what its inputs start with). */
export interface AddressFormDefaults {
  firstname: string;
  lastname: string;
  company: string;
  street: string;
  apartment: string;
  neighborhood: string;
  extra: string;
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string;
  vatId: string;
  /** `on`: the default flag's checkbox starts ticked (a customer's first address, as in Magento). */
  defaultBilling?: 'on';
  defaultShipping?: 'on';
}

/**
 * What the address form starts with: the address being edited (its street lines named, spec
 * §3), or for a new one the customer's name and Norway — and for the customer's first address
 * both default flags ticked (as Magento does; a company customer's billing flag is locked
 * anyway, see {@link defaultFlagControls}). Pure.
 */
export function addressFormDefaults(
  address: Address | null,
  customer: Pick<Customer, 'firstname' | 'lastname' | 'addresses'>,
): AddressFormDefaults {
  if (!address) {
    const first = customer.addresses.length === 0;
    return {
      ...(first && { defaultBilling: 'on' as const, defaultShipping: 'on' as const }),
      firstname: customer.firstname,
      lastname: customer.lastname,
      company: '',
      street: '',
      apartment: '',
      neighborhood: '',
      extra: '',
      postcode: '',
      city: '',
      countryCode: defaultCountryCode,
      telephone: '',
      vatId: '',
    };
  }
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    ...splitStreet(address.street),
    postcode: address.postcode,
    city: address.city,
    countryCode: address.countryCode || defaultCountryCode,
    telephone: address.telephone ?? '',
    vatId: address.vatId ?? '',
  };
}

/**
 * How the address form offers a default flag: a `checkbox`; a note that the address already
 * `is-default` (a default is moved by choosing another address, as in Magento, never unset); or
 * `locked` with the reason (a company customer's default billing, spec §6).
 */
export type DefaultFlagControl =
  { kind: 'checkbox' } | { kind: 'is-default'; note: string } | { kind: 'locked'; reason: string };

/** The address form's default billing and shipping controls for `address` (`null`: a new one). Pure. */
export function defaultFlagControls(
  address: Address | null,
  customer: AddressBookOwner,
): { billing: DefaultFlagControl; shipping: DefaultFlagControl } {
  const permissions = address ? addressPermissions(address, customer) : null;
  return {
    billing: permissions?.defaultBilling
      ? { kind: 'is-default', note: translate('address.isDefaultBilling') }
      : canEditBilling(customer)
        ? { kind: 'checkbox' }
        : { kind: 'locked', reason: translate('address.companyDefaultBillingLocked') },
    shipping: permissions?.defaultShipping
      ? { kind: 'is-default', note: translate('address.isDefaultShipping') }
      : { kind: 'checkbox' },
  };
}
