import type { ProductAttributeSortInput } from '../generated/graphql';

/**
 * A sort order of a product listing (spec: `name_ASC`, `price_DESC`, `updated_at_DESC`, ...);
 * `relevance` orders a search by how well each product matches its term.
 */
export interface ProductSort {
  field: 'relevance' | 'name' | 'price' | 'updated_at';
  direction: 'ASC' | 'DESC';
}

/**
 * The `sort` argument of `products` for a {@link ProductSort}; `null` leaves the backend's default
 * order (position in the category). Pure.
 */
export function productSortInput(
  sort: ProductSort | null | undefined,
): ProductAttributeSortInput | null {
  return sort ? { [sort.field]: sort.direction } : null;
}
