import type { ListingKind } from './listingQueryOptions';
import { listingSortKeys, relevanceSortKey, type ListingSortKey } from './listingSort';

/** A sort a listing offers: a {@link ListingSortKey}, or `''` for the backend's own order. */
export type ListingSortChoice = ListingSortKey | '';

/** The orders of a listing without a term: "most relevant" needs a term to be relevant to. */
const termlessSortKeys: readonly ListingSortKey[] = listingSortKeys.filter(
  (key) => key !== relevanceSortKey,
);

/**
 * The sorts a listing of a kind offers, in the order its sort select lists them; the first is
 * its default (spec §9, issue 19):
 * - a category page: its own order first (`''`), then the termless orders;
 * - the search page: "most relevant" first, then the others;
 * - collections and the part finder's parts: the termless orders, name A–Å first.
 *
 * Pure.
 *
 * @example
 * ```ts
 * listingSortChoices('search'); // ['relevance_DESC', 'name_ASC', 'name_DESC', …]
 * ```
 */
export function listingSortChoices(kind: ListingKind): readonly ListingSortChoice[] {
  switch (kind) {
    case 'category':
      return ['', ...termlessSortKeys];
    case 'search':
      return listingSortKeys;
    case 'collection':
      return termlessSortKeys;
  }
}
