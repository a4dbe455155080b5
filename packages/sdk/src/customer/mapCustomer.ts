import { defaultAddressId, mapAddresses, type Address } from '../addresses/mapAddress';
import type { CustomerFieldsFragment } from '../generated/graphql';

/** The signed-in customer, as the SDK's session and services hand it out. */
export interface Customer {
  firstname: string;
  lastname: string;
  email: string;
  /** VAT number; business customers have one (see `isBusinessCustomer`). `null` when empty. */
  taxvat: string | null;
  /** The company id; set only for company customers, whose billing is locked (`canEditBilling`). */
  companyId: string | null;
  /** Phone number as its 8 digits (`91234567`); `null` when not given (see `formatPhoneNumber`). */
  phoneNumber: string | null;
  /** A business's organisation form (`AS`, `ENK`, …; see `companyTypes`); `null` when not given. */
  companyType: string | null;
  /** Whether the customer gets the newsletter. */
  isSubscribed: boolean;
  /** Whether add-to-cart buttons are hidden for this customer; `null`: the store setting decides. */
  hideCartButton: boolean | null;
  addresses: Address[];
  /** Id of the default billing address, if there is one. */
  defaultBillingId: number | null;
  /** Id of the default shipping address, if there is one. */
  defaultShippingId: number | null;
}

/** Maps the backend's `Customer` to a {@link Customer}. */
export function mapCustomer(data: CustomerFieldsFragment): Customer {
  const addresses = mapAddresses(data.addresses);
  return {
    firstname: data.firstname ?? '',
    lastname: data.lastname ?? '',
    email: data.email ?? '',
    taxvat: data.taxvat?.trim() || null,
    companyId: data.company_id?.trim() || null,
    phoneNumber: data.phone_number?.trim() || null,
    companyType: data.company_type?.trim() || null,
    isSubscribed: data.is_subscribed ?? false,
    hideCartButton: data.hide_cart_button ?? null,
    addresses,
    defaultBillingId: defaultAddressId(data.default_billing, addresses, 'defaultBilling'),
    defaultShippingId: defaultAddressId(data.default_shipping, addresses, 'defaultShipping'),
  };
}
