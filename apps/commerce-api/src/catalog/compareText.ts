/**
 * Code-point order, as the embedded database orders text (its C collation): a search sorted by
 * name lists as a category sorted by name does, and facet options tie alike on both paths.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
