import type { ProductListQuery } from '../generated/graphql';
import { parsePriceRange, type PriceFilterRange } from './priceRange';

/** One value of a facet: what to show and what to filter with. */
export interface FacetOption {
  label: string;
  /** The filter value (an option id, a category uid, a price range `from_to`). */
  value: string;
  /** Products of the result with this value. */
  count: number;
}

/** A value of the price facet, with its range read from the value. */
export interface PriceFacetOption extends FacetOption {
  range: PriceFilterRange;
}

/**
 * A facet of a listing (layered navigation), keyed on `type`: `price` has ranges, every other
 * facet (`options`) has option values. `code` is the filter's query parameter and attribute code;
 * `color` can be shown with swatches, `category_uid` lists sub-categories.
 */
export type Facet =
  | { type: 'options'; code: string; label: string; options: FacetOption[] }
  | { type: 'price'; code: 'price'; label: string; options: PriceFacetOption[] };

type AggregationData = NonNullable<NonNullable<ProductListQuery['products']>['aggregations']>;

/**
 * Maps Magento's `aggregations` to {@link Facet}s, by `position`. Options without a value, price
 * options whose value is not a range, and facets left without options are dropped; a missing
 * label is the code (a facet) or the value (an option).
 */
export function mapFacets(aggregations: AggregationData | null | undefined): Facet[] {
  return (aggregations ?? [])
    .flatMap((aggregation) => (aggregation ? [aggregation] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((aggregation): Facet[] => {
      const label = aggregation.label || aggregation.attribute_code;
      const options = (aggregation.options ?? []).flatMap((option) =>
        option?.value
          ? [{ label: option.label || option.value, value: option.value, count: option.count ?? 0 }]
          : [],
      );
      if (aggregation.attribute_code === 'price') {
        const ranges = options.flatMap((option) => {
          const range = parsePriceRange(option.value);
          return range ? [{ ...option, range }] : [];
        });
        return ranges.length > 0 ? [{ type: 'price', code: 'price', label, options: ranges }] : [];
      }
      return options.length > 0
        ? [{ type: 'options', code: aggregation.attribute_code, label, options }]
        : [];
    });
}
