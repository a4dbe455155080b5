import type { CountryFieldsFragment } from '../generated/graphql';

/** A region (county, state) of a {@link Country}. */
export interface Region {
  id: number | null;
  code: string | null;
  name: string | null;
}

/** A country the store sells to. */
export interface Country {
  /** Two-letter ISO 3166 code, such as `NO`. */
  id: string;
  twoLetterAbbreviation: string | null;
  threeLetterAbbreviation: string | null;
  /** The name in the store's language. */
  fullNameLocale: string | null;
  fullNameEnglish: string | null;
  availableRegions: Region[];
}

/** Maps the backend's `Country` to a {@link Country}; `null` when it has no id. */
export function mapCountry(data: CountryFieldsFragment): Country | null {
  if (!data.id) return null;
  const availableRegions: Region[] = [];
  for (const region of data.available_regions ?? []) {
    if (region) availableRegions.push({ id: region.id, code: region.code, name: region.name });
  }
  return {
    id: data.id,
    twoLetterAbbreviation: data.two_letter_abbreviation,
    threeLetterAbbreviation: data.three_letter_abbreviation,
    fullNameLocale: data.full_name_locale,
    fullNameEnglish: data.full_name_english,
    availableRegions,
  };
}
