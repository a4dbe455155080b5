import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `RevokeCustomerToken` mutation, its fragments inlined. */
export const RevokeCustomerTokenDocument = "mutation RevokeCustomerToken {\n  revokeCustomerToken {\n    result\n  }\n}" as TypedDocumentString<
  Types.RevokeCustomerTokenMutation,
  Types.RevokeCustomerTokenMutationVariables
>;
