import { ColorFilter, FilterGroup, PriceRangeFilter } from '@agri-parts/ui';
import { formatPrice } from '@agri-parts/sdk';

import { translate } from '../../i18n/translate';
import type { ListingView } from './listingView';
import { priceFormFields } from './priceRangeQuery';

const filterLabels = {
  count: (count: number) => `(${count})`,
  showMore: (hidden: number) => translate('listing.showMore', { count: hidden }),
  showLess: translate('listing.showLess'),
  selected: translate('listing.selected'),
};

/** A price range option's text: `100,– – 500,–`, `Under 500,–`, `Over 1 000,–`. */
function priceRangeLabel(value: string): string {
  const [from = '', to = ''] = value.split('_');
  if (from === '' || Number(from) === 0)
    return translate('listing.priceUnder', { to: formatPrice(Number(to)) });
  if (to === '') return translate('listing.priceOver', { from: formatPrice(Number(from)) });
  return `${formatPrice(Number(from))} – ${formatPrice(Number(to))}`;
}

/**
 * The listing's facets as filters: each option is a link to the listing with that value toggled
 * (so filtering works before the page's JavaScript runs, and each state has its own address).
 */
export function ListingFilters({
  view,
  onPriceRange,
}: {
  view: ListingView;
  /** Applies a free price range in the app (the form also works as a plain GET form). */
  onPriceRange: (range: { from: number | null; to: number | null }) => void;
}) {
  const { priceFilter } = view;
  return (
    <div className="listing-filters">
      {priceFilter ? (
        <PriceRangeFilter
          title={translate('listing.priceRange')}
          min={priceFilter.min}
          max={priceFilter.max}
          value={{ from: priceFilter.from, to: priceFilter.to }}
          fromName={priceFormFields.from}
          toName={priceFormFields.to}
          action={view.path}
          hiddenFields={priceFilter.hiddenFields}
          onApply={(range, event) => {
            event.preventDefault();
            onPriceRange(range);
          }}
          labels={{
            from: translate('listing.priceFrom'),
            to: translate('listing.priceTo'),
            unit: 'kr',
            apply: translate('listing.priceApply'),
          }}
        />
      ) : null}
      {view.facets.map((facet) =>
        facet.code === 'color' && facet.options.every((option) => option.color) ? (
          <ColorFilter
            key={facet.code}
            title={facet.label}
            name={facet.code}
            mode="link"
            options={facet.options.map((option) => ({ ...option, color: option.color ?? '' }))}
            labels={filterLabels}
          />
        ) : (
          <FilterGroup
            key={facet.code}
            title={facet.label}
            name={facet.code}
            mode="link"
            options={
              facet.type === 'price'
                ? facet.options.map((option) => ({
                    ...option,
                    label: priceRangeLabel(option.value),
                  }))
                : facet.options
            }
            labels={filterLabels}
          />
        ),
      )}
    </div>
  );
}
