import {
  modelFilterCode,
  relevanceSortKey,
  type ListingQueryOptions,
  type ListingSortKey,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import type { ListingSettings } from './listingView';

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
export const listingItemsPerPage = [12, 24, 48] as const;

const sortLabels: Record<ListingSortKey, string> = {
  relevance_DESC: translate('listing.sortRelevance'),
  name_ASC: translate('listing.sortNameAsc'),
  name_DESC: translate('listing.sortNameDesc'),
  price_ASC: translate('listing.sortPriceAsc'),
  price_DESC: translate('listing.sortPriceDesc'),
  updated_at_DESC: translate('listing.sortNewest'),
};

/** The orders of a listing without a term: "most relevant" needs a term to be relevant to. */
const termlessSortLabels = (Object.entries(sortLabels) as [ListingSortKey, string][]).filter(
  ([key]) => key !== relevanceSortKey,
);

/** Sort choices of a category page: the category's own order first ("Anbefalt"). */
export const categorySortLabels: ReadonlyArray<readonly [ListingSortKey | '', string]> = [
  ['', translate('listing.sortPosition')],
  ...termlessSortLabels,
];

/** Sort choices of collections and the part finder's parts: name A–Å by default (spec §9). */
export const collectionSortLabels: ReadonlyArray<readonly [ListingSortKey | '', string]> =
  termlessSortLabels;

/**
 * Sort choices of the search page: "Mest relevant" first, the default (issue 19 overrides spec
 * §9's name A–Å for searches; see the README's listings section).
 */
export const searchSortLabels: ReadonlyArray<readonly [ListingSortKey | '', string]> =
  Object.entries(sortLabels) as [ListingSortKey, string][];

/**
 * How a category page reads its query string. `category_uid` is not a filter there: the page is
 * its category (sub-categories are links of their own).
 */
export function categoryQueryOptions(gridPerPage: number | null | undefined): ListingQueryOptions {
  return {
    defaultItemsPerPage: 12,
    gridPerPage: gridPerPage ?? null,
    allowedItemsPerPage: listingItemsPerPage,
    defaultSort: null,
    filterCodes: listingFilterCodes.filter((code) => code !== 'category_uid'),
  };
}

/**
 * How the search page reads its query string: most relevant first by default, so the default
 * leaves no `sort=` in the address (an explicit other order stays in it).
 */
export function searchQueryOptions(gridPerPage: number | null | undefined): ListingQueryOptions {
  return {
    ...categoryQueryOptions(gridPerPage),
    defaultSort: relevanceSortKey,
    filterCodes: listingFilterCodes,
  };
}

/** How collections and the part finder's parts read their query string (name A–Å, spec §9). */
export function collectionQueryOptions(
  gridPerPage: number | null | undefined,
): ListingQueryOptions {
  return { ...searchQueryOptions(gridPerPage), defaultSort: 'name_ASC' };
}

/** How a category page's listing builds its links and choices. */
export function categoryListingSettings(gridPerPage: number | null | undefined): ListingSettings {
  return {
    queryOptions: categoryQueryOptions(gridPerPage),
    sortLabels: categorySortLabels,
    itemsPerPageOptions: listingItemsPerPage,
  };
}

/** How the search page's listing builds its links and choices. */
export function searchListingSettings(gridPerPage: number | null | undefined): ListingSettings {
  return {
    queryOptions: searchQueryOptions(gridPerPage),
    sortLabels: searchSortLabels,
    itemsPerPageOptions: listingItemsPerPage,
  };
}

/** How the listings of collections and the part finder's parts build their links and choices. */
export function collectionListingSettings(gridPerPage: number | null | undefined): ListingSettings {
  return {
    queryOptions: collectionQueryOptions(gridPerPage),
    sortLabels: collectionSortLabels,
    itemsPerPageOptions: listingItemsPerPage,
  };
}
