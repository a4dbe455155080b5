import { shopConstants } from '../config/shopConstants';
import { modelFilterCode } from '../partFinder/modelFilter';
import { relevanceSortKey } from './listingSort';
import type { ListingQueryOptions } from './parseListingQuery';

/**
 * The shop's kinds of product listing:
 * - `category`: a category page, in the category's own order;
 * - `search`: the search page, most relevant first;
 * - `collection`: a collection (an attribute's option) or the part finder's parts, name A–Å.
 */
export type ListingKind = 'category' | 'search' | 'collection';

/**
 * Query parameters read as filters on listing pages: the attributes the shop filters by (Magento
 * refuses a filter on an attribute it does not know, so nothing else is passed on), and the
 * part-finder model (`wm_pf_model_id`) that narrows a listing to the active tractor's parts.
 */
export const listingFilterCodes = [
  'category_uid',
  'price',
  'manufacturer',
  'color',
  'ag_produktgruppe',
  'wm_delivery_time',
  modelFilterCode,
] as const;

/** Page sizes a shopper may choose besides the store's `grid_per_page`. */
export const listingItemsPerPageOptions = [12, 24, 48] as const;

/**
 * How a listing of a kind reads and writes its query string (spec §9, issue 19), with the store
 * config's `grid_per_page`:
 * - a category page keeps the backend's order by default and has no `category_uid` filter (the
 *   page is its category; sub-categories are links of their own);
 * - the search page orders the most relevant first by default, so the default leaves no `sort=`
 *   in the address (an explicit other order stays in it);
 * - collections and the part finder's parts order by name A–Å by default.
 *
 * Each offers {@link listingItemsPerPageOptions} and 12 products a page without `grid_per_page`.
 * Pure.
 *
 * @example
 * ```ts
 * parseListingQuery(url.searchParams, listingQueryOptions('search', storeConfig?.gridPerPage));
 * ```
 */
export function listingQueryOptions(
  kind: ListingKind,
  gridPerPage: number | null | undefined,
): ListingQueryOptions {
  const common = {
    defaultItemsPerPage: shopConstants.pageSizes.categoryListing,
    gridPerPage: gridPerPage ?? null,
    allowedItemsPerPage: listingItemsPerPageOptions,
  };
  switch (kind) {
    case 'category':
      return {
        ...common,
        defaultSort: null,
        filterCodes: listingFilterCodes.filter((code) => code !== 'category_uid'),
      };
    case 'search':
      return { ...common, defaultSort: relevanceSortKey, filterCodes: listingFilterCodes };
    case 'collection':
      return { ...common, defaultSort: 'name_ASC', filterCodes: listingFilterCodes };
  }
}
