import { ColorFilter, FilterGroup, PriceRangeFilter } from '@agri-parts/ui';
import { parsePriceRange } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { usePriceFormatter, type PriceFormatter } from '../price/PriceDisplay';
import type { ListingView } from './listingView';
import { priceFormFields } from './priceRangeQuery';

const filterLabels = {
  count: (count: number) => `(${count})`,
  showMore: (hidden: number) => translate('listing.showMore', { count: hidden }),
  showLess: translate('listing.showLess'),
  selected: translate('listing.selected'),
};

/**
 * A price range's text as the shopper sees prices (with or without VAT): `100,– – 500,–`,
 * `Under 500,–`, `Over 1 000,–`; the value as it is when it is not a range.
 */
export function priceRangeLabel(value: string, prices: PriceFormatter): string {
  const range = parsePriceRange(value);
  if (!range) return value;
  const { from, to } = range;
  if (to !== null && (from === null || from === 0)) {
    return translate('listing.priceUnder', { to: prices.format(to) });
  }
  if (to === null) return translate('listing.priceOver', { from: prices.format(from ?? 0) });
  return `${prices.format(from ?? 0)} – ${prices.format(to)}`;
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
  const prices = usePriceFormatter();
  const shownBound = (amount: number | null) =>
    amount === null ? null : Math.round(prices.shown(amount));
  return (
    <div className="listing-filters">
      {priceFilter ? (
        <PriceRangeFilter
          title={translate('listing.priceRange')}
          min={priceFilter.min}
          max={Math.ceil(prices.shown(priceFilter.max))}
          value={{ from: shownBound(priceFilter.from), to: shownBound(priceFilter.to) }}
          fromName={priceFormFields.from}
          toName={priceFormFields.to}
          action={view.path}
          hiddenFields={priceFilter.hiddenFields}
          onApply={(range, event) => {
            event.preventDefault();
            // Typed as the prices are shown (with or without VAT); filtered as the catalogue holds them.
            onPriceRange({
              from: range.from === null ? null : Math.floor(prices.catalogAmount(range.from)),
              to: range.to === null ? null : Math.ceil(prices.catalogAmount(range.to)),
            });
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
                    label: priceRangeLabel(option.value, prices),
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
