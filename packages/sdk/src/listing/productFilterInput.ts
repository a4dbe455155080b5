import type {
  FilterEqualTypeInput,
  FilterRangeTypeInput,
  ProductAttributeFilterInput,
} from '../generated/graphql';
import type { ListingFilters } from './parseListingQuery';
import { parsePriceRange, spanPriceRanges, type PriceFilterRange } from './priceRange';

/**
 * The `filter` argument of Magento's `products` for a listing's filters (spec §7): one value is
 * `{ eq }`, several are `{ in }`, and `price` is a range `{ from, to }` (several ranges are spanned
 * into one, since Magento takes a single range; an open end is left out). Codes without values and
 * invalid price ranges are left out. Pure.
 *
 * @example
 * ```ts
 * productFilterInput({ color: ['12'], manufacturer: ['7', '9'], price: ['100_500'] });
 * // { color: { eq: '12' }, manufacturer: { in: ['7', '9'] }, price: { from: '100', to: '500' } }
 * ```
 */
export function productFilterInput(filters: ListingFilters): ProductAttributeFilterInput {
  const input: Record<string, FilterEqualTypeInput | FilterRangeTypeInput> = {};
  for (const [code, values] of Object.entries(filters)) {
    if (code === 'price') {
      const range = spanPriceRanges(values.flatMap((value) => parsePriceRange(value) ?? []));
      if (range) input[code] = rangeInput(range);
    } else if (values.length === 1) {
      input[code] = { eq: values[0] };
    } else if (values.length > 1) {
      input[code] = { in: [...values] };
    }
  }
  // The codes are the store's filterable attributes; Magento adds them to the input at run time.
  return input as ProductAttributeFilterInput;
}

function rangeInput({ from, to }: PriceFilterRange): FilterRangeTypeInput {
  return {
    ...(from !== null && { from: String(from) }),
    ...(to !== null && { to: String(to) }),
  };
}
