import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CustomerAddresses` query, its fragments inlined. */
export const CustomerAddressesDocument = "query CustomerAddresses {\n  customer {\n    default_billing\n    default_shipping\n    addresses {\n      ...CustomerAddressFields\n    }\n  }\n}\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  city\n  postcode\n  country_code\n  region {\n    region\n    region_code\n    region_id\n  }\n  telephone\n  vat_id\n  default_billing\n  default_shipping\n}" as TypedDocumentString<
  Types.CustomerAddressesQuery,
  Types.CustomerAddressesQueryVariables
>;
