/**
 * Magento's order date (`YYYY-MM-DD HH:MM:SS`, UTC) as ISO 8601 (`YYYY-MM-DDTHH:MM:SSZ`), which
 * `Date` and `Intl` read the same everywhere. Anything else is returned as it is. Pure.
 */
export function orderDateIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return match ? `${match[1]}T${match[2]}Z` : value;
}
