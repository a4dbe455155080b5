import { ColorFilter, FilterGroup } from '@agri-parts/ui';
import { formatPrice } from '@agri-parts/sdk';

import { translate } from '../../i18n/translate';
import type { FacetView } from './listingView';

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
export function ListingFilters({ facets }: { facets: readonly FacetView[] }) {
  return (
    <div className="listing-filters">
      {facets.map((facet) =>
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
