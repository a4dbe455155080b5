import {
  ItemsPerPageSelect,
  SortSelect,
  ViewToggle,
  type ListingView as ListingLayout,
} from '@agri-parts/ui';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import type { ListingView } from './listingView';

/** Props of {@link ListingToolbar}. */
export interface ListingToolbarProps {
  view: ListingView;
  layout: ListingLayout;
  onLayoutChange: (layout: ListingLayout) => void;
  /** Opens the small screens' filter sidebar (the button shows when there are facets). */
  onOpenFilters: () => void;
  /** Goes to the listing in another state (a sort or page size, from page 1). */
  onQueryChange: (query: ListingView['query']) => void;
}

/** The listing's toolbar: the product count, the filter button, sort, page size, grid or list. */
export function ListingToolbar({
  view,
  layout,
  onLayoutChange,
  onOpenFilters,
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
      <SortSelect
        options={view.sort.options}
        value={view.sort.value}
        onChange={(value) =>
          onQueryChange({
            ...view.query,
            sort: (value || null) as ListingView['query']['sort'],
            page: 1,
          })
        }
        labels={{ label: translate('listing.sort') }}
      />
      <ItemsPerPageSelect
        options={view.itemsPerPage.options}
        value={view.itemsPerPage.value}
        onChange={(itemsPerPage) => onQueryChange({ ...view.query, itemsPerPage, page: 1 })}
        labels={{
          label: translate('listing.itemsPerPage'),
          option: (count) => translate('listing.itemsPerPageOption', { count }),
        }}
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
