import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `ResetPassword` mutation, its fragments inlined. */
export const ResetPasswordDocument = "mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {\n  resetPassword(\n    email: $email\n    resetPasswordToken: $resetPasswordToken\n    newPassword: $newPassword\n  )\n}" as TypedDocumentString<
  Types.ResetPasswordMutation,
  Types.ResetPasswordMutationVariables
>;
