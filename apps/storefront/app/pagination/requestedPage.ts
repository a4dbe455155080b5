/**
 * The highest page number an address may name: the API's `currentPage` is a GraphQL `Int`
 * (32 bits), and no listing of the shop comes near it.
 */
export const highestPageNumber = 2_147_483_647;

/**
 * The page a `?page=` value asks for: a whole number from 1. Absent, empty, negative, zero or not
 * a whole number (`abc`, `1.5`, `1e3`) is page 1, as before; a whole number past
 * {@link highestPageNumber} is `null` — a page that cannot exist, which the route answers with a
 * 404 (never sent to the API, which refuses it as a type error). Pure.
 */
export function requestedPage(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  if (page > highestPageNumber) return null;
  return page >= 1 ? page : 1;
}
