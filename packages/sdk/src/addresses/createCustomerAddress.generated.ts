import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CreateCustomerAddress` mutation, its fragments inlined. */
export const CreateCustomerAddressDocument = "mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  company\n  street\n  city\n  postcode\n  country_code\n  region {\n    region\n    region_code\n    region_id\n  }\n  telephone\n  vat_id\n  default_billing\n  default_shipping\n}" as TypedDocumentString<
  Types.CreateCustomerAddressMutation,
  Types.CreateCustomerAddressMutationVariables
>;
