import { SdkError } from '../errors/SdkError';
import {
  CategoryByUrlPathDocument,
  ProductBySkuDocument,
  ProductByUrlKeyDocument,
  ProductListDocument,
  RouteDocument,
  type ProductDetailFieldsFragment,
} from '../generated/graphql';
import type { Transport } from '../transport/createTransport';
import { mapCategory, type Category } from './mapCategory';
import { mapProduct, type Product } from './mapProduct';
import { mapProductList, type ProductList } from './mapProductList';
import { mapRoute, type ResolvedUrl } from './mapRoute';
import {
  categoryUrlPathFromUrl,
  defaultUrlSuffix,
  normalizeUrlPath,
  productUrlKeyFromUrl,
} from './normalizeUrlPath';
import { productSortInput, type ProductSort } from './productSortInput';

/** Products per listing page when the caller gives no `pageSize` (the store's default grid). */
const defaultPageSize = 12;

/** Options of {@link CatalogService.getProductList}. */
export interface ProductListOptions {
  /** Uid of the category whose products to list (with its sub-categories'). */
  categoryUid: string;
  /** The page, starting at 1; 1 by default. */
  currentPage?: number;
  /** Products per page; 12 by default (pass the store config's `gridPerPage`). */
  pageSize?: number;
  /** The order; the backend's default (position in the category) when not given. */
  sort?: ProductSort;
}

/** Options of {@link createCatalogService}. */
export interface CatalogServiceOptions {
  /** The URL suffix of category and product pages, stripped from URLs passed in; `.html`. */
  urlSuffix?: string;
}

/**
 * Reads the catalogue: what lives at a URL, category pages, product pages and product listings.
 * Like the CMS service, failures are thrown as {@link SdkError}; "not found" is `null`.
 */
export interface CatalogService {
  /**
   * What lives at a storefront URL (path, or full URL; query and fragment are ignored), through
   * Magento's `route`: a category, a product, a CMS page, or only a redirect; `null` when nothing
   * does. Each answer carries the `redirect` to follow when the URL is an old one.
   *
   * @throws {@link SdkError} when the request fails.
   */
  resolveUrl(url: string): Promise<ResolvedUrl | null>;
  /**
   * The category page at `url`, linked as `/{url_path}{url_suffix}`; the URL may come with or
   * without origin, leading slash and suffix (a pathname as the storefront has it). `null` when no
   * category has that URL path.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getCategoryByUrl(url: string): Promise<Category | null>;
  /**
   * The product page of a URL key, or of a product URL (`/{url_key}.html`, with or without a
   * category path before it); `null` when no product has that URL key.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getProductByUrl(urlKeyOrPath: string): Promise<Product | null>;
  /**
   * The product page of a SKU (the storefront's `/p/{sku}` fallback); `null` when there is none.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getProductBySku(sku: string): Promise<Product | null>;
  /**
   * One page of a category's products.
   *
   * @throws {@link SdkError} `invalid-argument` for a page or page size below 1 or not whole;
   * otherwise when the request fails (Magento answers a page past the last with a `graphql`
   * error of category `graphql-input`).
   */
  getProductList(options: ProductListOptions): Promise<ProductList>;
}

function firstProduct(
  items: ReadonlyArray<ProductDetailFieldsFragment | null> | null | undefined,
): Product | null {
  const [item] = items ?? [];
  return item ? mapProduct(item) : null;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new SdkError('invalid-argument', `${name} must be a whole number of at least 1`);
  }
  return value;
}

/**
 * Creates the catalogue service of one SDK instance.
 *
 * @example
 * ```ts
 * const catalog = createCatalogService(transport);
 * const resolved = await catalog.resolveUrl(request.pathname);
 * if (resolved?.type === 'category') {
 *   const category = await catalog.getCategoryByUrl(request.pathname);
 *   const page = await catalog.getProductList({ categoryUid: resolved.uid, pageSize: 24 });
 * }
 * ```
 */
export function createCatalogService(
  transport: Transport,
  options: CatalogServiceOptions = {},
): CatalogService {
  const { urlSuffix = defaultUrlSuffix } = options;
  return {
    async resolveUrl(url) {
      const { route } = await transport.request(RouteDocument, { url: normalizeUrlPath(url) });
      return mapRoute(route);
    },
    async getCategoryByUrl(url) {
      const urlPath = categoryUrlPathFromUrl(url, urlSuffix);
      if (urlPath === '') return null;
      const { categories } = await transport.request(CategoryByUrlPathDocument, { urlPath });
      const [item] = categories?.items ?? [];
      return item ? mapCategory(item) : null;
    },
    async getProductByUrl(urlKeyOrPath) {
      const urlKey = productUrlKeyFromUrl(urlKeyOrPath, urlSuffix);
      if (urlKey === '') return null;
      const { products } = await transport.request(ProductByUrlKeyDocument, { urlKey });
      return firstProduct(products?.items);
    },
    async getProductBySku(sku) {
      if (sku.trim() === '') return null;
      const { products } = await transport.request(ProductBySkuDocument, { sku });
      return firstProduct(products?.items);
    },
    async getProductList({ categoryUid, currentPage = 1, pageSize = defaultPageSize, sort }) {
      const requested = {
        currentPage: positiveInteger('currentPage', currentPage),
        pageSize: positiveInteger('pageSize', pageSize),
      };
      const { products } = await transport.request(ProductListDocument, {
        categoryUid,
        ...requested,
        sort: productSortInput(sort),
      });
      return mapProductList(products, requested);
    },
  };
}
