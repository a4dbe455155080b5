import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `SubscribeProductStockAlert` mutation, its fragments inlined. */
export const SubscribeProductStockAlertDocument = "mutation SubscribeProductStockAlert($input: WmProductStockAlertInput!) {\n  wmSubscribeProductStockAlert(input: $input) {\n    sku\n    email\n    created\n  }\n}" as TypedDocumentString<
  Types.SubscribeProductStockAlertMutation,
  Types.SubscribeProductStockAlertMutationVariables
>;
