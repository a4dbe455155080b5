import { withPriceRange, type ListingQueryOptions } from '@agri-parts/sdk';
import { AppliedFilters, Pagination } from '@agri-parts/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

import { translate } from '../i18n/translate';
import { paginationModel } from '../pagination/paginationModel';
import { TractorFilterToggle } from '../tractors/TractorFilterToggle';
import { ListingFilters, priceRangeLabel } from './ListingFilters';
import { usePriceFormatter } from '../price/PriceDisplay';
import { ListingProducts } from './ListingProducts';
import { ListingToolbar } from './ListingToolbar';
import {
  listingHref,
  listingView,
  type ListingData,
  type ListingSettings,
  type ListingView,
} from './listingView';
import { useListingLayout } from './useListingLayout';
import { useOpenedOnce } from '../layout/useOpenedOnce';

// The small screens' filter sidebar (and Radix Dialog) loads when the filter button is first
// pressed, not with every listing.
const FilterSidebar = lazy(() =>
  import('./FilterSidebar').then((module) => ({ default: module.FilterSidebar })),
);

/** The results' element: the skip link's target, and where "Vis N produkter" puts the focus. */
export const listingResultsId = 'resultater';

/**
 * A product listing (category page, search, collection): filters beside the products on large
 * screens and in a sidebar on small ones, the chosen filters, sort, page size, grid or list, the
 * switch narrowing it to the active tractor's parts, the cards and the pages. Every control is a
 * link or changes the address, so each state has its own URL and the server renders it.
 */
export function Listing({
  data,
  settings,
  offerTractorFilter = true,
  pageLinks = true,
}: {
  data: ListingData;
  /** The page's query options, sort labels and page sizes, from which the links are made. */
  settings: ListingSettings;
  /**
   * Offer "show only parts that fit {tractor}" (with an active tractor). Off where the listing is
   * one model's parts already (the part finder's parts page).
   */
  offerTractorFilter?: boolean;
  /** Links to each page below the cards; off where "Vis flere" appends pages instead (search). */
  pageLinks?: boolean;
}) {
  // Links and choices follow from the data; working them out is cheaper than sending them.
  const view = listingView(data, settings);
  const { queryOptions } = settings;
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOpened = useOpenedOnce(filtersOpen);
  const [layout, setLayout] = useListingLayout();
  const go = (query: ListingView['query']) =>
    navigate(listingHref(view.path, query, queryOptions), { preventScrollReset: true });
  const filters = (
    <ListingFilters
      view={view}
      onPriceRange={(range) => {
        setFiltersOpen(false);
        void go({ ...view.query, page: 1, filters: withPriceRange(view.query.filters, range) });
      }}
    />
  );

  return (
    <div className="listing">
      {view.facets.length > 0 ? (
        // Past the filters' many links straight to the products (issue 23: 55 Tabs before).
        <a className="skip-link listing__skip-link" href={`#${listingResultsId}`}>
          {translate('listing.skipToResults')}
        </a>
      ) : null}
      {view.facets.length > 0 ? <aside className="listing__filters">{filters}</aside> : null}
      <div className="listing__main">
        <ListingToolbar
          view={view}
          layout={layout}
          onLayoutChange={setLayout}
          onOpenFilters={() => setFiltersOpen(true)}
          queryOptions={queryOptions}
          onQueryChange={(query) => void go(query)}
        />
        {offerTractorFilter ? (
          <TractorFilterToggle view={view} queryOptions={queryOptions} />
        ) : null}
        {view.appliedFilters.length > 0 ? <ChosenFilters view={view} /> : null}
        <section
          id={listingResultsId}
          className="listing__results"
          aria-labelledby={`${listingResultsId}-heading`}
          tabIndex={-1}
        >
          {/* The cards' titles are h3: this h2 keeps the page's headings in order (h1 → h2 → h3). */}
          <h2 id={`${listingResultsId}-heading`} className="ap-visually-hidden">
            {translate('listing.results')}
          </h2>
          {view.products.length === 0 ? (
            <p className="listing__empty">{translate('listing.empty')}</p>
          ) : (
            <ListingProducts products={view.products} layout={layout} />
          )}
        </section>
        {pageLinks && view.totalPages > 1 ? (
          <ListingPages view={view} queryOptions={queryOptions} />
        ) : null}
      </div>
      {filtersOpened ? (
        <Suspense fallback={null}>
          <FilterSidebar
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            totalCount={view.totalCount}
            clearFiltersHref={view.clearFiltersHref}
            results={() => document.getElementById(listingResultsId)}
          >
            {filters}
          </FilterSidebar>
        </Suspense>
      ) : null}
    </div>
  );
}

/** The chosen filters as chips with remove links (prices in the shopper's tax display). */
function ChosenFilters({ view }: { view: ListingView }) {
  const prices = usePriceFormatter();
  return (
    <AppliedFilters
      filters={view.appliedFilters.map((filter) =>
        filter.id.startsWith('price:')
          ? { ...filter, label: priceRangeLabel(filter.id.slice('price:'.length), prices) }
          : filter,
      )}
      clearAllHref={view.clearFiltersHref ?? undefined}
      labels={{
        title: translate('listing.appliedFilters'),
        remove: (label) => translate('listing.removeFilter', { label }),
        clearAll: translate('listing.clearFilters'),
      }}
    />
  );
}

/** The listing's pages, each a link that keeps the rest of its state. */
function ListingPages({
  view,
  queryOptions,
}: {
  view: ListingView;
  queryOptions: ListingQueryOptions;
}) {
  return (
    <Pagination
      model={paginationModel(view.pagination)}
      hrefForPage={(page) => listingHref(view.path, { ...view.query, page }, queryOptions)}
      labels={{
        navigation: translate('navigation.pagination'),
        previous: translate('navigation.previousPage'),
        next: translate('navigation.nextPage'),
        page: (page) => translate('navigation.page', { page }),
      }}
    />
  );
}
