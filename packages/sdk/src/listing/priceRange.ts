/** A price range of a listing filter; either end may be open (`null`). Both ends count. */
export interface PriceFilterRange {
  from: number | null;
  to: number | null;
}

const rangePattern = /^(\d+(?:\.\d+)?|\*)?_(\d+(?:\.\d+)?|\*)?$/;

/**
 * Reads a price filter value in Magento's facet format `from_to` (`100_500`); an empty end or `*`
 * is open (`_500`, `100_`, `100_*`). `null` for anything else: both ends open, negative or
 * malformed numbers, or `from` above `to`. Pure.
 *
 * @example
 * ```ts
 * parsePriceRange('100_500'); // { from: 100, to: 500 }
 * parsePriceRange('1000_'); // { from: 1000, to: null }
 * parsePriceRange('abc'); // null
 * ```
 */
export function parsePriceRange(value: string): PriceFilterRange | null {
  const match = rangePattern.exec(value.trim());
  if (!match) return null;
  const from = toBound(match[1]);
  const to = toBound(match[2]);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from > to) return null;
  return { from, to };
}

function toBound(text: string | undefined): number | null {
  return text === undefined || text === '*' ? null : Number(text);
}

/** A price range as a filter value, `from_to` with open ends left empty. Pure. */
export function formatPriceRange(range: PriceFilterRange): string {
  return `${range.from ?? ''}_${range.to ?? ''}`;
}

/**
 * The one range spanning several: the lowest `from` and the highest `to`, open when any of them
 * is. Magento filters price with a single range, so choosing `0_100` and `200_300` lists
 * `0_300`. `null` for no ranges. Pure.
 */
export function spanPriceRanges(ranges: readonly PriceFilterRange[]): PriceFilterRange | null {
  if (ranges.length === 0) return null;
  const froms = ranges.map((range) => range.from);
  const tos = ranges.map((range) => range.to);
  return {
    from: froms.includes(null) ? null : Math.min(...(froms as number[])),
    to: tos.includes(null) ? null : Math.max(...(tos as number[])),
  };
}
