import type { Kysely, Selectable } from 'kysely';
import { isCustomerSubscribed } from '../newsletter/subscriptions.js';
import type { CustomerAddressTable, Database } from '../db/tables.js';
import type {
  CountryCodeEnum,
  Customer,
  CustomerAddress,
} from '../graphql/generated/schemaTypes.js';
import { magentoDateTime } from '../graphql/magentoDateTime.js';
import type { CustomerRow } from './customerSession.js';

export type AddressRow = Selectable<CustomerAddressTable>;

/** An address book entry as GraphQL serves it. */
export function toCustomerAddress(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    region: { region: row.region, region_code: null, region_id: null },
    country_code: row.country_code as CountryCodeEnum,
    telephone: row.telephone,
    vat_id: row.vat_id,
    prefix: row.prefix,
    middlename: row.middlename,
    suffix: row.suffix,
    // Magento's extension attributes of an address; the shop defines none.
    extension_attributes: [],
    default_billing: row.default_billing,
    default_shipping: row.default_shipping,
  };
}

/**
 * A `Customer` before its field resolvers run: `orders`, `wm_tractors`, the wish lists and the
 * reviews are resolved apart.
 */
export type CustomerParent = Omit<
  Customer,
  'orders' | 'wm_tractors' | 'wishlists' | 'wishlist_v2' | 'reviews'
>;

/** The account as GraphQL serves it, with its addresses (a customer has a handful). */
export async function toCustomer(db: Kysely<Database>, row: CustomerRow): Promise<CustomerParent> {
  const addresses = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', row.id)
    .orderBy('id')
    .execute();
  const defaultId = (flag: 'default_billing' | 'default_shipping') => {
    const address = addresses.find((candidate) => candidate[flag]);
    return address ? String(address.id) : null;
  };
  return {
    addresses: addresses.map(toCustomerAddress),
    default_billing: defaultId('default_billing'),
    default_shipping: defaultId('default_shipping'),
    created_at: magentoDateTime(row.created_at),
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    prefix: row.prefix,
    middlename: row.middlename,
    suffix: row.suffix,
    date_of_birth: row.date_of_birth,
    // The deprecated name answers the same day, as Magento's does.
    dob: row.date_of_birth,
    gender: row.gender,
    // Deprecated by Magento, which answers null: the token, not an id, identifies the customer.
    id: null,
    is_subscribed: await isCustomerSubscribed(db, row),
    taxvat: row.taxvat,
    company_id: row.company_id,
    hide_cart_button: row.hide_cart_button,
    phone_number: row.phone_number,
    company_type: row.company_type,
  };
}
