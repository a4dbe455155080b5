import type { CustomerAddressFieldsFragment, CustomerFieldsFragment } from '../generated/graphql';

/** An address as the API answers it, for the SDK's tests. */
export function buildAddressData(
  overrides: Partial<CustomerAddressFieldsFragment> = {},
): CustomerAddressFieldsFragment {
  return {
    id: 1,
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 1'],
    city: 'Hamar',
    postcode: '2317',
    country_code: 'NO',
    region: { region: null, region_code: null, region_id: null },
    telephone: '+4790000000',
    vat_id: null,
    default_billing: true,
    default_shipping: true,
    ...overrides,
  };
}

/** A customer as the API answers it, for the SDK's tests. */
export function buildCustomerData(
  overrides: Partial<CustomerFieldsFragment> = {},
): CustomerFieldsFragment {
  return {
    firstname: 'Ola',
    lastname: 'Nordmann',
    email: 'ola.nordmann@example.no',
    taxvat: null,
    company_id: null,
    is_subscribed: false,
    hide_cart_button: null,
    phone_number: null,
    company_type: null,
    default_billing: '1',
    default_shipping: '1',
    addresses: [buildAddressData()],
    ...overrides,
  };
}
