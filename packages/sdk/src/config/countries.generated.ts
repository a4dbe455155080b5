import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Countries` query, its fragments inlined. */
export const CountriesDocument = "query Countries {\n  countries {\n    ...CountryFields\n  }\n}\nfragment CountryFields on Country {\n  id\n  two_letter_abbreviation\n  three_letter_abbreviation\n  full_name_locale\n  full_name_english\n  available_regions {\n    id\n    code\n    name\n  }\n}" as TypedDocumentString<
  Types.CountriesQuery,
  Types.CountriesQueryVariables
>;
