import {
  listingItemsPerPageOptions,
  listingQueryOptions,
  listingSortChoices,
  type ListingKind,
  type ListingSortChoice,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import type { ListingSettings } from './listingView';

const sortLabels: Record<ListingSortChoice, string> = {
  '': translate('listing.sortPosition'),
  relevance_DESC: translate('listing.sortRelevance'),
  name_ASC: translate('listing.sortNameAsc'),
  name_DESC: translate('listing.sortNameDesc'),
  price_ASC: translate('listing.sortPriceAsc'),
  price_DESC: translate('listing.sortPriceDesc'),
  updated_at_DESC: translate('listing.sortNewest'),
};

/**
 * The sort select's choices of a listing of a kind, labelled: the SDK's choices in its order
 * (`listingSortChoices`; "Anbefalt" is the category's own order, "Mest relevant" only on the
 * search page).
 */
export function listingSortLabels(kind: ListingKind): ListingSettings['sortLabels'] {
  return listingSortChoices(kind).map((key) => [key, sortLabels[key]] as const);
}

/**
 * How a listing of a kind (category page, search page, collection or the part finder's parts)
 * builds its links and choices: the SDK's query options for the store's `grid_per_page`, the
 * labelled sort choices and the page sizes.
 */
export function listingSettings(
  kind: ListingKind,
  gridPerPage: number | null | undefined,
): ListingSettings {
  return {
    queryOptions: listingQueryOptions(kind, gridPerPage),
    sortLabels: listingSortLabels(kind),
    itemsPerPageOptions: listingItemsPerPageOptions,
  };
}
