import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `RequestPasswordResetEmail` mutation, its fragments inlined. */
export const RequestPasswordResetEmailDocument = "mutation RequestPasswordResetEmail($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}" as TypedDocumentString<
  Types.RequestPasswordResetEmailMutation,
  Types.RequestPasswordResetEmailMutationVariables
>;
