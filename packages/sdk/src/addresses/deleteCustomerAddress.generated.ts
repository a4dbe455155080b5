import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `DeleteCustomerAddress` mutation, its fragments inlined. */
export const DeleteCustomerAddressDocument = "mutation DeleteCustomerAddress($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}" as TypedDocumentString<
  Types.DeleteCustomerAddressMutation,
  Types.DeleteCustomerAddressMutationVariables
>;
