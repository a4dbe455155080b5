import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `RequestQuote` mutation, its fragments inlined. */
export const RequestQuoteDocument = "mutation RequestQuote($input: WmQuoteRequestInput!) {\n  WmRequestQuote(input: $input) {\n    quote_request {\n      number\n      sku\n      product_name\n      quantity\n      message\n      name\n      email\n      phone\n      created_at\n    }\n  }\n}" as TypedDocumentString<
  Types.RequestQuoteMutation,
  Types.RequestQuoteMutationVariables
>;
