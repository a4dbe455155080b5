import type { ProductList, ProductListOptions } from '@agri-parts/sdk';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/**
 * One page of a category's products, read in the browser through `sdk.catalog.getProductList`
 * (loading on the server). Asks again when any option changes.
 *
 * @example
 * ```tsx
 * const page = useProductList({ categoryUid, currentPage: 2, sort: { field: 'price', direction: 'ASC' } });
 * const cards = page.data?.items ?? [];
 * ```
 */
export function useProductList(options: ProductListOptions): SdkRequestState<ProductList> {
  const { categoryUid, currentPage, pageSize, sort } = options;
  return useSdkRequest(
    `product-list:${JSON.stringify([categoryUid, currentPage, pageSize, sort?.field, sort?.direction])}`,
    (sdk) => sdk.catalog.getProductList(options),
  );
}
