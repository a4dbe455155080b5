import {
  FACET_ATTRIBUTES,
  emptyCriteria,
  type ProductCriteria,
  type ProductSortField,
  type SortDirection,
} from '../../catalog/productCriteria.js';
import { decodeIdUid } from '../../catalog/uid.js';
import { inputError } from '../errors.js';
import { equalValues, idValues, type EqualFilter } from '../filterValues.js';
import { validatePage } from '../paging.js';

/** Largest product page a client may ask for (the part finder loads 300 at a time elsewhere). */
export const MAX_PRODUCT_PAGE_SIZE = 300;
/** Longest search term taken, as Magento's `catalog/search/max_query_length` (128). */
export const MAX_SEARCH_LENGTH = 128;
/** Most words of a search term that are matched; the rest are ignored. */
export const MAX_SEARCH_WORDS = 10;
/** Shortest search a shopper may send, after trimming. */
export const MIN_SEARCH_LENGTH = 2;

interface MatchFilter {
  match?: string | null;
}
interface RangeFilter {
  from?: string | null;
  to?: string | null;
}

/** The products filter input as it arrives (Magento's standard fields and the shop's). */
export type ProductFilterArgs = Partial<
  Record<
    | 'category_id'
    | 'category_uid'
    | 'sku'
    | 'url_key'
    | 'manufacturer'
    | 'color'
    | 'ag_produktgruppe'
    | 'wm_delivery_time'
    | 'wm_pf_model_id'
    | 'wm_pf_fits_model_id'
    | 'wm_boost_pf_model_id',
    EqualFilter | null
  > &
    Record<'category_url_path', EqualFilter | null> &
    Record<'name' | 'description' | 'short_description', MatchFilter | null> &
    Record<'price', RangeFilter | null>
>;

export interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilterArgs | null;
  sort?: Partial<Record<ProductSortField, SortDirection | null>> | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

function priceBound(value: string | null | undefined, bound: 'from' | 'to'): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) {
    throw inputError(`Invalid price filter: "${bound}" must be a non-negative number.`);
  }
  return parsed;
}

/**
 * Validates the arguments of `products` (and `CategoryTree.products`) and turns them into
 * criteria for the database layer. Category URL paths are resolved by the caller.
 */
export function productCriteriaFromArgs(
  args: ProductsArgs,
  resolved: { categoryIdsFromUrlPath: number[] | null },
): ProductCriteria {
  const filter = args.filter ?? {};
  // Like Magento, a long term is cut to its first 128 characters, and at most ten words count.
  const search = (args.search ?? '')
    .slice(0, MAX_SEARCH_LENGTH)
    .trim()
    .split(/\s+/)
    .slice(0, MAX_SEARCH_WORDS)
    .join(' ');
  // The active tractor's boost ranks; it narrows nothing, so it is not a filter here.
  const { wm_boost_pf_model_id: boost, ...narrowing } = filter;
  const hasFilter = Object.values(narrowing).some((value) => value !== null && value !== undefined);
  if (!search && !hasFilter && args.search == null) {
    throw inputError("'search' or 'filter' input argument is required.");
  }
  if (args.search != null && search.length < MIN_SEARCH_LENGTH && !hasFilter) {
    throw inputError(`Minimum Search query length is ${MIN_SEARCH_LENGTH}`);
  }

  const page = validatePage(args.pageSize, args.currentPage, {
    pageSize: 20,
    currentPage: 1,
    maxPageSize: MAX_PRODUCT_PAGE_SIZE,
  });

  const categoryIds = [
    idValues(filter.category_id),
    categoryUidValues(filter.category_uid),
    resolved.categoryIdsFromUrlPath,
  ].filter((ids): ids is number[] => ids !== null);

  const attributes: ProductCriteria['attributes'] = {};
  for (const code of FACET_ATTRIBUTES) {
    const ids = idValues(filter[code]);
    if (ids !== null) attributes[code] = ids;
  }

  const sort = Object.entries(args.sort ?? {})
    .filter((entry): entry is [ProductSortField, SortDirection] => entry[1] != null)
    .map(([field, direction]) => ({ field, direction }));

  return emptyCriteria({
    search: search.length >= MIN_SEARCH_LENGTH ? search : null,
    // category_id, category_uid and category_url_path name categories the same way.
    categoryIds: categoryIds.length === 0 ? null : [...new Set(categoryIds.flat())],
    skus: equalValues(filter.sku),
    urlKeys: equalValues(filter.url_key),
    nameMatch: filter.name?.match?.slice(0, MAX_SEARCH_LENGTH).trim() || null,
    price:
      filter.price && (filter.price.from != null || filter.price.to != null)
        ? { from: priceBound(filter.price.from, 'from'), to: priceBound(filter.price.to, 'to') }
        : null,
    attributes,
    modelIds: idValues(filter.wm_pf_model_id),
    fitModelIds: idValues(filter.wm_pf_fits_model_id),
    boostModelId: idValues(boost)?.[0] ?? null,
    sort:
      sort.length > 0
        ? sort
        : search.length >= MIN_SEARCH_LENGTH
          ? [{ field: 'relevance', direction: 'DESC' }]
          : [{ field: 'position', direction: 'ASC' }],
    ...page,
  });
}

function categoryUidValues(filter: EqualFilter | null | undefined): number[] | null {
  const values = equalValues(filter);
  if (values === null) return null;
  return values.map((uid) => {
    const id = decodeIdUid(uid);
    if (id === null) throw inputError(`Value of uid "${uid}" is incorrect.`);
    return id;
  });
}
