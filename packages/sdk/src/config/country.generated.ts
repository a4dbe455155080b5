import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Country` query, its fragments inlined. */
export const CountryDocument = "query Country($id: String!) {\n  country(id: $id) {\n    ...CountryFields\n  }\n}\nfragment CountryFields on Country {\n  id\n  two_letter_abbreviation\n  three_letter_abbreviation\n  full_name_locale\n  full_name_english\n  available_regions {\n    id\n    code\n    name\n  }\n}" as TypedDocumentString<
  Types.CountryQuery,
  Types.CountryQueryVariables
>;
