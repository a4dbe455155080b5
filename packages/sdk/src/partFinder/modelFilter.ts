import type { ListingFilters } from '../listing/parseListingQuery';

/** The product filter of the parts that fit a part-finder model (`products(filter: …)`). */
export const modelFilterCode = 'wm_pf_model_id';

/**
 * The shopper's listing filters narrowed to the parts that fit one model: for the parts page
 * (`/parts/:finder/:brand/:model`, with the filters, sorting and pages of a category listing)
 * and for a listing narrowed to the active tractor. Replaces a model filter already there. Pure.
 *
 * @example
 * ```ts
 * const list = await sdk.search.search({
 *   term: '',
 *   filters: withModelFilter(query.filters, model.id),
 *   sort: productSortFromKey(query.sort ?? 'name_ASC'),
 *   currentPage: query.page,
 * });
 * ```
 */
export function withModelFilter(filters: ListingFilters, modelId: number): ListingFilters {
  return { ...filters, [modelFilterCode]: [String(modelId)] };
}

/** The product filter of the parts that fit a model, universal products kept (issue 23). */
export const fitModelFilterCode = 'wm_pf_fits_model_id';

/**
 * The shopper's listing filters as the backend is asked for them: a listing narrowed to the
 * active tractor ("Vis bare deler som passer …", `wm_pf_model_id` in the address) keeps the
 * universal products too — oil, tools and workwear fit every machine — so the narrowing is sent
 * as `wm_pf_fits_model_id`. The part finder's own parts page stays strict (`withModelFilter`).
 * Other filters are kept as they are. Pure.
 *
 * @example
 * ```ts
 * sdk.catalog.getProductList({ categoryUid, filters: keepUniversalParts(query.filters) });
 * ```
 */
export function keepUniversalParts(filters: ListingFilters): ListingFilters {
  const { [modelFilterCode]: models, ...others } = filters;
  return models ? { ...others, [fitModelFilterCode]: models } : filters;
}
