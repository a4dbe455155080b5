import { redirect } from 'react-router';
import {
  isSearchableTerm,
  parseListingQuery,
  productSortFromKey,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';

import { canonicalUrl } from '../../seo/canonicalUrl';
import type { PageSeo } from '../../seo/PageSeo';
import { isBadInputError } from '../../sdk/isBadInputError';
import { priceFormRedirect } from '../listing/priceRangeQuery';
import { shortTerm } from './shortTerm';
import { listingHref, listingView, type ListingView } from '../listing/listingView';
import {
  listingItemsPerPage,
  searchQueryOptions,
  searchSortLabels,
} from '../listing/listingSettings';
import { loadColorSwatches } from '../listing/loadColorSwatches.server';

/** What the search page shows. */
export interface SearchPageData {
  term: string;
  /** `too-short` for an empty or short term: the page asks for more instead of searching. */
  status: 'results' | 'too-short';
  listing: ListingView | null;
  gridPerPage: number | null;
  meta: PageSeo;
}

/**
 * The search page (`/search?term=…`, spec §2, §7, §9): the term, filters, sort and page from the
 * query string; name A–Å by default; nothing is searched for a term under 3 characters. A page
 * past the end shows no products rather than an error.
 */
export async function loadSearchPage(
  sdk: Sdk,
  url: URL,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<SearchPageData> {
  const queryOptions = searchQueryOptions(storeConfig?.gridPerPage);
  const query = parseListingQuery(url.searchParams, queryOptions);
  // A price form sent without JavaScript: its fields become the listing's price filter.
  const priceRedirect = priceFormRedirect(url, query, queryOptions);
  if (priceRedirect) throw redirect(priceRedirect);
  const meta: PageSeo = {
    title: query.term ? `Søk: ${shortTerm(query.term)}` : 'Søk',
    description: null,
    canonical: canonicalUrl(shopUrl, url, ['term']),
    jsonLd: [],
  };
  if (!isSearchableTerm(query.term)) {
    return { term: query.term, status: 'too-short', listing: null, gridPerPage: null, meta };
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
        // A page past the end (an old link): start from page 1, as category pages do.
        if (query.page > 1 && isBadInputError(error)) {
          throw redirect(listingHref(url.pathname, { ...query, page: 1 }, queryOptions));
        }
        if (isBadInputError(error)) return null;
        throw error;
      }),
    loadColorSwatches(sdk),
  ]);
  const emptyList = {
    items: [],
    totalCount: 0,
    facets: [],
    pageInfo: { currentPage: query.page, pageSize: query.itemsPerPage, totalPages: 1 },
  };
  return {
    term: query.term,
    status: 'results',
    listing: listingView(list ?? emptyList, query, {
      path: url.pathname,
      queryOptions,
      sortLabels: searchSortLabels,
      itemsPerPageOptions: listingItemsPerPage,
      colorSwatches,
      now: new Date(),
    }),
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta,
  };
}
