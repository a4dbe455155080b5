import { compareText } from './compareText.js';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductCriteria } from './productCriteria.js';

/**
 * The rules of a listing's filters and facet counts, shared by the database listing
 * (`searchProductsWithAggregations`) and the in-memory search (`src/search/searchListing`): each
 * path only says how a filter or a count is done, in SQL or on a product.
 */

/** A filter that facet counts may leave out, so a shopper sees the other values of it too. */
export type FacetKey = FacetAttribute | 'price' | 'category';

/** How a listing's facets are asked for. */
export interface FacetOptions {
  /** Only the direct children of the filtered category (Magento's `includeDirectChildrenOnly`). */
  categoryDirectChildrenOnly: boolean;
}

/** One way to filter products (as SQL, as a test on a product …) for each kind of criterion. */
export interface ListingFilterBuilders<T> {
  skus(skus: readonly string[]): T;
  urlKeys(urlKeys: readonly string[]): T;
  /** Case-insensitive substring of the product name. */
  nameContains(text: string): T;
  /** Products that fit any of the part-finder models. */
  fitsModels(modelIds: readonly number[]): T;
  /** Products that fit any of the models, and the universal ones (flagged, or without fitments). */
  fitsModelsOrUniversal(modelIds: readonly number[]): T;
  /** Products in any of the categories (or below them). */
  inCategories(categoryIds: readonly number[]): T;
  /** Final price within bounds, both inclusive. */
  priceBetween(range: { from: number | null; to: number | null }): T;
  /**
   * Products with any of the options of one attribute: only that attribute's options count
   * (option ids are unique across attributes), and an empty list matches nothing.
   */
  withOptions(code: FacetAttribute, optionIds: readonly number[]): T;
}

/** A listing's filters, split as facets count them. */
export interface ListingFilters<T> {
  /** Applied to the listing and to every facet's counts. */
  fixed: T[];
  /** The filters a shopper toggles in the facets: the listing applies all, each facet all but its own. */
  toggled: Map<FacetKey, T>;
}

/**
 * The one category a listing is narrowed to, or null. It stays on for every facet (its
 * subcategories are inside it), scopes the category facet and orders by position; several
 * categories are a facet selection like any other.
 */
export function singleCategory(criteria: Pick<ProductCriteria, 'categoryIds'>): number | null {
  return criteria.categoryIds?.length === 1 ? criteria.categoryIds[0]! : null;
}

/** The criteria's filters, built by `build`: fixed ones first, then the facet filters in order. */
export function listingFilters<T>(
  criteria: ProductCriteria,
  build: ListingFilterBuilders<T>,
): ListingFilters<T> {
  const fixed: T[] = [];
  if (criteria.skus !== null) fixed.push(build.skus(criteria.skus));
  if (criteria.urlKeys !== null) fixed.push(build.urlKeys(criteria.urlKeys));
  if (criteria.nameMatch !== null) fixed.push(build.nameContains(criteria.nameMatch));
  if (criteria.modelIds !== null) fixed.push(build.fitsModels(criteria.modelIds));
  if (criteria.fitModelIds !== null) fixed.push(build.fitsModelsOrUniversal(criteria.fitModelIds));
  const toggled = new Map<FacetKey, T>();
  if (criteria.categoryIds !== null) {
    const categories = build.inCategories(criteria.categoryIds);
    if (singleCategory(criteria) !== null) fixed.push(categories);
    else toggled.set('category', categories);
  }
  if (criteria.price !== null) toggled.set('price', build.priceBetween(criteria.price));
  for (const code of FACET_ATTRIBUTES) {
    const optionIds = criteria.attributes[code];
    if (optionIds !== undefined) toggled.set(code, build.withOptions(code, optionIds));
  }
  return { fixed, toggled };
}

/**
 * The facet filters a facet's counts apply: every one but its own, so choosing one colour still
 * shows how many products the other colours have. For `null` (the listing itself): all of them.
 */
export function filtersCountedFor(
  filters: readonly FacetKey[],
  facet: FacetKey | null,
): FacetKey[] {
  return filters.filter((key) => key !== facet);
}

/**
 * Which categories the category facet lists (those in the menu among them): below the filtered
 * category, or below the store's root (level 1) when none is; only the direct children when asked.
 */
export type CategoryFacetScope =
  | { kind: 'children'; of: number }
  | { kind: 'descendants'; of: number }
  | { kind: 'level'; level: 2; andDeeper: boolean };

export function categoryFacetScope(
  current: number | null,
  { categoryDirectChildrenOnly }: FacetOptions,
): CategoryFacetScope {
  if (current !== null) {
    return { kind: categoryDirectChildrenOnly ? 'children' : 'descendants', of: current };
  }
  return { kind: 'level', level: 2, andDeeper: !categoryDirectChildrenOnly };
}

/** Price ranges never get narrower than this many kroner. */
export const MIN_PRICE_STEP = 10;
/** The finest price width counted is this many powers of ten below the dearest price's. */
export const PRICE_STEP_DIGITS = 2;

/**
 * The width of the finest price buckets counted: a hundredth of the power of ten at or below the
 * dearest price, and no narrower than {@link MIN_PRICE_STEP}. `priceRanges` sums them into ranges.
 */
export function finestPriceStep(top: number): number {
  return Math.max(
    MIN_PRICE_STEP,
    10 ** (Math.floor(Math.log10(Math.max(top, 10))) - PRICE_STEP_DIGITS),
  );
}

/** A counted facet option, before it is shaped for `Products.aggregations`. */
export interface FacetOption {
  label: string;
  value: string;
  count: number;
}

/**
 * A counted option with what orders it: a category by level then position, an attribute option
 * by position, a price bucket by its number (the second key 0).
 */
export interface RankedFacetOption extends FacetOption {
  rank: readonly [number, number];
}

/** A facet's options in order: by rank, ties by value in code-point order. */
export function orderFacetOptions(options: readonly RankedFacetOption[]): FacetOption[] {
  return [...options]
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || compareText(a.value, b.value))
    .map(({ label, value, count }) => ({ label, value, count }));
}
