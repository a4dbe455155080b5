import {
  isSearchableTerm,
  listingQueryOptions,
  productSortFromKey,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';

import { canonicalUrl } from '../seo/canonicalUrl';
import type { PageSeo } from '../seo/PageSeo';
import { isBadInputError } from '../sdk/isBadInputError';
import { shortTerm } from './shortTerm';
import { listingData, type ListingData } from '../listing/listingView';
import { pastTheEndToPageOne, readListingQuery } from '../listing/listingRequest.server';
import { loadColorSwatches } from '../listing/loadColorSwatches.server';
import { showsSearchHelp, suggestedSearch, type SuggestedSearch } from './searchHelp';

/** What the search page shows. */
export interface SearchPageData {
  term: string;
  /** `too-short` for an empty or short term: the page asks for more instead of searching. */
  status: 'results' | 'too-short';
  listing: ListingData | null;
  gridPerPage: number | null;
  meta: PageSeo;
  /** A term the API suggests instead ("Mente du …?"), with its page; `null` without one. */
  suggestion: SuggestedSearch | null;
  /**
   * When the search found nothing (and nothing narrowed it): the categories whose name matches
   * the suggestion, else the term, as links for the help; `null` when the listing shows.
   */
  helpCategories: { href: string; label: string }[] | null;
}

/**
 * The search page (`/search?term=…`, spec §2, §7, §9): the term, filters, sort and page from the
 * query string; the most relevant first by default (issue 19); nothing is searched for a term
 * under 3 characters. A page past the end shows no products rather than an error. A search that
 * finds nothing asks, in one more request, for the categories whose name matches, for the help.
 */
export async function loadSearchPage(
  sdk: Sdk,
  url: URL,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<SearchPageData> {
  const queryOptions = listingQueryOptions('search', storeConfig?.gridPerPage);
  const query = readListingQuery(url, queryOptions);
  const meta: PageSeo = {
    title: query.term ? `Søk: ${shortTerm(query.term)}` : 'Søk',
    description: null,
    canonical: canonicalUrl(shopUrl, url, ['term']),
    jsonLd: [],
  };
  if (!isSearchableTerm(query.term)) {
    return {
      term: query.term,
      status: 'too-short',
      listing: null,
      gridPerPage: null,
      meta,
      suggestion: null,
      helpCategories: null,
    };
  }
  const [list, colorSwatches] = await Promise.all([
    sdk.search
      .search({
        term: query.term,
        filters: query.filters,
        sort: productSortFromKey(query.sort),
        currentPage: query.page,
        pageSize: query.itemsPerPage,
      })
      .catch((error: unknown) => {
        // A term the API refuses on page 1 finds nothing; past the end goes to page 1.
        if (query.page === 1 && isBadInputError(error)) return null;
        return pastTheEndToPageOne(url, query, queryOptions)(error);
      }),
    loadColorSwatches(sdk),
  ]);
  const emptyList = {
    items: [],
    totalCount: 0,
    facets: [],
    pageInfo: { currentPage: query.page, pageSize: query.itemsPerPage, totalPages: 1 },
    suggestions: [],
  };
  const listing = listingData(list ?? emptyList, query, {
    path: url.pathname,
    colorSwatches,
    now: new Date(),
  });
  const suggestion = suggestedSearch(query.term, list?.suggestions ?? []);
  return {
    term: query.term,
    status: 'results',
    listing,
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta,
    suggestion,
    helpCategories: showsSearchHelp(listing)
      ? await loadHelpCategories(sdk, suggestion?.term ?? query.term)
      : null,
  };
}

/** The categories whose name matches a term, as the help's links; none when they cannot load. */
async function loadHelpCategories(
  sdk: Sdk,
  term: string,
): Promise<{ href: string; label: string }[]> {
  // The help is a courtesy: without its categories the page still offers the other ways.
  const categories = await sdk.search.searchCategories(term).catch(() => []);
  return categories.flatMap((category) =>
    category.url && category.name ? [{ href: category.url, label: category.name }] : [],
  );
}
