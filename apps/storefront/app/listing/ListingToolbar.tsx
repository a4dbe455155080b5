import type { ListingQueryOptions } from '@agri-parts/sdk';
import { ViewToggle, type ListingView as ListingLayout } from '@agri-parts/ui';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { ListingPageSize } from './ListingPageSize';
import { ListingSort } from './ListingSort';
import type { ListingView } from './listingView';

/** Props of {@link ListingToolbar}. */
export interface ListingToolbarProps {
  view: ListingView;
  layout: ListingLayout;
  onLayoutChange: (layout: ListingLayout) => void;
  /** Opens the small screens' filter sidebar (the button shows when there are facets). */
  onOpenFilters: () => void;
  /** How the listing writes its address (for the sort form's hidden fields). */
  queryOptions: ListingQueryOptions;
  /** Goes to the listing in another state (a sort or page size, from page 1). */
  onQueryChange: (query: ListingView['query']) => void;
}

/** The listing's toolbar: the product count, the filter button, sort, page size, grid or list. */
export function ListingToolbar({
  view,
  layout,
  onLayoutChange,
  onOpenFilters,
  queryOptions,
  onQueryChange,
}: ListingToolbarProps) {
  return (
    <div className="listing__toolbar">
      <p className="listing__count" role="status">
        {translate(
          isSingular(view.totalCount) ? 'category.productCountOne' : 'category.productCount',
          { count: view.totalCount },
        )}
      </p>
      {view.facets.length > 0 ? (
        <button
          type="button"
          className="ap-button ap-button--secondary ap-button--md listing__filter-button"
          onClick={onOpenFilters}
        >
          {translate('listing.filters')}
        </button>
      ) : null}
      <ListingSort
        view={view}
        queryOptions={queryOptions}
        onSort={(sort) => onQueryChange({ ...view.query, sort, page: 1 })}
      />
      <ListingPageSize
        options={view.itemsPerPage.options}
        value={view.itemsPerPage.value}
        onChange={(itemsPerPage) => onQueryChange({ ...view.query, itemsPerPage, page: 1 })}
      />
      <ViewToggle
        value={layout}
        onChange={(next: ListingLayout) => onLayoutChange(next)}
        labels={{
          group: translate('listing.view'),
          grid: translate('listing.viewGrid'),
          list: translate('listing.viewList'),
        }}
      />
    </div>
  );
}
