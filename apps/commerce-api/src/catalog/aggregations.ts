import { MIN_PRICE_STEP, type FacetOption } from './facetRules.js';
import { productAttribute } from './productAttributes.js';
import { FACET_ATTRIBUTES, type FacetAttribute } from './productCriteria.js';
import { categoryUid } from './uid.js';

/** A facet as `Products.aggregations` returns it. */
export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: FacetOption[];
}

/** The facets a listing offers, in the order it shows them. */
export const FACET_ORDER = ['category_uid', 'price', ...FACET_ATTRIBUTES] as const;
export type FacetCode = (typeof FACET_ORDER)[number];

/** A facet's title as the store shows it: an attribute's own (Norwegian) label. */
export function facetLabel(code: FacetCode): string {
  switch (code) {
    case 'category_uid':
      return 'Kategori';
    case 'price':
      return 'Pris';
    default:
      return attributeLabel(code);
  }
}

function attributeLabel(code: FacetAttribute): string {
  const attribute = productAttribute(code);
  if (!attribute) throw new Error(`The facet attribute ${code} is not a product attribute.`);
  return attribute.label;
}

/**
 * The facets as `Products.aggregations` returns them, from counted options by facet (category
 * ids, fine price buckets `step:bucket` and option ids as values): category ids become uids, fine
 * price buckets become ranges, empty facets are left out.
 */
export function aggregationsFromCounts(
  byFacet: ReadonlyMap<string, readonly FacetOption[]>,
): AggregationResult[] {
  const facets: Omit<AggregationResult, 'position'>[] = FACET_ORDER.map((code) => {
    switch (code) {
      case 'category_uid':
        return facet(
          code,
          (byFacet.get(code) ?? []).map((option) => ({
            ...option,
            value: categoryUid(Number(option.value)),
          })),
        );
      case 'price':
        return facet(code, priceRanges(byFacet.get('price') ?? []));
      default:
        return facet(code, [...(byFacet.get(code) ?? [])]);
    }
  });
  return facets
    .filter((entry) => entry.options.length > 0)
    .map((entry, position) => ({ ...entry, position }));
}

/**
 * Magento's automatic price ranges: a power of ten one digit below the dearest price, made
 * finer while everything would fall into a single range. The listing counts the finest
 * candidate width (a hundredth of the coarsest, see `finestPriceStep`); coarser ranges are sums
 * of those counts.
 */
export function priceRanges(fineBuckets: readonly FacetOption[]): FacetOption[] {
  const parsed = fineBuckets.map(({ value, count }) => {
    const [step, bucket] = value.split(':').map(Number);
    return { step: step!, bucket: bucket!, count };
  });
  const fine = parsed[0]?.step;
  if (fine === undefined) return [];
  for (const factor of [100, 10, 1]) {
    const width = fine * factor;
    if (width < MIN_PRICE_STEP && factor > 1) continue;
    const ranges = new Map<number, number>();
    for (const { bucket, count } of parsed) {
      const from = Math.floor((bucket * fine) / width) * width;
      ranges.set(from, (ranges.get(from) ?? 0) + count);
    }
    if (ranges.size > 1 || factor === 1) {
      return [...ranges.entries()]
        .sort(([a], [b]) => a - b)
        .map(([from, count]) => ({
          label: `${from}-${from + width}`,
          value: `${from}_${from + width}`,
          count,
        }));
    }
  }
  return [];
}

function facet(code: FacetCode, options: FacetOption[]): Omit<AggregationResult, 'position'> {
  return { attribute_code: code, label: facetLabel(code), count: options.length, options };
}
