import { SdkError } from '../errors/SdkError';
import { type ProductAttributeFilterInput } from '../generated/graphql';
import { ProductListDocument } from './productList.generated';
import type { RequestOptions, Transport } from '../transport/createTransport';
import { mapProductList, type ProductList } from './mapProductList';
import { productSortInput, type ProductSort } from './productSortInput';

/** One page of products to ask Magento's `products` for. */
export interface ProductListRequest {
  /** Full-text search term; none lists by filter only. */
  search?: string;
  /** Magento's filter; built with `productFilterInput` plus the listing's own (category, ...). */
  filter: ProductAttributeFilterInput;
  currentPage: number;
  pageSize: number;
  sort?: ProductSort | null;
}

/**
 * The one listing request behind category pages, search and collections: a page of products with
 * the listing's facets (`ProductList` document).
 *
 * @throws {@link SdkError} `invalid-argument` for a page or page size below 1 or not whole;
 *   otherwise when the request fails.
 */
export async function fetchProductList(
  transport: Transport,
  request: ProductListRequest,
  options?: RequestOptions,
): Promise<ProductList> {
  const requested = {
    currentPage: positiveInteger('currentPage', request.currentPage),
    pageSize: positiveInteger('pageSize', request.pageSize),
  };
  const { products } = await transport.request(
    ProductListDocument,
    {
      search: request.search ?? null,
      filter: request.filter,
      ...requested,
      sort: productSortInput(request.sort),
    },
    options,
  );
  return mapProductList(products, requested);
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new SdkError('invalid-argument', `${name} must be a whole number of at least 1`);
  }
  return value;
}
