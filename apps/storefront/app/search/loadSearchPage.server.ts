import {
  keepUniversalParts,
  isSearchableTerm,
  listingQueryOptions,
  productSortFromKey,
  type ProductList,
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
import { loadedPageNumbers, loadedPages } from './loadedPages';
import { showsSearchHelp, suggestedSearch, type SuggestedSearch } from './searchHelp';

/** What the search page shows. */
export interface SearchPageData {
  term: string;
  /** `too-short` for an empty or short term: the page asks for more instead of searching. */
  status: 'results' | 'too-short';
  /** The listing's products from this page up to `listing.query.page` (see `loadedPages`). */
  listing: ListingData | null;
  /** The first page whose products show (1 unless "Vis flere" went past `maxLoadedPages`). */
  firstLoadedPage: number;
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
      firstLoadedPage: 1,
      gridPerPage: null,
      meta,
      suggestion: null,
      helpCategories: null,
    };
  }
  const pages = loadedPages(query.page);
  const searchPage = (currentPage: number) =>
    sdk.search
      .search({
        term: query.term,
        filters: keepUniversalParts(query.filters),
        sort: productSortFromKey(query.sort),
        currentPage,
        pageSize: query.itemsPerPage,
      })
      .catch((error: unknown) => {
        // A term the API refuses on page 1 finds nothing; past the end goes to page 1.
        if (query.page === 1 && isBadInputError(error)) return null;
        return pastTheEndToPageOne(url, query, queryOptions)(error);
      });
  // `page` is how far "Vis flere" went: every page up to it shows, so Back and a reload keep them.
  const [lists, colorSwatches] = await Promise.all([
    Promise.all(loadedPageNumbers(pages).map(searchPage)),
    loadColorSwatches(sdk),
  ]);
  const list = appendPages(lists);
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
    firstLoadedPage: pages.first,
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta,
    suggestion,
    helpCategories: showsSearchHelp(listing)
      ? await loadHelpCategories(sdk, suggestion?.term ?? query.term)
      : null,
  };
}

/**
 * The loaded pages as one list: the products of each in order (a product that moved between
 * two requests shows once), the facets and counts of the last.
 */
function appendPages(lists: (ProductList | null)[]): ProductList | null {
  const last = lists.at(-1) ?? null;
  if (!last) return null;
  const seen = new Set<string>();
  const items = lists
    .flatMap((list) => list?.items ?? [])
    .filter((item) => !seen.has(item.sku) && seen.add(item.sku));
  return { ...last, items };
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
