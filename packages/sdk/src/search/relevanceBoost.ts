import type { ProductSort } from '../catalog/productSortInput';
import type { ProductAttributeFilterInput } from '../generated/graphql';
import { modelFilterCode } from '../partFinder/modelFilter';

/**
 * The shop's ranking boost in Magento's product filter (`wm_boost_pf_model_id`): not a filter,
 * under the `relevance` sort the products that fit the model rank higher; none is left out.
 */
export const boostModelFilterCode = 'wm_boost_pf_model_id';

/** What decides whether a search gets the active tractor's boost. */
export interface RelevanceBoostContext {
  /** The term searched; `null` when nothing is searched (a listing by filters only). */
  search: string | null;
  /** The order asked for; `null` is the backend's, which is relevance for a search. */
  sort: ProductSort | null;
  /** The part-finder model of the shopper's active tractor; `null` without one. */
  modelId: number | null;
}

/**
 * A search's product filter with the active tractor's ranking boost (`wm_boost_pf_model_id`)
 * added: only for a search with a term ordered by relevance (or the backend's order, relevance
 * for a search), with a model to boost, and not when the filter already narrows to that model
 * alone (every product fits then). Otherwise the filter as it is. Pure.
 *
 * @example
 * ```ts
 * withRelevanceBoost({}, { search: 'oljefilter', sort: { field: 'relevance', direction: 'DESC' }, modelId: 40 });
 * // { wm_boost_pf_model_id: { eq: '40' } }
 * ```
 */
export function withRelevanceBoost(
  filter: ProductAttributeFilterInput,
  { search, sort, modelId }: RelevanceBoostContext,
): ProductAttributeFilterInput {
  if (modelId === null || search === null) return filter;
  if (sort !== null && sort.field !== 'relevance') return filter;
  const model = String(modelId);
  const narrowed = filter[modelFilterCode];
  if (narrowed?.eq === model || (narrowed?.in?.length === 1 && narrowed.in[0] === model)) {
    return filter;
  }
  return { ...filter, [boostModelFilterCode]: { eq: model } };
}
