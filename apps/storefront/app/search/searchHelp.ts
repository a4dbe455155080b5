import type { ListingData } from '../listing/listingView';
import { searchHref } from '../layout/searchHref';

/** A term to search instead ("Mente du …?") and its results page. */
export interface SuggestedSearch {
  term: string;
  href: string;
}

/** Where the search help sends a shopper who did not find the part: the part finder. */
export const partFinderHref = '/parts';
/** … and the licence-plate search, which `/parts` opens in place of the finder's lists. */
export const licensePlateSearchHref = '/parts?mode=plate';

/** How two terms compare as searches: case and runs of spaces do not count. */
const sameSearch = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nb') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nb');

/**
 * The term to offer as "Mente du …?": the API's first suggestion that is not the term itself
 * (case and spaces aside), with its search page; `null` without one. The API suggests only from
 * its typo reading, so it is offered whether the search found something or not. Pure.
 *
 * @example
 * ```ts
 * suggestedSearch('termostatt', ['termostat']); // { term: 'termostat', href: '/search?term=termostat' }
 * ```
 */
export function suggestedSearch(
  term: string,
  suggestions: readonly string[],
): SuggestedSearch | null {
  const suggestion = suggestions.find(
    (candidate) => candidate.trim() && !sameSearch(candidate, term),
  );
  return suggestion ? { term: suggestion.trim(), href: searchHref(suggestion) } : null;
}

/**
 * Whether a search page shows its help (suggestion, categories, part finder, plate, phone)
 * instead of a listing: nothing found and nothing narrowing the search. With filters, or the
 * active tractor's "only parts that fit", the listing stays, with its "no product matches these
 * filters", the chips and the switch that widen it again. Pure.
 */
export function showsSearchHelp(listing: Pick<ListingData, 'totalCount' | 'query'>): boolean {
  return (
    listing.totalCount === 0 &&
    Object.values(listing.query.filters).every((values) => values.length === 0)
  );
}
