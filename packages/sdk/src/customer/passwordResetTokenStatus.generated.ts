import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `PasswordResetTokenStatus` query, its fragments inlined. */
export const PasswordResetTokenStatusDocument = "query PasswordResetTokenStatus($email: String!, $resetPasswordToken: String!) {\n  WmPasswordResetTokenStatus(\n    email: $email\n    resetPasswordToken: $resetPasswordToken\n  )\n}" as TypedDocumentString<
  Types.PasswordResetTokenStatusQuery,
  Types.PasswordResetTokenStatusQueryVariables
>;
