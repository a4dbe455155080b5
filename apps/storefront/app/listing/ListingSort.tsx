import { listingQueryString, type ListingQueryOptions } from '@agri-parts/sdk';
import { SortSelect } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { ListingView } from './listingView';
import { useApplyOnChoose } from './useApplyOnChoose';

/**
 * The listing's sort select in a GET form to the listing, with the listing's other parameters as
 * hidden fields: without JavaScript a "Sorter" button sends it; in the browser a choice applies
 * when made (`useApplyOnChoose`), not on every arrow key.
 */
export function ListingSort({
  view,
  queryOptions,
  onSort,
}: {
  view: ListingView;
  queryOptions: ListingQueryOptions;
  onSort: (sort: ListingView['query']['sort']) => void;
}) {
  const select = useApplyOnChoose(view.sort.value, (value) =>
    onSort((value || null) as ListingView['query']['sort']),
  );
  const otherFields = [
    ...new URLSearchParams(
      listingQueryString({ ...view.query, sort: null, page: 1 }, queryOptions),
    ),
  ];
  return (
    <form className="listing__sort" method="get" action={view.path}>
      {otherFields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <SortSelect
        options={view.sort.options}
        labels={{ label: translate('listing.sort') }}
        {...select}
      />
      {/* Only without JavaScript: a button that went away at hydration moved the row (CLS 0.15 at
          1024 px, where the view toggle then fits beside it). */}
      <noscript>
        <button type="submit" className="ap-button ap-button--secondary ap-button--md">
          {translate('listing.sortApply')}
        </button>
      </noscript>
    </form>
  );
}
