import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Currency` query, its fragments inlined. */
export const CurrencyDocument = "query Currency {\n  currency {\n    available_currency_codes\n    base_currency_code\n    base_currency_symbol\n    default_display_currency_code\n    default_display_currency_symbol\n    exchange_rates {\n      currency_to\n      rate\n    }\n  }\n}" as TypedDocumentString<
  Types.CurrencyQuery,
  Types.CurrencyQueryVariables
>;
