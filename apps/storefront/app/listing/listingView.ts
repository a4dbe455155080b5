import {
  listingQueryString,
  modelFilterCode,
  paginationWindow,
  parsePriceRange,
  toggleListingFilter,
  withPriceRange,
  type Facet,
  type ListingQuery,
  type ListingQueryOptions,
  type ListingSortKey,
  type ProductList,
} from '@agri-parts/sdk';

import { productCardView, type ProductCardView } from './productCardView';

/** One option of a facet as a listing's data holds it. */
export interface FacetOptionData {
  value: string;
  label: string;
  count: number;
  /** The swatch colour of a colour option. */
  color?: string;
}

/** A facet as a listing's data holds it. */
export type FacetData =
  | { type: 'options'; code: string; label: string; options: FacetOptionData[] }
  | { type: 'price'; code: 'price'; label: string; options: FacetOptionData[] };

/**
 * What a listing page's loader hands its components (category, search, collection, the part
 * finder's parts): the cards, the facets and the page's state. The links and choices that follow
 * from them are worked out by {@link listingView} while rendering, on the server and again in the
 * browser, so they do not travel in the page's hydration data as well.
 */
export interface ListingData {
  /** The page's path, for links that keep the listing. */
  path: string;
  query: ListingQuery;
  products: ProductCardView[];
  totalCount: number;
  totalPages: number;
  facets: FacetData[];
}

/** How a loader builds its {@link ListingData}. */
export interface ListingDataOptions {
  path: string;
  /** Hex colours of colour options, by option value. */
  colorSwatches?: Readonly<Record<string, string>>;
  /** Facet codes not offered (for example the category facet on a search page). */
  hiddenFacets?: readonly string[];
  /** For the "new" badge. */
  now: Date;
}

/** One option of a facet, with the link that toggles it. */
export interface FacetOptionView extends FacetOptionData {
  selected: boolean;
  href: string;
}

/** A facet as the filter sidebar shows it. */
export type FacetView =
  | { type: 'options'; code: string; label: string; options: FacetOptionView[] }
  | { type: 'price'; code: 'price'; label: string; options: FacetOptionView[] };

/** A chosen filter value, with the link that removes it. */
export interface AppliedFilterView {
  id: string;
  label: string;
  removeHref: string;
}

/** What a listing page (category, search, collection) renders. */
export interface ListingView extends Omit<ListingData, 'facets'> {
  facets: FacetView[];
  appliedFilters: AppliedFilterView[];
  /** Removes every filter but keeps the term and sort; `null` without filters. */
  clearFiltersHref: string | null;
  sort: { value: ListingSortKey | ''; options: { value: ListingSortKey | ''; label: string }[] };
  itemsPerPage: { value: number; options: number[] };
  pagination: ReturnType<typeof paginationWindow>;
  /**
   * The free price range form, when the listing has a price facet: its bounds, the range chosen,
   * and the listing's other parameters as hidden fields (so it works as a plain GET form).
   */
  priceFilter: {
    min: number;
    max: number;
    from: number | null;
    to: number | null;
    hiddenFields: { name: string; value: string }[];
  } | null;
}

/** How one listing page builds its links and labels. */
export interface ListingSettings {
  queryOptions: ListingQueryOptions;
  /** Sort labels, by key; the first entry may be `''` for the backend's own order. */
  sortLabels: ReadonlyArray<readonly [ListingSortKey | '', string]>;
  /** Page sizes offered; the query's own is always included. */
  itemsPerPageOptions: readonly number[];
}

/** The listing's link for another state. */
export function listingHref(
  path: string,
  query: ListingQuery,
  options: ListingQueryOptions,
): string {
  const search = listingQueryString(query, options);
  return search ? `${path}?${search}` : path;
}

/**
 * A listing's data from the products the API returned and the page's query: the cards, and the
 * facets offered with their colours (spec §2–§4). Pure.
 */
export function listingData(
  list: ProductList,
  query: ListingQuery,
  options: ListingDataOptions,
): ListingData {
  return {
    path: options.path,
    query,
    products: list.items.map((product) => productCardView(product, options.now)),
    totalCount: list.totalCount,
    totalPages: list.pageInfo.totalPages,
    facets: list.facets
      .filter((facet) => !options.hiddenFacets?.includes(facet.code))
      .map((facet) => facetData(facet, options.colorSwatches)),
  };
}

function facetData(facet: Facet, colorSwatches: ListingDataOptions['colorSwatches']): FacetData {
  const options = facet.options.map((option): FacetOptionData => {
    const color = facet.code === 'color' ? colorSwatches?.[option.value] : undefined;
    return {
      value: option.value,
      label: option.label,
      count: option.count,
      ...(color && { color }),
    };
  });
  return facet.type === 'price'
    ? { type: 'price', code: 'price', label: facet.label, options }
    : { type: 'options', code: facet.code, label: facet.label, options };
}

function facetView(
  facet: FacetData,
  { path, query }: Pick<ListingData, 'path' | 'query'>,
  settings: ListingSettings,
): FacetView {
  const chosen = query.filters[facet.code] ?? [];
  const optionViews = facet.options.map((option): FacetOptionView => {
    // Price is one range at a time (Magento filters one range); other facets add values.
    const filters =
      facet.type === 'price' && !chosen.includes(option.value)
        ? { ...query.filters, price: [option.value] }
        : toggleListingFilter(query.filters, facet.code, option.value);
    return {
      ...option,
      selected: chosen.includes(option.value),
      href: listingHref(path, { ...query, filters, page: 1 }, settings.queryOptions),
    };
  });
  return facet.type === 'price'
    ? { type: 'price', code: 'price', label: facet.label, options: optionViews }
    : { type: 'options', code: facet.code, label: facet.label, options: optionViews };
}

/**
 * Whether the shopper chose filters other than the active tractor's narrowing (which has a
 * switch of its own): the listing then shows them as chips. Pure.
 */
export function hasChosenFilters(query: ListingQuery): boolean {
  return Object.entries(query.filters).some(
    ([code, values]) => code !== modelFilterCode && values.length > 0,
  );
}

/**
 * Everything a listing page renders, from its data and the page's settings (spec §2–§4, §9):
 * facets whose options link to the toggled state (page 1), the chosen filters with remove links,
 * sort and page-size choices, the pagination window and the free price range form. Pure.
 */
export function listingView(data: ListingData, settings: ListingSettings): ListingView {
  const { path, query } = data;
  const facets = data.facets.map((facet) => facetView(facet, data, settings));
  const labelOf = (code: string, value: string) =>
    facets.find((facet) => facet.code === code)?.options.find((option) => option.value === value)
      ?.label ?? value;
  // The active tractor's narrowing has a switch of its own, kept when the other filters go.
  const { [modelFilterCode]: modelFilter, ...chipFilters } = query.filters;
  const appliedFilters = Object.entries(chipFilters).flatMap(([code, values]) =>
    values.map((value) => ({
      id: `${code}:${value}`,
      label: labelOf(code, value),
      removeHref: listingHref(
        path,
        { ...query, filters: toggleListingFilter(query.filters, code, value), page: 1 },
        settings.queryOptions,
      ),
    })),
  );
  const priceFacet = data.facets.find((facet) => facet.type === 'price');
  const chosenPrice = query.filters['price']?.[0];
  const chosenRange = chosenPrice ? parsePriceRange(chosenPrice) : null;
  const priceFilter = priceFacet
    ? {
        min: 0,
        max: Math.max(
          ...priceFacet.options.map((option) => {
            const range = parsePriceRange(option.value);
            return range?.to ?? range?.from ?? 0;
          }),
          chosenRange?.to ?? 0,
          1,
        ),
        from: chosenRange?.from ?? null,
        to: chosenRange?.to ?? null,
        hiddenFields: [
          ...new URLSearchParams(
            listingQueryString(
              { ...query, filters: withPriceRange(query.filters, null), page: 1 },
              settings.queryOptions,
            ),
          ),
        ].map(([name, value]) => ({ name, value })),
      }
    : null;
  return {
    ...data,
    facets,
    priceFilter,
    appliedFilters,
    clearFiltersHref:
      appliedFilters.length > 0
        ? listingHref(
            path,
            { ...query, filters: modelFilter ? { [modelFilterCode]: modelFilter } : {}, page: 1 },
            settings.queryOptions,
          )
        : null,
    sort: {
      value: query.sort ?? '',
      options: settings.sortLabels.map(([value, label]) => ({ value, label })),
    },
    itemsPerPage: {
      value: query.itemsPerPage,
      options: [...new Set([...settings.itemsPerPageOptions, query.itemsPerPage])].sort(
        (a, b) => a - b,
      ),
    },
    pagination: paginationWindow({ currentPage: query.page, totalPages: data.totalPages }),
  };
}
