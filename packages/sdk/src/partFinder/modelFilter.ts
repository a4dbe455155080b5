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
