import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `GenerateCustomerToken` mutation, its fragments inlined. */
export const GenerateCustomerTokenDocument = "mutation GenerateCustomerToken($email: String!, $password: String!) {\n  generateCustomerToken(email: $email, password: $password) {\n    token\n    credit_check_approved\n  }\n}" as TypedDocumentString<
  Types.GenerateCustomerTokenMutation,
  Types.GenerateCustomerTokenMutationVariables
>;
