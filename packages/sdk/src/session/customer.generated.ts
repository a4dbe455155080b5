import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Customer` query, its fragments inlined. */
export const CustomerDocument = "query Customer {\n  customer {\n    ...CustomerFields\n  }\n}\nfragment CustomerFields on Customer {\n  firstname\n  lastname\n  email\n  taxvat\n  company_id\n  is_subscribed\n  hide_cart_button\n  phone_number\n  company_type\n  default_billing\n  default_shipping\n  addresses {\n    ...CustomerAddressFields\n  }\n}\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  city\n  postcode\n  country_code\n  region {\n    region\n    region_code\n    region_id\n  }\n  telephone\n  vat_id\n  default_billing\n  default_shipping\n}" as TypedDocumentString<
  Types.CustomerQuery,
  Types.CustomerQueryVariables
>;
