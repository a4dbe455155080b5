import type { Product } from '@agri-parts/sdk';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/**
 * The product with this SKU (`data` is `null` when there is none), read in the browser through
 * `sdk.catalog.getProductBySku` (loading on the server).
 *
 * @example
 * ```tsx
 * const product = useProductBySku('AP-10001');
 * if (product.status === 'success' && product.data) return <h2>{product.data.name}</h2>;
 * ```
 */
export function useProductBySku(sku: string): SdkRequestState<Product | null> {
  return useSdkRequest(`product-sku:${sku}`, (sdk) => sdk.catalog.getProductBySku(sku));
}
