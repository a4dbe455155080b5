import { parseListingQuery, type ListingQuery, type ListingQueryOptions } from '@agri-parts/sdk';
import { redirect } from 'react-router';

import { isBadInputError } from '../sdk/isBadInputError';
import { listingHref } from './listingView';
import { priceFormRedirect } from './priceRangeQuery';

/**
 * A listing page's state from its address. A price form sent without JavaScript redirects to the
 * same listing with its fields as the price filter.
 */
export function readListingQuery(url: URL, options: ListingQueryOptions): ListingQuery {
  const query = parseListingQuery(url.searchParams, options);
  const priceRedirect = priceFormRedirect(url, query, options);
  if (priceRedirect) throw redirect(priceRedirect);
  return query;
}

/**
 * The `catch` of a listing's products request: a page past the end (an old link to a listing
 * that shrank, which Magento refuses as input) redirects to page 1; anything else is rethrown.
 */
export function pastTheEndToPageOne(url: URL, query: ListingQuery, options: ListingQueryOptions) {
  return (error: unknown): never => {
    if (query.page > 1 && isBadInputError(error)) {
      throw redirect(listingHref(url.pathname, { ...query, page: 1 }, options));
    }
    throw error;
  };
}
