import type { CustomerAddressFieldsFragment } from '../generated/graphql';

/** The state or county of an address, where the country uses one. */
export interface AddressRegion {
  code: string | null;
  name: string | null;
  id: number | null;
}

/**
 * One of a customer's saved addresses. Texts the backend leaves unset are empty strings for the
 * fields every address has (names, city, postcode, country) and `null` for the optional ones.
 */
export interface Address {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  /**
   * The street lines: street and number first, then apartment, neighbourhood and extra (see
   * `splitStreet` / `joinStreet`).
   */
  street: string[];
  city: string;
  postcode: string;
  /** Two-letter country code, such as `NO`. */
  countryCode: string;
  region: AddressRegion | null;
  telephone: string | null;
  /** VAT number of the company at this address. */
  vatId: string | null;
  /** The customer's default billing address. */
  defaultBilling: boolean;
  /** The customer's default shipping address. */
  defaultShipping: boolean;
}

/** Maps the backend's `CustomerAddress` to an {@link Address}; `null` for one without an id. */
export function mapAddress(data: CustomerAddressFieldsFragment): Address | null {
  if (data.id == null) return null;
  const region = data.region;
  return {
    id: data.id,
    firstname: data.firstname ?? '',
    lastname: data.lastname ?? '',
    company: data.company || null,
    street: (data.street ?? []).map((line) => line ?? ''),
    city: data.city ?? '',
    postcode: data.postcode ?? '',
    countryCode: data.country_code ?? '',
    region:
      region && (region.region || region.region_code || region.region_id != null)
        ? {
            code: region.region_code || null,
            name: region.region || null,
            id: region.region_id ?? null,
          }
        : null,
    telephone: data.telephone || null,
    vatId: data.vat_id || null,
    defaultBilling: data.default_billing ?? false,
    defaultShipping: data.default_shipping ?? false,
  };
}

/** Maps a list of addresses, leaving out empty entries and entries without an id. */
export function mapAddresses(
  data: readonly (CustomerAddressFieldsFragment | null)[] | null | undefined,
): Address[] {
  return (data ?? []).flatMap((address) => {
    const mapped = address ? mapAddress(address) : null;
    return mapped ? [mapped] : [];
  });
}

/**
 * The id of a default address: the customer's `default_billing` / `default_shipping` (Magento
 * sends the id as a string), else the address flagged as the default, else `null`.
 */
export function defaultAddressId(
  value: string | null | undefined,
  addresses: readonly Address[],
  flag: 'defaultBilling' | 'defaultShipping',
): number | null {
  const trimmed = value?.trim() ?? '';
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return addresses.find((address) => address[flag])?.id ?? null;
}
